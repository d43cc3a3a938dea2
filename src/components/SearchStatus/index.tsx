import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SEARCH_SUGGESTIONS, noResultsIssueUrl } from '@site/src/lib/search/feedback';
import { displayQuery } from '@site/src/lib/search/query';
import styles from './styles.module.css';

type Props =
  | { kind: 'error'; onRetry: () => void }
  | { kind: 'dev' }
  | { kind: 'empty'; query: string; onSuggest: (query: string) => void };

/** The error, dev-server and no-results screens shared by the search modal and the /search/ page. */
export default function SearchStatus(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  if (props.kind === 'error') {
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
  if (props.kind === 'dev') {
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
  const repo = String(siteConfig.customFields?.websiteRepo ?? 'SigNoz/signoz-web');
  const pageUrl = typeof window === 'undefined' ? undefined : window.location.href;
  return (
    <div className={styles.status} role="status">
      <p className={styles.title}>No results for “{displayQuery(props.query)}”</p>
      <p className={styles.help}>Try searching for</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => props.onSuggest(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        Believe this query should return results?{' '}
        <Link to={noResultsIssueUrl(repo, props.query, pageUrl)} target="_blank" rel="noopener noreferrer">
          Let us know on GitHub
        </Link>
        .
      </p>
    </div>
  );
}
