import React, { type ReactNode } from 'react';
import { readVerified, verifiedRelease } from '@site/src/lib/docs/verified';
import styles from './styles.module.css';

const format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Checked against SigNoz v0.138 on November 26, 2026", from a doc's `verified` front matter. */
export default function VerifiedNote({ verified }: { verified: unknown }): ReactNode {
  const value = readVerified(verified);
  if (!value) return null;
  return (
    <p className={styles.note} data-verified={value.signoz}>
      Checked against {verifiedRelease(value)} on{' '}
      <time dateTime={value.date}>{format.format(new Date(`${value.date}T00:00:00Z`))}</time>
    </p>
  );
}
