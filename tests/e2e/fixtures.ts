import { test as base, expect, type Page } from '@playwright/test';
import { axeRun, WCAG_TAGS } from './gate/pageChecks';

/**
 * Shared fixtures for every end-to-end test:
 * - any console error or uncaught exception fails the test (tests that expect
 *   one, like the crash page, call `allowConsoleErrors(page, pattern)`);
 * - every request that leaves the local server is answered by a stub, so no
 *   test depends on a third-party service (analytics, GitHub, fonts...);
 * - `gotoHydrated` waits until React has hydrated the page.
 */
const allowed = new WeakMap<Page, RegExp[]>();

export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const isAllowed = (text: string) => (allowed.get(page) ?? []).some((re) => re.test(text));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isAllowed(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => {
        if (!isAllowed(err.message)) errors.push(`pageerror: ${err.message}`);
      });
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      // A regular expression, not a predicate: Playwright matches it in its own
      // process and lets the site's own requests through at once; a predicate is
      // asked, in this process, about every request the page makes (pages took
      // some 50 % longer to load).
      const escapedOrigin = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      await page.route(new RegExp(`^(?!${escapedOrigin}/)`), (route) => {
        const url = route.request().url();
        if (url.includes('googletagmanager.com') || url.includes('google-analytics.com')) {
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' });
        }
        return route.fulfill({ status: 204, body: '' });
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates and waits for React hydration (marker set by the test-fixtures plugin). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * No axe violation in the page as it is now (a dialog open, a section expanded): on the whole page, or
 * in the elements `include` selects; WCAG's rules by default, or the tags given.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, tags = WCAG_TAGS }: { include?: string; tags?: string[] } = {},
): Promise<void> {
  const { findings } = await axeRun(page, { include, tags });
  const summary = findings.map((finding) => `${finding.id}: ${finding.targets.join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
