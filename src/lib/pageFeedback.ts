/**
 * "Was this page helpful?": the answers a reader gave (kept in local storage, one entry per page, so
 * nobody is asked twice), the prefilled GitHub issue for a "No", and the analytics event, sent only
 * when the build configured an analytics service (`customFields.feedbackAnalytics`).
 */
export type Answer = 'yes' | 'no';
export type FeedbackAnalytics = 'gtag' | 'gtm' | null;

/** Answers by page path, read from what local storage holds (anything unreadable counts as none). */
export function readAnswers(raw: string | null): Record<string, Answer> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, Answer] => entry[1] === 'yes' || entry[1] === 'no'),
    );
  } catch {
    return {};
  }
}

/** What to store after answering for `path`. */
export function withAnswer(raw: string | null, path: string, answer: Answer): string {
  return JSON.stringify({ ...readAnswers(raw), [path]: answer });
}

/** A "new issue" link on the website's repository, prefilled with the page and the reader's words. */
export function feedbackIssueUrl(repo: string, page: { title: string; url: string }, text: string): string {
  const words = text.trim();
  const params = new URLSearchParams({
    title: `Docs feedback: ${page.title}`,
    body: [`Page: [${page.title}](${page.url})`, '', words || 'What was missing or wrong on this page:'].join('\n'),
    labels: 'docs-feedback',
  });
  return `https://github.com/${repo}/issues/new?${params.toString()}`;
}

interface AnalyticsWindow {
  gtag?: unknown;
  dataLayer?: unknown;
}

/**
 * Sends one `page_feedback` event (page path and answer) to the configured analytics service.
 * Returns whether anything was sent: nothing is when no service is configured or it has not loaded.
 */
export function sendFeedbackEvent(
  kind: FeedbackAnalytics,
  path: string,
  answer: Answer,
  win: AnalyticsWindow,
): boolean {
  const params = { page_path: path, answer };
  if (kind === 'gtag' && typeof win.gtag === 'function') {
    (win.gtag as (...args: unknown[]) => void)('event', 'page_feedback', params);
    return true;
  }
  if (kind === 'gtm' && Array.isArray(win.dataLayer)) {
    win.dataLayer.push({ event: 'page_feedback', ...params });
    return true;
  }
  return false;
}
