import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SEARCH_SUGGESTIONS, noResultsIssueUrl } from '@site/src/lib/search/feedback';
import { displayQuery } from '@site/src/lib/search/query';
import styles from './styles.module.css';

interface Props {
  query: string;
  onSuggest: (query: string) => void;
}

/**
 * The no-results screen (spec: 'No results for', 'Try searching for', 'Believe this query should return
 * results?'), shared by the search modal, which loads it when first needed, and the /search/ page.
 */
export default function SearchNoResults({ query, onSuggest }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repo = String(siteConfig.customFields?.websiteRepo ?? 'SigNoz/signoz-web');
  const pageUrl = typeof window === 'undefined' ? undefined : window.location.href;
  return (
    <div className={styles.status} role="status">
      <p className={styles.title}>No results for “{displayQuery(query)}”</p>
      <p className={styles.help}>Try searching for</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggest(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        Believe this query should return results?{' '}
        <Link to={noResultsIssueUrl(repo, query, pageUrl)} target="_blank" rel="noopener noreferrer">
          Let us know on GitHub
        </Link>
        .
      </p>
    </div>
  );
}
