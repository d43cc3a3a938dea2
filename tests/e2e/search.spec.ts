import { test, expect, type Page, type ConsoleMessage } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { AXE_TAGS } from './gate/pageChecks';

// End-to-end tests of the embedded (Pagefind) search on the built site.
// Expected hits are pages of the scaffold that later content does not remove:
// the docs introduction, the Docker install guide and the home page.

const consoleErrors: string[] = [];
let allowNetworkErrors = false;

test.beforeEach(async ({ page, baseURL }) => {
  consoleErrors.length = 0;
  allowNetworkErrors = false;
  // Every third-party request (the test build's stubbed analytics) gets a stub answer.
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (
      allowNetworkErrors &&
      /Failed to load resource|pagefind|Failed to fetch|dynamically imported module/i.test(text)
    )
      return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('dialog', (dialog) => {
    consoleErrors.push(`Unexpected browser dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const searchButton = (page: Page) => page.getByRole('navigation').getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

async function searchFor(page: Page, query: string) {
  await combobox(page).fill(query);
  // The first search of a page loads the engine and index through the tests' request routing, which
  // took 1-3.5 s here and once passed 7 s with both workers busy. This checks behaviour, not speed
  // (the benchmark measures that), so it gets room.
  await expect(results(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('opening and closing the modal', () => {
  test('the navbar button opens it; Escape closes it and focus returns to the button', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens it`, async ({ page }) => {
      await open(page, '/docs/');
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
      // The shortcut character is not typed into the query.
      await expect(combobox(page)).toHaveValue('');
    });
  }

  test("'/' typed in a text field stays a slash", async ({ page }) => {
    await open(page, '/search/');
    const field = page.getByRole('searchbox', { name: 'Search query' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
  });

  test('Escape returns focus to whatever had it before opening', async ({ page }) => {
    await open(page, '/');
    const docsLink = page.getByRole('navigation').getByRole('link', { name: 'Docs', exact: true });
    await docsLink.focus();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(docsLink).toBeFocused();
  });

  test('the Close button and a click on the backdrop close it', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await searchButton(page).click();
    await page.mouse.click(5, 700);
    await expect(dialog(page)).toBeHidden();
  });

  test('Tab stays inside the dialog', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'docker');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
  });
});

test.describe('results', () => {
  test('are grouped by page with section headings and highlighted excerpts', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'install docker');
    const group = results(page).getByRole('group', { name: 'Install SigNoz with Docker' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('option').first()).toHaveAttribute('href', '/docs/install/docker/');
    await expect(group.getByRole('option').nth(1)).toHaveAttribute('href', /^\/docs\/install\/docker\/#/);
    await expect(group.locator('mark').first()).toHaveText(/docker|install/i);
  });

  test("put today's upgrade procedure before the historical version guides", async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'upgrade signoz');
    await expect.poll(async () => (await pageHrefs(page))[0]).toBe('/docs/operate/upgrade-overview/');
  });

  test('arrow keys move the active option and Enter opens it', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'docker');
    const input = combobox(page);
    const options = results(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await options.first().getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', firstId!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    // The list scrolls to follow the keyboard: the last option is below the fold until chosen.
    const count = await options.count();
    await expect(options.nth(count - 1)).not.toBeInViewport();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(count - 1)).toBeInViewport();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toBeInViewport();
    const href = await options.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a section result lands on the page and scrolls to its heading', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'install docker memory');
    const group = results(page).getByRole('group', { name: 'Install SigNoz with Docker' });
    const section = group.getByRole('option', { name: /Prerequisites/ });
    await section.click();
    await expect(page).toHaveURL(/\/docs\/install\/docker\/#prerequisites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Install SigNoz with Docker' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Prerequisites/ })).toBeInViewport();
  });

  test('the opened result is remembered as a recent search', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'install docker');
    await results(page).getByRole('group', { name: 'Install SigNoz with Docker' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/docs\/install\/docker\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option', { name: /Install SigNoz with Docker/ })).toBeVisible();
    await expect(recent).toContainText('Searched for “install docker”');
    await dialog(page).getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toBeHidden();
  });

  test("'See all' opens /search/ with the query", async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'ClickHouse');
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toHaveAttribute('href', '/search/?q=ClickHouse');
    const count = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=ClickHouse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “ClickHouse”' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${count} pages? found$`))).toBeVisible();
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});

