import React, { type ReactNode } from 'react';
import { isDevServer } from '@site/src/plugins/performance/searchWarmup/engineWarmup';
import styles from './styles.module.css';

type Props = { kind: 'error'; onRetry: () => void } | { kind: 'dev' };

/**
 * The error and dev-server screens shared by the search modal and the /search/ page (the no-results
 * screen is SearchNoResults).
 */
export default function SearchStatus(props: Props): ReactNode {
  // isDevServer is a build-time constant: production bundles drop this screen.
  if (isDevServer && props.kind === 'dev') {
    return (
      <div className={styles.status} role="status">
        <p className={styles.title}>Search works on the production build</p>
        <p className={styles.help}>
          The development server has no search index: it is built by <code>npm run build</code>. Run{' '}
          <code>npm run build</code> and then <code>npm run serve</code> to try search locally.
        </p>
      </div>
    );
  }
  if (props.kind !== 'error') return null;
  return (
    <div className={styles.status} role="alert">
      <p className={styles.title}>Unable to fetch results</p>
      <p className={styles.help}>You might want to check your network connection.</p>
      <button type="button" className={styles.action} onClick={props.onRetry}>
        Try again
      </button>
    </div>
  );
}
