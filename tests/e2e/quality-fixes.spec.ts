import { test, expect, gotoHydrated, allowConsoleErrors } from './fixtures';
import { contact } from '../../src/data/contact';

/**
 * The defects issue 22's sweep and the site gate's first run found, one test each (the site gate,
 * tests/e2e/site-gate.spec.ts and `npm run check:site`, keeps them away on
 * every other page).
 */

/** The head of a page as served, before any script runs. */
async function served(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

const canonicalIn = (head: string) => /<link[^>]*rel=["']?canonical["']?[^>]*>/i.exec(head)?.[0] ?? null;

test.describe('reflow and keyboard access on phones', () => {
  test('a wide Markdown table scrolls in its own named, focusable box, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, '/docs/logs-management/logs-api/search-logs/');
    const box = page.getByRole('region', { name: /^Table: / }).first();
    await expect(box).toHaveAttribute('tabindex', '0');
    const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('the home page code block and the enterprise cloud table take keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/');
    await expect(page.locator('main pre').first()).toHaveAttribute('tabindex', '0');
    await gotoHydrated(page, '/enterprise-cloud/');
    const box = page.getByRole('region', { name: 'Differences between SigNoz Cloud Teams and Enterprise Cloud' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box.locator('table')).toHaveCount(1);
  });

  test('the table of contents beside a blog post is a navigation landmark', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/blog/apdex-score-explained/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link').first()).toBeVisible();
  });
});

test.describe('page metadata', () => {
  test('the not-found page: noindex, a description, no canonical URL before or after load', async ({
    page,
    request,
  }) => {
    allowConsoleErrors(page, /404 \(Not Found\)/);
    const head = await served(request, '/no-such-page/');
    expect(canonicalIn(head)).toBeNull();
    expect(head).not.toContain('og:url');
    expect(head).toMatch(/<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/);
    expect(head).toMatch(/<meta[^>]*name=["']?description["']?[^>]*content="There is no page at this address/);
    await gotoHydrated(page, '/no-such-page/');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    // Its language menu leads to a page that exists, not to the unknown URL.
    const english = page.locator('.navbar a[lang="en"]');
    await expect(english).toHaveAttribute('href', '/');
  });

  test('every other page keeps its canonical URL, in the HTML and after load', async ({ page, request }) => {
    expect(canonicalIn(await served(request, '/docs/install/docker/'))).toContain(
      'https://signoz.io/docs/install/docker/',
    );
    await gotoHydrated(page, '/docs/install/docker/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://signoz.io/docs/install/docker/',
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://signoz.io/docs/install/docker/',
    );
  });

  test('the search page is not for search engines', async ({ request }) => {
    expect(await served(request, '/search/')).toMatch(/<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/);
  });

  test('shared snippets: noindex, no social card of their own, out of the sitemap', async ({ request }) => {
    const head = await served(request, '/docs/shared/cloud-endpoints/');
    expect(head).toMatch(/<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/);
    expect(head).not.toContain('/img/cards/docs--shared--');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/docs/shared/');
    expect(sitemap).toContain('/docs/install/docker/');
  });

  test("the team's author page lists each collection's posts and is indexed", async ({ request }) => {
    // The byline is the team's (blog/authors.yml): one author page per collection, each with posts, so
    // none gets the noindex that an author without posts in a collection would.
    const response = await request.get('/learn/authors/signoz/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/name=["']?robots["']?[^>]*noindex/);
    // The minifier drops the quotes around attribute values that need none.
    expect(html).toMatch(/href=["']?\/learn\/kubernetes-tools\/["']?[\s>]/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/learn/authors/signoz/');
    expect(sitemap).toContain('/blog/authors/signoz/');
  });

  test('every blog list page has one h1 and a title and description of its own', async ({ page }) => {
    await gotoHydrated(page, '/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SigNoz Blog');
    const firstDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await gotoHydrated(page, '/blog/page/2/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SigNoz Blog');
    await expect(page).toHaveTitle(/^SigNoz Blog \(page 2 of \d+\) \| SigNoz$/);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', firstDescription ?? '');
    await gotoHydrated(page, '/comparisons/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SigNoz Comparisons');
  });

  test('an archive page keeps its heading and years in <main>, h1 then h2, with a description of its own', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/archive/');
    await expect(page.locator('main h1')).toHaveText('Archive: SigNoz Blog');
    // The heading's anchor link ends it with a zero-width space.
    await expect(page.locator('main h2').first()).toHaveText(/^20\d\d\u200b?$/);
    await expect(page.locator('main h3')).toHaveCount(0);
    await expect(page.locator('body > div header, #__docusaurus header.hero')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Every post of SigNoz Blog/);
  });

  test('structured data uses canonical URLs, and the remote job says where applicants may live', async ({ page }) => {
    await gotoHydrated(page, '/blog/apdex-score-explained/');
    const posting = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(posting.url).toBe('https://signoz.io/blog/apdex-score-explained/');
    expect(posting.isPartOf['@id']).toBe('https://signoz.io/blog/');
    await gotoHydrated(page, '/careers/site-reliability-engineer/');
    const job = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(job.jobLocationType).toBe('TELECOMMUTE');
    expect([job.applicantLocationRequirements].flat().length).toBeGreaterThan(0);
  });

  test('the footer sends readers to the community Slack itself', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('footer').getByRole('link', { name: 'Slack community' })).toHaveAttribute(
      'href',
      contact.slack,
    );
  });
});
