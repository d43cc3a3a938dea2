// Swizzled (wrap) to give the archive a description of its own (the theme's is the word "Archive") and a title naming its collection.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCollection } from '@site/src/hooks/useCollection';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type { Props } from '@theme/BlogArchivePage';
import { archiveDescription, collectionPageTitle } from '@site/src/lib/seo/listPages';

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  const { title: blogTitle } = useCollection();
  const dates = props.archive.blogPosts.map((post) => post.metadata.date);
  return (
    <>
      <BlogArchivePage {...props} />
      <PageMetadata
        title={collectionPageTitle('Archive', blogTitle)}
        description={archiveDescription(blogTitle, dates)}
      />
    </>
  );
}
