import { test, expect, allowConsoleErrors } from './fixtures';
import { browserPages } from '../../scripts/lib/site-gate/browser-pages.mjs';
import {
  CONTENT_RESIZE_WIDTHS,
  CONTENT_WIDTH,
  WIDTHS,
  loadAndCheck,
  problemsOf,
  resizeAndCheck,
  type WidthResult,
} from './gate/pageChecks';
import { GATE_ANNOTATION } from './gate/summaryReporter';

/**
 * The browser pass of the site gate (the static pass is `npm run check:site`),
 * at 320, 390 and 1280 px: the document never scrolls sideways, axe finds
 * nothing serious or critical (the rest is listed in the summary), CLS < 0.05.
 *
 * - One page of each template (and every marketing page, the not-found page
 *   and a search with results) is loaded fresh at each width, every check.
 * - Every other page with a table or a wide code block is what content can
 *   break: it is loaded at 390 px with every check (axe on its <main>, less
 *   the highlighted code's tokens: the navbar, sidebar, footer and code theme
 *   are its template's, checked on the template's page), then resized to
 *   320 px for sideways scroll and the width rules content can fail, in its
 *   <main>. At 1280 px its column is wider than at 390 px; the desktop layout
 *   and its layout shift are checked on the template's page. (The first
 *   version also resized every content page to 1280 px and ran the template's
 *   width rules on the whole page: CI took 39 of its 40 minutes.)
 *
 * tests/e2e/gate/summaryReporter.ts prints the counts after the run.
 */
const pages = browserPages('build');

test.describe('site gate', () => {
  for (const { path, reasons } of pages) {
    const isTemplate = reasons.some((reason) => reason.startsWith('template') || reason.startsWith('state'));
    test(`${path} (${reasons.join('; ')})`, async ({ page }, testInfo) => {
      test.setTimeout(isTemplate ? 300_000 : 90_000);
      if (path === '/no-such-page/') allowConsoleErrors(page, /404 \(Not Found\)/);
      const results: WidthResult[] = [];
      if (isTemplate) {
        for (const width of WIDTHS) results.push(await loadAndCheck(page, path, width));
      } else {
        results.push(await loadAndCheck(page, path, CONTENT_WIDTH, 'main'));
        for (const width of CONTENT_RESIZE_WIDTHS) results.push(await resizeAndCheck(page, path, width, 'main'));
      }
      for (const result of results) {
        testInfo.annotations.push({ type: GATE_ANNOTATION, description: JSON.stringify(result) });
      }
      expect(results.flatMap(problemsOf), 'site gate problems').toEqual([]);
    });
  }
});
