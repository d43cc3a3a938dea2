import { test, expect, gotoHydrated } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

test('blog list pages hold 10 posts, newest first, with no sidebar', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  const posts = page.locator('article');
  await expect(posts).toHaveCount(10);
  await expect(
    page.locator('.theme-blog-sidebar-container, aside nav[aria-label="Blog recent posts navigation"]'),
  ).toHaveCount(0);
  // The first <time> of each card is its publication date (an "Updated" date may follow it).
  const dates = await page
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('time')?.getAttribute('datetime') ?? ''));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.getByRole('link', { name: /Older entries|Older posts/ })).toHaveAttribute('href', '/blog/page/2/');
});

test("each 'Read more' link names its post in its own text", async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  const first = page.locator('article').first();
  const title = (await first.locator('h2').textContent())!.trim();
  const readMore = first.getByRole('link', { name: `Read more about ${title}` });
  await expect(readMore).toHaveText(`Read more about ${title}`);
  await expect(readMore).not.toHaveAttribute('aria-label');
});

test('blog posts show reading time, authors, and use their social card as og:image', async ({ page, request }) => {
  await gotoHydrated(page, '/blog/');
  const first = page.locator('article h2 a').first();
  const href = await first.getAttribute('href');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(href!);
  // The URL changes before the new route renders: wait for the post itself,
  // so the list's ten headers are gone before we look at the post's header.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const header = page.locator('article header');
  await expect(header.getByText(/\d+ min read/)).toBeVisible();
  await expect(header.locator('.avatar__name').first()).toBeVisible();
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute('content');
  const slug = href!.replace(/^\/|\/$/g, '').replace(/\//g, '--');
  expect(ogImage).toBe(`https://signoz.io/img/cards/${slug}.png`);
  expect(twitterImage).toBe(ogImage);
  const card = await request.get(`/img/cards/${slug}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('docs pages use their social card as og:image', async ({ page, request }) => {
  await gotoHydrated(page, '/docs/install/docker/');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe('https://signoz.io/img/cards/docs--install--docker.png');
  expect((await request.get('/img/cards/docs--install--docker.png')).status()).toBe(200);
});

test('tag pages paginate by 10', async ({ page }) => {
  await gotoHydrated(page, '/blog/tags/');
  const counts = await page
    .locator('a[href^="/blog/tags/"]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href')!, count: Number(a.textContent?.match(/(\d+)\s*$/)?.[1] ?? 0) })),
    );
  const big = counts.find((tag) => tag.count > 10);
  expect(big, 'a tag with more than 10 posts').toBeDefined();
  await gotoHydrated(page, big!.href);
  await expect(page.locator('article')).toHaveCount(10);
  await gotoHydrated(page, `${big!.href}page/2/`);
  const second = await page.locator('article').count();
  expect(second).toBe(Math.min(10, big!.count - 10));
});

test('comparisons list has 10 per page and the archive lists every article', async ({ page }) => {
  await gotoHydrated(page, '/comparisons/');
  await expect(page.locator('article')).toHaveCount(10);
  await gotoHydrated(page, '/comparisons/page/2/');
  const rest = await page.locator('article').count();
  expect(rest).toBeGreaterThan(0);
  await gotoHydrated(page, '/comparisons/archive/');
  await expect(page.locator('main a[href^="/comparisons/"]')).toHaveCount(10 + rest);
});

for (const collection of ['blog', 'comparisons', 'learn', 'opentelemetry']) {
  test(`${collection} RSS and Atom feeds are well-formed`, async ({ page, request }) => {
    await gotoHydrated(page, '/');
    for (const [file, root, item] of [
      ['rss.xml', 'rss > channel', 'item'],
      ['atom.xml', 'feed', 'entry'],
    ]) {
      const response = await request.get(`/${collection}/${file}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const result = await page.evaluate(
        ({ xml, root, item }) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          const error = doc.querySelector('parsererror')?.textContent ?? null;
          const container = doc.querySelector(root);
          const items = Array.from(doc.querySelectorAll(item));
          return {
            error,
            title: container?.querySelector(':scope > title')?.textContent ?? '',
            items: items.length,
            complete: items.every((entry) => entry.querySelector('title')?.textContent && entry.querySelector('link')),
          };
        },
        { xml, root, item },
      );
      expect(result.error).toBeNull();
      expect(result.title.length).toBeGreaterThan(0);
      expect(result.items).toBeGreaterThan(0);
      expect(result.complete).toBe(true);
    }
  });
}

test('posts show their card as a sized, lazy cover in lists and on the post', async ({ page, request }) => {
  await gotoHydrated(page, '/blog/');
  const covers = page.locator('article img[data-post-cover="thumb"]');
  await expect(covers).toHaveCount(10);
  const first = covers.first();
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('width', '1200');
  await expect(first).toHaveAttribute('height', '630');
  await expect(first).toHaveAttribute('alt', '');
  const thumb = (await first.getAttribute('src'))!;
  expect(thumb).toMatch(/^\/img\/cards\/blog--.+-480\.png$/);
  expect((await request.get(thumb)).headers()['content-type']).toBe('image/png');

  await gotoHydrated(page, '/blog/flask-opentelemetry-tracing/');
  const cover = page.locator('article img[data-post-cover="page"]');
  await expect(cover).toHaveAttribute('src', '/img/cards/blog--flask-opentelemetry-tracing-480.png');
  const box = (await cover.boundingBox())!;
  // Beside the title, not in front of the article: the first paragraph stays in the first screen.
  expect(box.width).toBeLessThanOrEqual(241);
});

test('a refreshed post says when it was updated, in its header and its list card', async ({ page }) => {
  // The refresh date is the post's own front matter (it moves each time the post is refreshed).
  const source = readFileSync(join(__dirname, '../../blog/2021-03-18-flask-opentelemetry-tracing.mdx'), 'utf8');
  const updated = /^last_update:\s*\n\s+date:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(source)?.[1];
  expect(updated, 'the Flask post has a last_update date').toBeTruthy();
  const shown = new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await gotoHydrated(page, '/blog/flask-opentelemetry-tracing/');
  const header = page.locator('article header');
  await expect(header.locator('time').first()).toHaveAttribute('datetime', /^2021-03-18/);
  await expect(header.getByText(/^Updated /)).toContainText(shown);
  await expect(header.getByText(/^Updated /).locator('time')).toHaveAttribute('datetime', updated!);

  // The oldest comparisons were refreshed; the second list page holds them.
  await gotoHydrated(page, '/comparisons/page/2/');
  const card = page.locator('article').filter({ has: page.locator('a[href="/comparisons/signoz-vs-honeycomb/"]') });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Updated /)).toBeVisible();
});

test('a docs page ends with the release it was checked against', async ({ page }) => {
  await gotoHydrated(page, '/docs/install/docker/');
  const note = page.locator('[data-verified]');
  await expect(note).toHaveText(/^Checked against SigNoz v\d+\.\d+ on \w+ \d+, \d{4}$/);
});
