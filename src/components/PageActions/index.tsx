import React, { useEffect, useState, type ReactNode } from 'react';
import { copyTwin } from '@site/src/lib/markdownTwins/copy';
import { twinPath } from '@site/src/lib/markdownTwins/paths';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

/**
 * "Copy page" and "View as Markdown" beside a page's title: both use the page's Markdown twin
 * (src/plugins/markdownTwins), fetched only when asked for. The result is announced and shown.
 */
export default function PageActions({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const href = twinPath(permalink);
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 4000);
    return () => clearTimeout(timer);
  }, [status]);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        onClick={() =>
          copyTwin(href).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }
      >
        {status === 'copied' ? (
          <>
            Copied<span aria-hidden="true"> ✓</span>
          </>
        ) : (
          'Copy page'
        )}
      </button>
      {/* A plain link: the twin is a file, not a route of the app (and not one the link checker knows). */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.action} href={href} type="text/markdown" target="_blank" rel="noopener">
        View as Markdown
      </a>
      <span className={status === 'failed' ? styles.error : 'sr-only'} role="status">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
