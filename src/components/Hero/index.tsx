import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface HeroAction {
  label: string;
  to: string;
  variant?: 'primary' | 'secondary' | 'link';
}

export interface HeroProps {
  /** Short line above the title. */
  eyebrow?: string;
  /** The page's single H1. */
  title: ReactNode;
  lead?: ReactNode;
  actions?: HeroAction[];
  /** Extra content under the actions (a form, a note). */
  children?: ReactNode;
  size?: 'large' | 'compact';
}

/** Top of every marketing page: eyebrow, the page's H1, a lead paragraph and actions. */
export default function Hero({ eyebrow, title, lead, actions = [], children, size = 'large' }: HeroProps): ReactNode {
  return (
    <header className={clsx(styles.hero, size === 'compact' && styles.compact)}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <div className={styles.lead}>{lead}</div>}
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <Link
                key={action.to + action.label}
                className={clsx('button button--lg', `button--${action.variant ?? 'primary'}`)}
                to={action.to}
              >
                {action.label}
              </Link>
            ))}
          </div>
        )}
        {children}
      </div>
    </header>
  );
}
