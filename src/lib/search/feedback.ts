import { displayQuery } from './query';

/** Queries offered on the no-results screen: topics every SigNoz reader meets early. */
export const SEARCH_SUGGESTIONS = ['Install with Docker', 'OpenTelemetry Collector', 'ClickHouse', 'Alerts'] as const;

/**
 * A prefilled "new issue" link on the website's repository for a query that
 * found nothing. `repo` is owner/name (customFields.websiteRepo).
 */
export function noResultsIssueUrl(repo: string, query: string, pageUrl?: string): string {
  const shown = displayQuery(query, 200);
  const params = new URLSearchParams({
    title: `Search: no results for "${displayQuery(query, 60)}"`,
    body: [
      `I searched the website for:`,
      '',
      '```text',
      shown.replace(/```/g, "'''"),
      '```',
      '',
      pageUrl ? `from ${pageUrl}` : '',
      '',
      'I expected to find: (describe the page or topic you were looking for)',
    ]
      .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
      .join('\n'),
    labels: 'search',
  });
  return `https://github.com/${repo}/issues/new?${params.toString()}`;
}
