import { test, expect } from './fixtures';
import type { Page, Route } from '@playwright/test';

/**
 * The navbar's controls used before the app has started: the app's scripts are held back, so the page
 * is painted but not hydrated, the reader acts, then the scripts are let through. Each control must
 * answer at once (the early-input script, src/plugins/earlyInput) and the app must carry the action on.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/js/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

async function gotoPainted(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.navbar')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 20_000 });

test('the search button opens the dialog before the app starts, and keeps what was typed', async ({ page }) => {
  const release = await holdAppScripts(page);
  await gotoPainted(page, '/');
  await page.getByRole('button', { name: 'Search' }).click();
  const shell = page.locator('#early-search');
  await expect(shell).toBeVisible();
  await expect(shell.getByRole('searchbox', { name: 'Search docs' })).toBeFocused();
  await page.keyboard.type('install docker');
  await release();
  await hydrated(page);
  const input = page.getByRole('combobox', { name: 'Search docs' });
  await expect(input).toHaveValue('install docker');
  await expect(input).toBeFocused();
  await expect(shell).toHaveCount(0);
  await expect(page.locator('dialog').getByRole('option').first()).toHaveAttribute('href', '/docs/install/docker/');
});

test('Ctrl+K and / open search before the app starts; Escape closes the shell', async ({ page }) => {
  const release = await holdAppScripts(page);
  await gotoPainted(page, '/docs/install/docker/');
  await page.keyboard.press('Control+k');
  const shell = page.locator('#early-search');
  await expect(shell).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(shell).toBeVisible();
  await release();
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'Search docs' })).toBeVisible();
  await expect(shell).toHaveCount(0);
});

test('the menu button answers before the app starts and the drawer opens once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdAppScripts(page);
  await gotoPainted(page, '/');
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-early-menu', '');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.navbar-sidebar__backdrop')).toBeVisible();
  await release();
  await hydrated(page);
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Try SigNoz Cloud' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-early-menu', '');
});

test('the navbar hides on scroll down and comes back on scroll up before the app starts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const release = await holdAppScripts(page);
  await gotoPainted(page, '/docs/install/docker/');
  const navbar = page.locator('nav.navbar');
  const top = async () => (await navbar.boundingBox())?.y ?? 0;
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(150);
  await page.mouse.wheel(0, 400);
  await expect.poll(top).toBeLessThan(-10);
  await page.mouse.wheel(0, -200);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await release();
});
