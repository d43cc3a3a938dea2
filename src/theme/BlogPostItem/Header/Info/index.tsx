// Swizzled (eject, small) to add "Updated {date}" when front matter has last_update: a refreshed post says when it was last made true.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { postUpdateDate } from '@site/src/lib/blog/postUpdate';
import styles from './styles.module.css';

const format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export default function BlogPostItemHeaderInfo({ className }: { className?: string }): ReactNode {
  const { metadata } = useBlogPost();
  const { date, readingTime, frontMatter } = metadata;
  const { selectMessage } = usePluralForm();
  const updated = postUpdateDate(date, frontMatter.last_update);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{format.format(new Date(date))}</time>
      {updated && (
        <>
          {' · '}
          <span className={styles.updated}>
            Updated <time dateTime={updated}>{format.format(new Date(updated))}</time>
          </span>
        </>
      )}
      {readingTime !== undefined && (
        <>
          {' · '}
          {selectMessage(
            Math.ceil(readingTime),
            'One min read|{readingTime} min read'.replace('{readingTime}', String(Math.ceil(readingTime))),
          )}
        </>
      )}
    </div>
  );
}
