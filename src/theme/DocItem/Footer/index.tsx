// Swizzled (wrap) to end each docs page with the release its instructions were checked against (front matter `verified`).
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import VerifiedNote from '@site/src/components/VerifiedNote';

export default function DocItemFooterWrapper(): ReactNode {
  const { frontMatter } = useDoc();
  return (
    <>
      <VerifiedNote verified={(frontMatter as { verified?: unknown }).verified} />
      <Footer />
    </>
  );
}
