// Swizzled (eject) for accessibility and metadata: the theme's archive put its h1 in a primary-coloured
// hero whose text failed contrast (axe color-contrast, serious), in a second banner landmark outside
// <main>, followed by h3 year headings (heading order); its description was the word "Archive". Here the
// heading and years sit in <main> as h1 and h2, the title and description name the collection.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { SlimArchivePost, SlimArchiveProps } from '@site/src/plugins/performance/slimArchive/slimArchive';
import { useCollection } from '@site/src/hooks/useCollection';
import { archiveDescription, collectionPageTitle } from '@site/src/lib/seo/listPages';
import styles from './styles.module.css';

/** Posts by year, newest year first, each year's posts newest first (as the build lists them). */
function postsByYear(posts: readonly SlimArchivePost[]): [string, SlimArchivePost[]][] {
  const years = new Map<string, SlimArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0];
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

function Year({ year, posts }: { year: string; posts: SlimArchivePost[] }): ReactNode {
  const dateFormat = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <section className={styles.year} aria-labelledby={`year-${year}`}>
      <Heading as="h2" id={`year-${year}`}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The props are the slimmed ones of src/plugins/performance/slimArchive: each post's link, title and date.
export default function BlogArchivePage({ archive }: SlimArchiveProps): ReactNode {
  const { title: blogTitle } = useCollection();
  const title = collectionPageTitle('Archive', blogTitle);
  const description = archiveDescription(
    blogTitle,
    archive.blogPosts.map((post) => post.metadata.date),
  );
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.description}>{description}</p>
          <div className={styles.years}>
            {postsByYear(archive.blogPosts).map(([year, posts]) => (
              <Year key={year} year={year} posts={posts} />
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
