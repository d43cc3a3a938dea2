import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface CallToActionProps {
  title: string;
  body: ReactNode;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing band of a page: one question answered, one or two next steps. */
export default function CallToAction({ title, body, primary, secondary }: CallToActionProps): ReactNode {
  return (
    <section className={styles.cta} aria-label={title}>
      <div className={clsx('container', styles.inner)}>
        <div>
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{typeof body === 'string' ? <p>{body}</p> : body}</div>
        </div>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={primary.to}>
            {primary.label}
          </Link>
          {secondary && (
            <Link className="button button--secondary button--lg" to={secondary.to}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
