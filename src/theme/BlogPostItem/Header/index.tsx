// Swizzled (wrap) to show the post's cover (its generated card) beside the title, in lists and on the post's own
// page, and on the post's page the page actions (Copy page, View as Markdown) under the title.
import React, { type ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PostCover from '@site/src/components/PostCover';
import PageActions from '@site/src/components/PageActions';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {!metadata.frontMatter.image && (
        <PostCover permalink={metadata.permalink} variant={isBlogPostPage ? 'page' : 'thumb'} />
      )}
      <Header />
      {isBlogPostPage && (
        <div data-pagefind-ignore="" className="margin-bottom--md">
          <PageActions permalink={metadata.permalink} />
        </div>
      )}
    </>
  );
}
