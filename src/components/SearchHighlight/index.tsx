import React, { type ReactNode } from 'react';
import { parseExcerpt } from '@site/src/lib/search/highlight';
import styles from './styles.module.css';

/** Renders a Pagefind excerpt as text with <mark>ed matches; the excerpt is never used as HTML. */
export default function SearchHighlight({ excerpt }: { excerpt: string }): ReactNode {
  return parseExcerpt(excerpt).map((segment, i) =>
    segment.highlighted ? (
      <mark key={i} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}
