import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, allowConsoleErrors } from './fixtures';

test('unknown paths show the not-found page with HTTP 404', async ({ page }) => {
  allowConsoleErrors(page, /404 \(Not Found\)/);
  const response = await page.goto('/this/page/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found \| SigNoz/);
});

test('/x.html and /x/index.html lead to the same page as /x/', async ({ page }) => {
  for (const alias of ['/docs/install/docker.html', '/docs/install/docker/index.html']) {
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/docs/install/docker/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  const home = await page.goto('/index.html');
  expect(home?.status()).toBe(200);
  await expect(page).toHaveURL('/');
});

test('routes are exact and end with a trailing slash', async ({ page, request }) => {
  const noSlash = await request.get('/docs/install/docker', { maxRedirects: 0 });
  expect(noSlash.status()).toBe(301);
  expect(noSlash.headers().location).toBe('/docs/install/docker/');
  await gotoHydrated(page, '/');
  const internal = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const pages = internal.filter((href) => !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]));
  expect(pages.length).toBeGreaterThan(10);
  for (const href of pages) expect(href.split(/[?#]/)[0]).toMatch(/\/$/);
});

test('titles use the | delimiter', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await expect(page).toHaveTitle('What is SigNoz? | SigNoz');
});

test('the sitemap lists pages weekly at priority 0.5 and leaves out test pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(urls.length).toBeGreaterThan(20);
  for (const url of urls) {
    expect(url).toContain('<changefreq>weekly</changefreq>');
    expect(url).toContain('<priority>0.5</priority>');
    expect(url).not.toContain('/tests/');
  }
  expect(xml).toContain('<loc>https://signoz.io/docs/</loc>');
});

test('security headers are sent with every page', async ({ request }) => {
  for (const path of ['/', '/docs/', '/no-such-page/']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self' https://*.signoz.cloud");
    expect(headers['x-frame-options'], 'X-Frame-Options would block the frame the CSP allows').toBeUndefined();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

/**
 * A page at `host` (answered by the test, so it carries no CSP of its own) that frames a docs page of the
 * site the way SigNoz's onboarding does.
 */
async function frameFrom(page: Page, host: string, src: string) {
  // The test server is on a loopback address, which Chromium keeps public pages from reaching unless the
  // reader allows it (Local Network Access); a real host frames a public site, so allow it here.
  await page.context().grantPermissions(['local-network-access'], { origin: host });
  await page.route(`${host}/onboarding`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title><iframe id=panel title="Docs panel" src="${src}" style="width:1100px;height:700px"></iframe>`,
    }),
  );
  await page.goto(`${host}/onboarding`);
  return page.frameLocator('#panel');
}

test('SigNoz Cloud may frame a docs page, which then keeps the guide and drops the site navigation', async ({
  page,
  baseURL,
}) => {
  const framed = await frameFrom(
    page,
    'https://acme.us.signoz.cloud',
    `${baseURL}/docs/install/docker/?source=onboarding`,
  );
  await expect(framed.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(framed.locator('html')).toHaveAttribute('data-embedded', '');
  for (const chrome of ['.theme-layout-navbar', '.theme-doc-sidebar-container', '.theme-layout-footer']) {
    await expect(framed.locator(chrome)).toBeHidden();
  }
  // The article takes the width the hidden sidebar leaves.
  const width = await framed.locator('main').evaluate((main) => main.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(1000);
});

test('another origin cannot frame the site', async ({ page, baseURL }) => {
  allowConsoleErrors(page, /frame-ancestors/);
  const refusal = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  const framed = await frameFrom(page, 'https://example.com', `${baseURL}/docs/install/docker/`);
  expect((await refusal).text()).toContain('frame-ancestors');
  await expect(framed.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('a page that is not framed keeps the site navigation', async ({ page }) => {
  await gotoHydrated(page, '/docs/install/docker/');
  await expect(page.locator('html')).not.toHaveAttribute('data-embedded', '');
  await expect(page.locator('.theme-layout-navbar')).toBeVisible();
});

test('responses are compressed like a CDN would', async ({ request }) => {
  const response = await request.get('/docs/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('a route change scrolls to the top, or to the hash target', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, '/docs/');
  // The last Docker link, under "Where to go next": below the first screen, so reaching it scrolls the page.
  const link = page.locator('article').getByRole('link', { name: 'Docker', exact: true }).last();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL('/docs/install/docker/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await gotoHydrated(page, '/docs/');
  await page.getByRole('link', { name: 'Where to go next' }).first().click();
  await expect(page).toHaveURL('/docs/#where-to-go-next');
  await expect(page.getByRole('heading', { name: 'Where to go next' })).toBeInViewport();
});

test('pages prefetch the code of routes linked in view, and of a route asked for once', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/');
  const prefetched = () =>
    page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(3);
  const visibleLinkChunks = await prefetched();
  for (const href of visibleLinkChunks) expect(href).toMatch(/^\/assets\/js\/[\w~.-]+\.js$/);
  expect((await request.get(visibleLinkChunks[0])).status()).toBe(200);

  // A route no link on screen points to: asked once it is fetched, asked again it is not.
  const target = '/blog/apdex-score-explained/';
  const first = await page.evaluate(async (path) => {
    const result = window.docusaurus.prefetch(path);
    if (result === false) return false;
    await result;
    return true;
  }, target);
  expect(first).toBe(true);
  const after = await prefetched();
  expect(after.length).toBeGreaterThan(visibleLinkChunks.length);
  expect(await page.evaluate((path) => window.docusaurus.prefetch(path) !== false, target)).toBe(false);
});
