import { describe, expect, it, vi } from 'vitest';
import { feedbackIssueUrl, readAnswers, sendFeedbackEvent, withAnswer } from '../../../src/lib/pageFeedback';

describe('stored answers', () => {
  it('reads what was stored, and nothing from anything else', () => {
    expect(readAnswers('{"/docs/a/":"yes","/docs/b/":"no","/docs/c/":"maybe"}')).toEqual({
      '/docs/a/': 'yes',
      '/docs/b/': 'no',
    });
    for (const raw of [null, '', 'not json', '[]', '"yes"', 'null']) expect(readAnswers(raw)).toEqual({});
  });

  it('adds or replaces one page without losing the others', () => {
    const once = withAnswer(null, '/docs/a/', 'no');
    expect(readAnswers(withAnswer(once, '/docs/b/', 'yes'))).toEqual({ '/docs/a/': 'no', '/docs/b/': 'yes' });
    expect(readAnswers(withAnswer(once, '/docs/a/', 'yes'))).toEqual({ '/docs/a/': 'yes' });
  });
});

describe('the prefilled issue', () => {
  it("names the page and carries the reader's words", () => {
    const url = new URL(
      feedbackIssueUrl(
        'SigNoz/signoz-web',
        { title: 'Install with Docker', url: 'https://signoz.io/docs/install/docker/' },
        '  Port 8080 is taken. ',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/SigNoz/signoz-web/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Install with Docker');
    expect(url.searchParams.get('body')).toBe(
      'Page: [Install with Docker](https://signoz.io/docs/install/docker/)\n\nPort 8080 is taken.',
    );
  });

  it('asks what was wrong when the reader wrote nothing', () => {
    const url = new URL(feedbackIssueUrl('o/r', { title: 'T', url: 'https://x/' }, ''));
    expect(url.searchParams.get('body')).toContain('What was missing or wrong on this page:');
  });
});

describe('the analytics event', () => {
  it('goes to gtag once, with the page path and the answer', () => {
    const gtag = vi.fn();
    expect(sendFeedbackEvent('gtag', '/docs/a/', 'no', { gtag })).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'page_feedback', { page_path: '/docs/a/', answer: 'no' });
  });

  it('goes to the tag manager data layer when that is the configured service', () => {
    const dataLayer: unknown[] = [];
    expect(sendFeedbackEvent('gtm', '/docs/a/', 'yes', { dataLayer })).toBe(true);
    expect(dataLayer).toEqual([{ event: 'page_feedback', page_path: '/docs/a/', answer: 'yes' }]);
  });

  it('goes nowhere when no service is configured, even if a page script defined gtag', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    expect(sendFeedbackEvent(null, '/docs/a/', 'yes', { gtag, dataLayer })).toBe(false);
    expect(sendFeedbackEvent('gtag', '/docs/a/', 'yes', {})).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
  });
});
