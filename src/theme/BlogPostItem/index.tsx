// Swizzled (wrap) to mark a post (blog, comparisons, learn, OpenTelemetry) for the search index on its own page only, not in lists.
import React, { type ReactNode } from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div data-pagefind-body="" style={{ display: 'contents' }}>
      <BlogPostItem {...props} />
    </div>
  );
}
