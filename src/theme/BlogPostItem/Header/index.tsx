// Swizzled (wrap) to show the post's cover (its generated card): a thumbnail beside the title in lists, full width under it on the post.
import React, { type ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PostCover from '@site/src/components/PostCover';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (metadata.frontMatter.image) return <Header />;
  return isBlogPostPage ? (
    <>
      <Header />
      <PostCover permalink={metadata.permalink} variant="full" />
    </>
  ) : (
    <>
      <PostCover permalink={metadata.permalink} variant="thumb" />
      <Header />
    </>
  );
}
