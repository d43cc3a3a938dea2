// Swizzled (wrap) to show the post's cover (its generated card) beside the title, in lists and on the post's own page.
import React, { type ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PostCover from '@site/src/components/PostCover';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (metadata.frontMatter.image) return <Header />;
  return (
    <>
      <PostCover permalink={metadata.permalink} variant={isBlogPostPage ? 'page' : 'thumb'} />
      <Header />
    </>
  );
}
