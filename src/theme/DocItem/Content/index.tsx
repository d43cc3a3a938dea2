// Swizzled (eject, small) to put the page actions (Copy page, View as Markdown) beside the title, and to
// mark the title and body as the only part of the page the search index reads.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

export default function DocItemContent({ children }: { children: ReactNode }): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  // As the theme: a title of its own unless the body starts with one or front matter hides it.
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  return (
    <div data-pagefind-body="" style={{ display: 'contents' }}>
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <header className={styles.header}>
          {syntheticTitle && <Heading as="h1">{syntheticTitle}</Heading>}
          <div data-pagefind-ignore="" className={styles.actions}>
            <PageActions permalink={metadata.permalink} />
          </div>
        </header>
        <MDXContent>{children}</MDXContent>
      </div>
    </div>
  );
}
