import { test, expect, gotoHydrated, allowConsoleErrors } from './fixtures';

test('a crashing page shows the error fallback with its cause chain and Try again', async ({ page }) => {
  allowConsoleErrors(
    page,
    /Rendering failed on purpose|Root cause|The above error occurred|Error: Minified React error|uncaught/i,
  );
  await page.goto('/tests/crash/?explode');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Rendering failed on purpose')).toBeVisible();
  await expect(page.getByText('Root cause: fixture data missing')).toBeVisible();
  await expect(page).toHaveTitle(/Page Error/);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a lazily loaded part shows a spinner after 200 ms, then an error with Retry that retries', async ({ page }) => {
  await page.goto('/tests/loading/');
  await expect(page.getByRole('status')).toBeVisible();
  await page.evaluate(() => window.__fixtureLoader?.release?.());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be loaded');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => page.evaluate(() => window.__fixtureLoader?.attempts)).toBe(2);
  await page.evaluate(() => window.__fixtureLoader?.release?.());
  await expect(page.getByTestId('fixture-loaded')).toBeVisible();
});

test('the progress bar appears when a navigation takes longer than 200 ms', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1000 });
  await expect(page).toHaveURL('/docs/');
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('when the next page fails to load during navigation, the browser reloads it', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_FAILED|Failed to preload/i);
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'before-navigation'));
  let blocked = 0;
  await page.route(/\/assets\/js\/.*\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
  await reloaded;
  expect(blocked).toBeGreaterThan(0);
  await expect(page).toHaveURL('/docs/');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
});

test('code blocks highlight the six extra languages', async ({ page }) => {
  await gotoHydrated(page, '/tests/showcase/');
  for (const language of ['ruby', 'csharp', 'php', 'java', 'scala', 'kotlin']) {
    const block = page.locator(`section[data-language="${language}"] pre`);
    await expect(block).toHaveClass(new RegExp(`language-${language}`));
    expect(await block.locator('.token.keyword').count(), `${language} keywords`).toBeGreaterThan(0);
  }
});

test('code blocks load the highlighter only when reached for: hover brings the copy button, focus survives the swap', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/install/docker/');
  const blocks = page.locator('article pre');
  // Served highlighted by the server; no live block (and so no copy button) on a first visit. (The page's
  // own "Copy page" action is another button; the name tells them apart.)
  await expect(blocks.first().locator('.token').first()).toBeAttached();
  await expect(page.getByRole('button', { name: /copy code/i })).toHaveCount(0);

  await blocks.first().hover();
  await expect(
    blocks
      .first()
      .locator('..')
      .getByRole('button', { name: /copy code/i }),
  ).toBeAttached();
  // Only the block the reader reached for went live.
  await expect(page.getByRole('button', { name: /copy code/i })).toHaveCount(1);

  // A keyboard reader tabbing into a block keeps focus on it when it goes live.
  await blocks.nth(1).focus();
  await expect(
    blocks
      .nth(1)
      .locator('..')
      .getByRole('button', { name: /copy code/i }),
  ).toBeAttached();
  await expect(blocks.nth(1)).toBeFocused();
});

test('images in zoomable figures zoom, and zoom is re-attached after a route change', async ({ page }) => {
  await gotoHydrated(page, '/tests/showcase/');
  const image = () => page.locator('.zoomable-figure img').first();
  await expect(image()).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
  await image().click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await page.locator('.medium-zoom-image--opened').click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);

  await page.getByRole('link', { name: 'Other showcase page' }).click();
  await expect(page).toHaveURL('/tests/showcase-b/');
  await expect(image()).toHaveClass(/medium-zoom-image/, { timeout: 3000 });
  await image().click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
});

