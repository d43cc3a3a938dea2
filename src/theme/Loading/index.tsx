// Swizzled (eject of theme-fallback) so the loading and load-error states use
// the site's colours and are announced to assistive technology.
import React, { type ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>This part of the page could not be loaded: {String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
