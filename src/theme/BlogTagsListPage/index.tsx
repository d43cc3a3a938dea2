// Swizzled (wrap) to give the tags list a description (the theme gives none) and a title naming its collection.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCollection } from '@site/src/hooks/useCollection';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type { Props } from '@theme/BlogTagsListPage';
import { tagsListDescription, collectionPageTitle } from '@site/src/lib/seo/listPages';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const { title: blogTitle } = useCollection();
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        title={collectionPageTitle('Tags', blogTitle)}
        description={tagsListDescription(blogTitle, props.tags.length)}
      />
    </>
  );
}
