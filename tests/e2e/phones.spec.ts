import { test, expect, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Phone and tablet widths on each template: no horizontal scroll, every navbar control inside the
 * viewport, none overlapping another, each at least 24x24 px (WCAG 2.2 target size), and the
 * announcement bar's close button reachable. Bounding boxes, not screenshots.
 */
const WIDTHS = [320, 360, 390, 414, 768];
const TEMPLATES: [string, string][] = [
  ['home', '/'],
  ['docs page', '/docs/install/docker/'],
  ['blog post', '/blog/flask-opentelemetry-tracing/'],
  ['pricing', '/pricing/'],
  ['API reference', '/api_reference/'],
];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The navbar's visible controls, and the logo's word (named 'SigNoz word'), with their boxes. */
async function navbarBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner a, .navbar__inner button, .navbar__title'))
      .filter((el) => !el.closest('.dropdown__menu'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = el.matches('.navbar__title')
          ? 'SigNoz word'
          : el.getAttribute('aria-label') || el.textContent?.trim() || el.className;
        return { name, x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((b) => b.width > 0 && b.height > 0),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The logo's link holds its word: that pair may overlap. */
const nested = (a: Box, b: Box) => [a.name, b.name].includes('SigNoz word') && [a.name, b.name].includes('SigNoz');

for (const [template, path] of TEMPLATES) {
  test(`${template} fits every phone width`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      const at = `${template} at ${width} px`;
      const scroll = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scroll.scrollWidth, `${at}: horizontal scroll`).toBeLessThanOrEqual(scroll.clientWidth);

      const boxes = await navbarBoxes(page);
      expect(
        boxes.map((b) => b.name),
        `${at}: navbar controls`,
      ).toEqual(expect.arrayContaining(['Toggle navigation bar', 'SigNoz', 'Search']));
      for (const box of boxes) {
        expect(box.x, `${at}: ${box.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${at}: ${box.name} ends inside the viewport`).toBeLessThanOrEqual(width);
        if (box.name !== 'SigNoz word') {
          expect(Math.min(box.width, box.height), `${at}: ${box.name} tap target`).toBeGreaterThanOrEqual(24);
        }
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (!nested(a, b)) expect(overlaps(a, b), `${at}: ${a.name} overlaps ${b.name}`).toBe(false);
        }
      }

      const close = page.getByRole('button', { name: 'Close' });
      await expect(close, `${at}: announcement close button`).toBeInViewport({ ratio: 1 });
      const closeBox = await close.boundingBox();
      expect(Math.min(closeBox?.width ?? 0, closeBox?.height ?? 0)).toBeGreaterThanOrEqual(24);
    }
  });
}

test('the phone drawer holds the call to action and the star badge the bar leaves out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('.navbar__items--right').getByRole('link', { name: 'Try SigNoz Cloud' })).toBeHidden();
  await expect(nav.locator('.navbar__items--right').getByTestId('github-stars')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer.getByRole('link', { name: 'Try SigNoz Cloud' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Star SigNoz on GitHub/ })).toBeVisible();
});

test('the announcement bar closes at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
});
