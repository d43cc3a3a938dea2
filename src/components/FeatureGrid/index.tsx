import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface Feature {
  title: string;
  body: ReactNode;
  /** Optional small label above the title (a day, a team, a region). */
  kicker?: string;
  href?: string;
  linkLabel?: string;
}

export interface FeatureGridProps {
  items: Feature[];
  /** Heading level of each card title; h3 under a section's H2. */
  headingLevel?: 'h2' | 'h3';
  columns?: 2 | 3 | 4;
}

/** Cards in a responsive grid; each card is a title, a body and an optional link. */
export default function FeatureGrid({ items, headingLevel = 'h3', columns = 3 }: FeatureGridProps): ReactNode {
  return (
    <ul className={clsx(styles.grid, styles[`cols${columns}`])}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.kicker && <p className={styles.kicker}>{item.kicker}</p>}
          <Heading as={headingLevel} className={styles.title}>
            {item.title}
          </Heading>
          <div className={styles.body}>{typeof item.body === 'string' ? <p>{item.body}</p> : item.body}</div>
          {item.href && (
            <Link className={styles.link} to={item.href}>
              {item.linkLabel ?? 'Learn more'}
              <span className="sr-only">: {item.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
