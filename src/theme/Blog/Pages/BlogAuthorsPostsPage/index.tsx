// Swizzled (wrap) to give each page of an author a title and description of its own, and to keep
// an author page without posts in this collection (every author gets one in every collection) out
// of search engines and the sitemap.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogAuthorPageTitle } from '@docusaurus/theme-common/internal';
import { useCollection } from '@site/src/hooks/useCollection';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {
  authorPageDescription,
  paginatedDescription,
  paginatedTitle,
  titleInCollection,
} from '@site/src/lib/seo/listPages';

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const { author, listMetadata, items } = props;
  const title = useBlogAuthorPageTitle(author);
  const { title: blogTitle } = useCollection();
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      {/* After the page's own metadata, so it overrides it. */}
      <PageMetadata
        title={paginatedTitle(titleInCollection(title, blogTitle), listMetadata)}
        description={paginatedDescription(authorPageDescription(author, blogTitle), listMetadata)}
      />
      {items.length === 0 && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
    </>
  );
}
