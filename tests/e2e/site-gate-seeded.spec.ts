import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CONTENT_WIDTH, loadAndCheck, problemsOf, resizeAndCheck } from './gate/pageChecks';

/**
 * The site gate's browser checks fail on a seeded defect of each kind: the
 * docs page below is served with one defect added (outside the React root, so
 * hydration is untouched), and the same checks the gate runs must report it.
 */
const PATH = '/docs/install/docker/';

async function serveWith(page: Page, seed: string): Promise<void> {
  await page.route(
    (url) => url.pathname === PATH,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', `${seed}</body>`);
      // Without the page's CSP, so a seeded inline script can run.
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
}

test.describe('site gate, seeded defects', () => {
  test('the page as built passes', async ({ page }) => {
    await serveWith(page, '');
    expect(problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH))).toEqual([]);
  });

  test('a block wider than the phone makes the document scroll sideways', async ({ page }) => {
    await serveWith(page, '<div id="seeded-wide" style="width: 700px; height: 4px"></div>');
    const loaded = problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH));
    expect(loaded.join('\n')).toContain(`${PATH} at 390 px: the document scrolls sideways (700 px wide`);
    expect(loaded.join('\n')).toContain('div#seeded-wide');
    const resized = problemsOf(await resizeAndCheck(page, PATH, 320));
    expect(resized.join('\n')).toContain(`${PATH} at 320 px: the document scrolls sideways`);
  });

  test('a scrolling region the keyboard cannot reach is a serious axe violation', async ({ page }) => {
    await serveWith(
      page,
      '<section aria-label="Seeded"><div id="seeded-scroll" style="overflow: auto; width: 200px; height: 60px">' +
        '<p style="width: 600px">A line of text far wider than its box, which scrolls but takes no focus.</p></div></section>',
    );
    const problems = problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH));
    expect(problems.join('\n')).toMatch(/axe scrollable-region-focusable \(serious\).*#seeded-scroll/);
    // The width-dependent rules run after a resize too.
    const resized = problemsOf(await resizeAndCheck(page, PATH, 1280));
    expect(resized.join('\n')).toMatch(/at 1280 px: axe scrollable-region-focusable \(serious\)/);
  });

  test('content that arrives late and pushes the page down is a layout shift over 0.05', async ({ page }) => {
    await serveWith(
      page,
      `<script>setTimeout(() => {
        const block = document.createElement('div');
        block.style.height = '300px';
        document.body.prepend(block);
      }, 150);</script>`,
    );
    const problems = problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH));
    expect(problems.join('\n')).toMatch(new RegExp(`${PATH} at 390 px: CLS 0\\.\\d+ \\(limit 0.05\\)`));
  });
});
