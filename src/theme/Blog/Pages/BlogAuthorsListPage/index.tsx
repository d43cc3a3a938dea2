// Swizzled (wrap) to give the authors list a description (the theme gives none) and a title naming its collection.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCollection } from '@site/src/hooks/useCollection';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import { authorsListDescription, collectionPageTitle } from '@site/src/lib/seo/listPages';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const { title: blogTitle } = useCollection();
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata title={collectionPageTitle('Authors', blogTitle)} description={authorsListDescription(blogTitle, props.authors.length)} />
    </>
  );
}