/** Hrefs of the page-level options (first option of each group) in the modal. */
async function pageHrefs(page: Page): Promise<string[]> {
  await expect(results(page).getByRole('option').first()).toBeVisible();
  return results(page)
    .getByRole('group')
    .evaluateAll((groups) => groups.map((g) => g.querySelector('[role="option"]')?.getAttribute('href') ?? ''));
}

/** The number the modal announces in its "N pages found" status. */
async function announcedTotal(page: Page): Promise<number> {
  const status = dialog(page)
    .getByRole('status')
    .filter({ hasText: /pages? found/ });
  await expect(status).toBeVisible();
  return Number(/\d+/.exec((await status.textContent())!)![0]);
}

test.describe('contextual search', () => {
  test('on a docs page results are limited to that docs version; other sections stay one click away', async ({
    page,
  }) => {
    await open(page, '/docs/install/docker/');
    await searchButton(page).click();
    const filter = dialog(page).getByRole('group', { name: 'Filter by section' });
    await expect(filter.getByRole('button', { name: /Docs: this version/ })).toHaveAttribute('aria-pressed', 'true');
    await combobox(page).fill('opentelemetry');
    await expect.poll(async () => (await pageHrefs(page)).every((h) => h.startsWith('/docs/'))).toBe(true);
    const docsTotal = await announcedTotal(page);
    await filter.getByRole('button', { name: /All sections/ }).click();
    await expect.poll(() => announcedTotal(page)).toBeGreaterThan(docsTotal);
    await filter.getByRole('button', { name: /^Pages/ }).click();
    // The list re-renders after the click: poll until the filtered results replace the old ones.
    await expect
      .poll(async () => (await pageHrefs(page)).some((h) => h.startsWith('/docs/') || h.startsWith('/blog/')))
      .toBe(false);
  });

  test('elsewhere results cover all sections', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    const filter = dialog(page).getByRole('group', { name: 'Filter by section' });
    await expect(filter.getByRole('button', { name: /All sections/ })).toHaveAttribute('aria-pressed', 'true');
    await combobox(page).fill('opentelemetry');
    const allTotal = await announcedTotal(page);
    await filter.getByRole('button', { name: /^Docs/ }).click();
    await expect.poll(() => announcedTotal(page)).toBeLessThan(allTotal);
    await expect.poll(async () => (await pageHrefs(page)).every((h) => h.startsWith('/docs/'))).toBe(true);
    await filter.getByRole('button', { name: /^Blog/ }).click();
    await expect.poll(async () => (await pageHrefs(page)).every((h) => h.startsWith('/blog/'))).toBe(true);
  });
});

