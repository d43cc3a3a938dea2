// Swizzled (eject) to give every post list page an h1 (the collection's name) and a title and
// description of its own: page 2 of 27 said exactly what page 1 said.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type { Props } from '@theme/BlogListPage';
import { pageLabel, paginatedDescription, paginatedTitle } from '@site/src/lib/seo/listPages';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  const { blogTitle, blogDescription } = metadata;
  const label = pageLabel(metadata);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={paginatedTitle(blogTitle, metadata)}
        description={paginatedDescription(blogDescription, metadata)}
      />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {blogTitle}
          </Heading>
          <p className={styles.description}>
            {blogDescription}
            {label && <span className={styles.page}> ({label})</span>}
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
