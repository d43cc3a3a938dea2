import { test, expect, allowConsoleErrors } from './fixtures';
import { browserPages } from '../../scripts/lib/site-gate/browser-pages.mjs';
import {
  CONTENT_RESIZE_WIDTHS,
  CONTENT_WIDTH,
  WIDTHS,
  loadAndCheck,
  navigateAndCheck,
  problemsOf,
  resizeAndCheck,
  type WidthResult,
} from './gate/pageChecks';
import { GATE_ANNOTATION } from './gate/summaryReporter';

/**
 * The browser pass of the site gate (the static pass is `npm run check:site`),
 * at 320, 390 and 1280 px: the document never scrolls sideways, axe finds
 * nothing (WCAG A and AA and best practices, any impact), CLS < 0.05.
 *
 * - One page of each template (and every marketing page, the not-found page
 *   and a search with results) is loaded fresh at each width, every check.
 * - Every other page with a table or a wide code block is what content can
 *   break: it is checked at 390 px with every check (axe on its <main>, less
 *   the highlighted code's tokens: the navbar, sidebar, footer and code theme
 *   are its template's, checked on the template's page), then resized to
 *   320 px for sideways scroll and the width rules content can fail, in its
 *   <main>. At 1280 px its column is wider than at 390 px; the desktop layout
 *   and its layout shift are checked on the template's page.
 * - Content pages go in batches of CONTENT_BATCH: the first is loaded fresh,
 *   the others are opened in the same page through the site's router, as a
 *   reader's click opens them (see navigateAndCheck). A fresh load of each
 *   took 4.1 s a page, 2,400 s of the run's 3,700 s over both workers, and
 *   CI came within 31 s of its 40 minutes. (The first version also resized
 *   every content page to 1280 px and ran the template's width rules on the
 *   whole page: CI took 39 of its 40 minutes then too.)
 *
 * tests/e2e/gate/summaryReporter.ts prints the counts after the run.
 */
const CONTENT_BATCH = 16;

const pages = browserPages('build');
const isTemplate = (reasons: string[]) =>
  reasons.some((reason) => reason.startsWith('template') || reason.startsWith('state'));
const templates = pages.filter((page) => isTemplate(page.reasons));
const contents = pages.filter((page) => !isTemplate(page.reasons));
const batches = Array.from({ length: Math.ceil(contents.length / CONTENT_BATCH) }, (_, i) =>
  contents.slice(i * CONTENT_BATCH, (i + 1) * CONTENT_BATCH),
);

function record(results: WidthResult[], annotations: { type: string; description?: string }[]): void {
  for (const result of results) annotations.push({ type: GATE_ANNOTATION, description: JSON.stringify(result) });
}

test.describe('site gate', () => {
  for (const { path, reasons } of templates) {
    test(`${path} (${reasons.join('; ')})`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      if (path === '/no-such-page/') allowConsoleErrors(page, /404 \(Not Found\)/);
      const results: WidthResult[] = [];
      for (const width of WIDTHS) results.push(await loadAndCheck(page, path, width));
      record(results, testInfo.annotations);
      expect(results.flatMap(problemsOf), 'site gate problems').toEqual([]);
    });
  }

  batches.forEach((batch, index) => {
    const name = `content pages ${index * CONTENT_BATCH + 1}-${index * CONTENT_BATCH + batch.length} of ${contents.length}: ${batch[0].path} to ${batch.at(-1)?.path}`;
    test(name, async ({ page }, testInfo) => {
      test.setTimeout(30_000 + batch.length * 20_000);
      const results: WidthResult[] = [];
      try {
        for (const [i, { path, title }] of batch.entries()) {
          if (i === 0) results.push(await loadAndCheck(page, path, CONTENT_WIDTH, 'main'));
          else {
            if (title === null) throw new Error(`${path}: the built page has no <title> to wait for`);
            results.push(await navigateAndCheck(page, path, title, CONTENT_WIDTH, 'main'));
          }
          for (const width of CONTENT_RESIZE_WIDTHS) results.push(await resizeAndCheck(page, path, width, 'main'));
        }
      } finally {
        // What was checked before a failure still counts in the summary.
        record(results, testInfo.annotations);
      }
      expect(results.flatMap(problemsOf), 'site gate problems').toEqual([]);
    });
  });
});