test.describe('/search/ page', () => {
  test('without a query it asks for one', async ({ page }) => {
    await open(page, '/search/');
    await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue('');
    await expect(page.getByText('Type a few words')).toBeVisible();
  });

  test('reads q, shows grouped results and keeps the URL in step without history entries', async ({ page }) => {
    await open(page, '/search/?q=docker');
    const field = page.getByRole('searchbox', { name: 'Search query' });
    await expect(field).toHaveValue('docker');
    await expect(page.getByRole('heading', { level: 2, name: 'Install SigNoz with Docker' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ pages? found/ })).toBeVisible();
    const before = await page.evaluate(() => history.length);
    await field.fill('clickhouse backups');
    await expect(page).toHaveURL(/\?q=clickhouse\+backups$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Production readiness checklist' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('filters by section and records it in the URL', async ({ page }) => {
    await open(page, '/search/?q=opentelemetry');
    const links = page.locator('main ol > li h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = () => links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    const filter = page.getByRole('group', { name: 'Filter by section' });
    await filter.getByRole('button', { name: /^Blog/ }).click();
    await expect(page).toHaveURL(/section=blog/);
    await expect
      .poll(async () => (await hrefs()).length > 0 && (await hrefs()).every((h) => h.startsWith('/blog/')))
      .toBe(true);
    await filter.getByRole('button', { name: /^Docs/ }).click();
    await expect(page).toHaveURL(/section=docs/);
    await expect
      .poll(async () => (await hrefs()).length > 0 && (await hrefs()).every((h) => h.startsWith('/docs/')))
      .toBe(true);
    await page.reload();
    await expect(filter.getByRole('button', { name: /^Docs/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('is not itself in the index, nor the 404 page', async ({ page }) => {
    await open(page, '/search/?q=search');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /found|No results/ })
        .or(page.getByText(/No results for/)),
    ).toBeVisible();
    const links = await page.locator('main ol a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links.some((h) => h?.startsWith('/search/') || h?.startsWith('/404'))).toBe(false);
  });

  test('leaves the code-sample settings panel out: its words do not match every docs page', async ({ page }) => {
    // The panel says this on every docs page; as an exact phrase it is on no page of content.
    await open(page, '/search/?q=%22stored%20only%20in%20this%20browser%22');
    await expect(page.getByText(/No results for/)).toBeVisible();
  });

  test('says what to do without JavaScript', async ({ request }) => {
    // Chromium with scripting disabled through Playwright still parses <noscript> as raw text,
    // so the served HTML is checked instead of the rendering.
    const html = await (await request.get('/search/')).text();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html.replace(/<noscript><link[^>]*><\/noscript>/g, ''));
    expect(noscript?.[1]).toContain('Search runs in your browser and needs JavaScript.');
    expect(noscript?.[1]).toContain('href=/docs/');
  });
});

// Pagefind tolerates typos, so nonsense Latin words still match something; a run of
// U+A66E (Cyrillic multiocular O) matches nothing on an English site.
test.describe('error and empty states', () => {
  test('index that cannot load: error screen, then recovery with Try again', async ({ page }) => {
    allowNetworkErrors = true;
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('docker');
    await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(dialog(page).getByText('You might want to check your network connection.')).toBeVisible();
    await page.unroute('**/pagefind/**');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });

  test('index failing halfway (engine loads, index chunks do not): modal stays usable', async ({ page }) => {
    allowNetworkErrors = true;
    await page.route(/\/pagefind\/(index|fragment)\//, (route) => route.abort());
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('docker');
    await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
    await page.unroute(/\/pagefind\/(index|fragment)\//);
    await combobox(page).fill('clickhouse');
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });

  test('no results: message, suggestions and a prefilled GitHub issue', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('ꙮꙮꙮ');
    await expect(dialog(page).getByText('No results for “ꙮꙮꙮ”')).toBeVisible();
    await expect(dialog(page).getByText('Try searching for')).toBeVisible();
    await expect(dialog(page).getByText('Believe this query should return results?')).toBeVisible();
    const issue = dialog(page).getByRole('link', { name: 'Let us know on GitHub' });
    const href = new URL((await issue.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/SigNoz/signoz-web/issues/new');
    expect(href.searchParams.get('title')).toContain('ꙮꙮꙮ');
    await dialog(page).getByRole('button', { name: 'ClickHouse' }).click();
    await expect(combobox(page)).toHaveValue('ClickHouse');
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });
});

test.describe('hostile and unusual input', () => {
  test('markup in a query is shown as text and never runs', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    const hostile = '<script>alert(1)</script><img src=x onerror="window.__xss=1">';
    await combobox(page).fill(hostile);
    await expect(combobox(page)).toHaveValue(hostile);
    await expect(
      results(page)
        .getByRole('option')
        .first()
        .or(dialog(page).getByText(`No results for “${hostile}”`)),
    ).toBeVisible();
    expect(await dialog(page).locator('script, img').count()).toBe(0);
    await open(page, `/search/?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${hostile}”`);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /found/ })
        .or(page.getByText(`No results for “${hostile}”`)),
    ).toBeVisible();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('a query that matches nothing is echoed as text in the no-results screen', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('<b>ꙮꙮꙮ</b>');
    await expect(dialog(page).getByText('No results for “<b>ꙮꙮꙮ</b>”')).toBeVisible();
    expect(await dialog(page).locator('b').count()).toBe(0);
  });

  test('a 1,000-character query is searched by its first words', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    const long = 'clickhouse '.repeat(100).slice(0, 1000);
    await combobox(page).fill(long);
    await expect(combobox(page)).toHaveValue(long);
    await expect(dialog(page).getByText('Your query is long: only its first words are searched.')).toBeVisible();
    await expect(results(page).getByRole('option').first()).toBeVisible();
  });

  for (const query of ['🚀🔥', 'docker 🚀', '安装 监控', 'ClickHouse 数据库', 'Überwachung café']) {
    test(`"${query}" is handled`, async ({ page }) => {
      await open(page, '/');
      await searchButton(page).click();
      await combobox(page).fill(query);
      const settled = results(page)
        .getByRole('option')
        .first()
        .or(dialog(page).getByText(`No results for “${query}”`));
      await expect(settled).toBeVisible();
      await expect(dialog(page).getByText('Unable to fetch results')).toBeHidden();
    });
  }
});

test.describe('accessibility', () => {
  test('the open modal with results has no axe violations', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await searchFor(page, 'docker');
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations(page, { include: 'dialog', tags: AXE_TAGS });
  });

  test('the no-results screen has no axe violations', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('ꙮꙮꙮ');
    await expect(dialog(page).getByText('Try searching for')).toBeVisible();
    await expectNoAxeViolations(page, { include: 'dialog', tags: AXE_TAGS });
  });

  test('the error screen has no axe violations', async ({ page }) => {
    allowNetworkErrors = true;
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/');
    await searchButton(page).click();
    await combobox(page).fill('docker');
    await expect(dialog(page).getByText('Unable to fetch results')).toBeVisible();
    await expectNoAxeViolations(page, { include: 'dialog', tags: AXE_TAGS });
  });

  test('/search/ with results has no axe violations', async ({ page }) => {
    await open(page, '/search/?q=docker');
    await expect(page.getByRole('heading', { level: 2, name: 'Install SigNoz with Docker' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main', tags: AXE_TAGS });
  });
});

test.describe('performance', () => {
  test('hovering the button preloads the engine, and the modal then opens at once', async ({ page }) => {
    await open(page, '/');
    const engine = page.waitForResponse((response) => response.url().endsWith('/pagefind/pagefind.js'));
    await searchButton(page).hover();
    await engine;
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await searchFor(page, 'docker');
  });

  test('the search UI and engine are not loaded before search is used', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('/pagefind/'))).toEqual([]);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'docker');
    expect(requested.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });
});

test.describe('relevance', () => {
  test('a config key or error code with underscores finds the pages that name it', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    for (const [query, expected] of [
      ['send_batch_size', '/docs/operate/scaling-the-collector/'],
      ['TOO_MANY_PARTS', '/docs/operate/clickhouse/clickhouse-tuning/'],
    ]) {
      await searchFor(page, query);
      await expect(results(page).locator(`[role="option"][href="${expected}"]`).first()).toBeVisible();
    }
  });

  test('nonsense answers with the no-results screen, not with pages matched by one letter', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    for (const query of ['qqzzxxnotaword', 'xylophone', 'zzzzqqq']) {
      await combobox(page).fill(query);
      await expect(dialog(page).getByText(`No results for “${query}”`)).toBeVisible({ timeout: 15_000 });
      await expect(results(page)).toHaveCount(0);
    }
  });

  test('a mistyped word still finds its page, and a framework query its docs page', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).click();
    for (const [query, expected] of [
      ['kuberntes helm', '/docs/install/kubernetes/others/'],
      ['clickhose retention', '/docs/operate/retention-and-ttl/'],
      ['python flask', '/docs/instrumentation/flask/'],
      ['golang gin', '/docs/instrumentation/go-gin/'],
      // Docs before a post whose title also has the phrase; filler words of a question need not be in the title.
      ['fluent bit', '/docs/userguide/collect-logs/fluentbit-to-signoz/'],
      ['send logs from a file', '/docs/userguide/collect-logs/collect-logs-from-file/'],
    ]) {
      await searchFor(page, query);
      await expect(results(page).getByRole('option').first()).toHaveAttribute('href', expected);
    }
  });
});