test('offline mode activates with ?offlineMode=true and not without it', async ({ page, browser }) => {
  // The registration's script URL carries the mode the page chose; waiting for
  // `ready` would wait for the whole offline precache to download.
  const registeredMode = (target: typeof page) =>
    target.evaluate(async () => {
      for (let i = 0; i < 100; i += 1) {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
        if (worker) return decodeURIComponent(worker.scriptURL);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return '';
    });
  await gotoHydrated(page, '/?offlineMode=true');
  const withQuery = await registeredMode(page);
  expect(withQuery).toContain('"offlineMode":true');
  expect(withQuery).not.toContain('"debug":true');

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto('/');
  const without = await registeredMode(fresh);
  expect(without).toContain('"offlineMode":false');
  await context.close();
});

test('the service worker is registered only after the page has loaded, off the start-up path', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { swRegisterCalls: calls });
    const original = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      calls.push(performance.now());
      return original(...args);
    };
  });
  await gotoHydrated(page, '/docs/install/docker/');
  await page.waitForFunction(() => (window as unknown as { swRegisterCalls: number[] }).swRegisterCalls.length > 0);
  const { calledAt, loadEnd } = await page.evaluate(() => ({
    calledAt: (window as unknown as { swRegisterCalls: number[] }).swRegisterCalls[0],
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(loadEnd).toBeGreaterThan(0);
  expect(calledAt).toBeGreaterThanOrEqual(loadEnd);
});

test('the web app manifest has a name, start URL and icons', async ({ request, page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  const manifest = await (await request.get('/manifest.json')).json();
  expect(manifest.name).toBe('SigNoz');
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

test('analytics sends exactly one page view per route change', async ({ page }) => {
  await gotoHydrated(page, '/');
  const count = () =>
    page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
      const entries = layer.map((entry) => Array.from(entry as ArrayLike<unknown>));
      return {
        config: entries.filter((e) => e[0] === 'config').length,
        pageViews: entries.filter((e) => e[0] === 'event' && e[1] === 'page_view').length,
      };
    });
  expect(await count()).toEqual({ config: 1, pageViews: 0 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL('/docs/');
  await expect.poll(count).toEqual({ config: 1, pageViews: 1 });
  await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL('/pricing/');
  await expect.poll(count).toEqual({ config: 1, pageViews: 2 });
  await page.waitForTimeout(300);
  expect(await count()).toEqual({ config: 1, pageViews: 2 });
});

test('the table of contents covers heading levels 2 and 3 only', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const tocIds = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
  const headingIds = await page
    .locator('article .markdown')
    .first()
    .evaluate((root) =>
      Array.from(root.querySelectorAll('h2[id], h3[id], h4[id]')).map((h) => ({ level: h.tagName, id: h.id })),
    );
  const expected = headingIds.filter((h) => h.level !== 'H4').map((h) => h.id);
  expect(
    headingIds.some((h) => h.level === 'H3'),
    'the page has level-3 headings',
  ).toBe(true);
  expect(
    headingIds.some((h) => h.level === 'H4'),
    'the page has level-4 headings',
  ).toBe(true);
  expect(tocIds).toEqual(expected);
});

test('the docs sidebar cannot be hidden and categories do not auto-collapse', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  const categories = sidebar.locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible');
  const first = categories.nth(0);
  const second = categories.nth(1);
  await first.getByRole('button').first().click();
  await second.getByRole('button').first().click();
  await expect(first.locator('..')).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(second.locator('..')).not.toHaveClass(/menu__list-item--collapsed/);
});

test('the chosen docs version is remembered in local storage', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // A click opens the menu by its state (dropdown--show) as well as by the pointer's :hover, so the menu stays
  // open on a slow machine: with hover alone, one loaded run timed out waiting for the link to show.
  await nav.getByRole('button', { name: 'Latest' }).click();
  await nav.getByRole('link', { name: 'Latest', exact: true }).click();
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('docs-preferred-version')),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0][1]).toBe('current');
});

test("a docs category page shows its cards' descriptions, rendered by the build and by the browser", async ({
  page,
}) => {
  // The descriptions come with the category page's own props, not with the docs metadata every docs page
  // downloads (src/plugins/performance/slimDocsMetadata).
  const latency = "Alert when the p99 latency of a service's endpoints stays above a threshold";
  await gotoHydrated(page, '/docs/category/alert-recipes/');
  await expect(page.locator('main a.card', { hasText: 'High p99 latency' })).toContainText(latency);

  await gotoHydrated(page, '/docs/install/docker/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/category/alert-recipes/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Alert recipes' })).toBeVisible();
  await expect(page.locator('main a.card', { hasText: 'High p99 latency' })).toContainText(latency);
});
