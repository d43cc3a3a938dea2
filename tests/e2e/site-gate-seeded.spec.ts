import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { titleOf } from '../../scripts/lib/site-gate/browser-pages.mjs';
import { CONTENT_WIDTH, loadAndCheck, navigateAndCheck, problemsOf, resizeAndCheck } from './gate/pageChecks';

/**
 * The site gate's browser checks fail on a seeded defect of each kind: the
 * docs page below is served with one defect added (outside the React root, so
 * hydration is untouched), and the same checks the gate runs must report it.
 */
const PATH = '/docs/install/docker/';
/** Where an in-page navigation to PATH starts. */
const FROM = '/docs/install/docker-swarm/';
const TITLE = titleOf(readFileSync(`build${PATH}index.html`, 'utf8')) ?? '';

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

/**
 * Adds `seed` at the end of the article in the page's <main> once it has hydrated (inside the
 * React root, so not in the served HTML: hydration would throw it away), before
 * the gate's checks, which wait for hydration and then for the page to settle.
 */
async function seedMainAfterHydration(page: Page, seed: string): Promise<void> {
  await page.addInitScript((html) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      (document.querySelector('main article') ?? document.querySelector('main'))?.insertAdjacentHTML('beforeend', html);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  }, seed);
}

/** Adds `seed` at the end of the article in <main> once the router has rendered `path` (an in-page navigation). */
async function seedMainAfterRoute(page: Page, path: string, seed: string): Promise<void> {
  await page.addInitScript(
    ({ path: target, html }) => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.route !== target) return;
        observer.disconnect();
        (document.querySelector('main article') ?? document.querySelector('main'))?.insertAdjacentHTML(
          'beforeend',
          html,
        );
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-route'] });
    },
    { path, html: seed },
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

  test("in a content page's <main>, a region that scrolls only at 320 px fails after the resize", async ({ page }) => {
    // A 350 px line, its text at the right, fits the article's 358 px column at
    // 390 px, not its 288 px at 320 px (axe counts a region only when text is hidden).
    await seedMainAfterHydration(
      page,
      '<div id="seeded-narrow" style="overflow: auto"><p style="width: 350px; margin: 0; text-align: right">Fits at 390 px only.</p></div>',
    );
    expect(problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH, 'main'))).toEqual([]);
    await expect(page.locator('#seeded-narrow')).toHaveCount(1);
    const resized = problemsOf(await resizeAndCheck(page, PATH, 320, 'main'));
    expect(resized.join('\n')).toMatch(/at 320 px: axe scrollable-region-focusable \(serious\).*#seeded-narrow/);
  });

  test("text in a content page's <main> is still checked for contrast (only code tokens are left out)", async ({
    page,
  }) => {
    await seedMainAfterHydration(page, '<p id="seeded-faint" style="color: #555; background: #333">Faint text.</p>');
    const problems = problemsOf(await loadAndCheck(page, PATH, CONTENT_WIDTH, 'main'));
    expect(problems.join('\n')).toMatch(/axe color-contrast \(serious\).*#seeded-faint/);
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

  test('a page reached by an in-page navigation is checked as rendered there', async ({ page }) => {
    expect(TITLE).toMatch(/\S/);
    await seedMainAfterRoute(
      page,
      PATH,
      '<p id="seeded-nav-faint" style="color: #555; background: #333">Faint text.</p><div id="seeded-nav-wide" style="width: 700px; height: 4px"></div>',
    );
    expect(problemsOf(await loadAndCheck(page, FROM, CONTENT_WIDTH, 'main'))).toEqual([]);
    const result = await navigateAndCheck(page, PATH, TITLE, CONTENT_WIDTH, 'main');
    expect(result.via).toBe('navigation');
    const problems = problemsOf(result).join('\n');
    expect(problems).toContain(`${PATH} at 390 px: the document scrolls sideways`);
    expect(problems).toMatch(/axe color-contrast \(serious\).*#seeded-nav-faint/);
  });

  test('an in-page navigation that does not render the page asked for fails, naming what rendered', async ({
    page,
  }) => {
    await loadAndCheck(page, FROM, CONTENT_WIDTH, 'main');
    await expect(navigateAndCheck(page, '/docs/install/no-such-page/', TITLE, CONTENT_WIDTH, 'main')).rejects.toThrow(
      /\/docs\/install\/no-such-page\/: after navigating to it in the page, the route rendered is \/docs\/install\/no-such-page\/ titled "[^"]*", not "/,
    );
  });
});
