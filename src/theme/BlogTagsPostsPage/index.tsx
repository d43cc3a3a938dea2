// Swizzled (wrap) to give each page of a tag a title and description of its own, naming the collection and the page (see src/lib/seo/listPages).
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import { useCollection } from '@site/src/hooks/useCollection';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type { Props } from '@theme/BlogTagsPostsPage';
import {
  paginatedDescription,
  paginatedTitle,
  tagPageDescription,
  titleInCollection,
} from '@site/src/lib/seo/listPages';

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const { tag, listMetadata } = props;
  const title = useBlogTagsPostsPageTitle(tag);
  const { title: blogTitle } = useCollection();
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {/* After the page's own metadata, so it overrides it. */}
      <PageMetadata
        title={paginatedTitle(titleInCollection(title, blogTitle), listMetadata)}
        description={paginatedDescription(tagPageDescription(tag, blogTitle), listMetadata)}
      />
    </>
  );
}
