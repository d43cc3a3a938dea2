// Swizzled (wrap) to end each docs page with the release its instructions were checked against (front matter
// `verified`) and "Was this page helpful?", above the theme's "Edit this page" and "Last updated on".
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import VerifiedNote from '@site/src/components/VerifiedNote';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooterWrapper(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  // The page's URL: the site adds the trailing slash (trailingSlash: true), doc metadata does not.
  const path = metadata.permalink.endsWith('/') ? metadata.permalink : `${metadata.permalink}/`;
  return (
    <>
      <VerifiedNote verified={(frontMatter as { verified?: unknown }).verified} />
      <PageFeedback title={metadata.title} permalink={path} />
      <Footer />
    </>
  );
}
