import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionProps {
  /** The section's H2. */
  title: ReactNode;
  /** Anchor id for the heading; generated when omitted. */
  id?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** 'muted' draws a tinted band to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  /** Narrow measure for reading text (legal pages, job descriptions). */
  narrow?: boolean;
}

/** A page section: an H2, an optional intro and content, in the site's spacing. */
export default function Section({
  title,
  id,
  intro,
  children,
  tone = 'plain',
  narrow = false,
}: SectionProps): ReactNode {
  const generated = useId();
  const headingId = id ?? `section-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section className={clsx(styles.section, tone === 'muted' && styles.muted)} aria-labelledby={headingId}>
      <div className={clsx('container', narrow && styles.narrow)}>
        <Heading as="h2" id={headingId} className={styles.title}>
          {title}
        </Heading>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
