import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, expectNoAxeViolations, allowConsoleErrors } from './fixtures';

// These pages carry the full docs sidebar (~280 links) and an axe pass; a busy 2-core runner needs more
// than the default 30 s. The limit is a ceiling, not a measurement.
test.describe.configure({ timeout: 90_000 });

// What readers and their tools can take away from a page: its Markdown twin (Copy page, View as
// Markdown, llms.txt), "Was this page helpful?", "Edit this page" and "Last updated on".
const DOC = '/docs/install/docker/';
const DOC_TITLE = 'Install SigNoz with Docker Compose';

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The `page_feedback` events the page handed to analytics (gtag queues its calls in dataLayer). */
function feedbackEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback')
      .map((entry) => entry[2]),
  );
}

test.describe('Markdown twins', () => {
  test('are served as UTF-8 Markdown at /x.md and /x/index.md, and each page points at its own', async ({
    page,
    request,
  }) => {
    const twin = await request.get('/docs/install/docker.md');
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await twin.text();
    expect(text.startsWith(`# ${DOC_TITLE}\n`)).toBe(true);
    expect(await (await request.get('/docs/install/docker/index.md')).text()).toBe(text);

    await gotoHydrated(page, DOC);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/docs/install/docker.md',
    );
  });

  test('llms.txt lists docs pages, collections and the blog index, each by its twin', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# SigNoz\n\n> ')).toBe(true);
    expect(text).toContain(`- [${DOC_TITLE}](https://signoz.io/docs/install/docker.md): `);
    expect(text).toContain('## Docs: Install self-hosted');
    expect(text).toContain('## API reference\n\n- [');
    expect(text).toMatch(/## Comparisons\n\n- \[/);
    expect(text).toContain('- [SigNoz vs Datadog: ');
    expect(text).toContain('- [SigNoz Blog](https://signoz.io/blog.md): ');
    // One file while the docs' full text is under 5 MB; past that, /llms-full.txt lists one file per section.
    let fullText = await (await request.get('/llms-full.txt')).text();
    expect(fullText.startsWith('# SigNoz documentation (full text)\n\n> ')).toBe(true);
    const sectionFiles = [...fullText.matchAll(/\]\(https:\/\/signoz\.io\/(llms-full-[\w-]+\.txt)\)/g)].map(
      (m) => m[1],
    );
    if (sectionFiles.length) {
      const texts = await Promise.all(
        sectionFiles.map(async (file) => {
          const response = await request.get(`/${file}`);
          expect(response.status(), file).toBe(200);
          return response.text();
        }),
      );
      fullText = texts.join('\n');
    }
    expect(fullText).toContain(`# ${DOC_TITLE}\n\nSource: https://signoz.io${DOC}\n`);
  });
});

test.describe('page actions', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('Copy page, from the keyboard, puts the twin on the clipboard and says so', async ({ page, request }) => {
    const twin = await (await request.get('/docs/install/docker.md')).text();
    await gotoHydrated(page, DOC);
    const copy = page.getByRole('button', { name: 'Copy page' });
    // The twin is fetched when asked for, not with the page.
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.md')) fetched.push(new URL(req.url()).pathname);
    });
    expect(fetched).toEqual([]);
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' })).toBeAttached();
    expect(fetched).toEqual(['/docs/install/docker.md']);
    expect(await clipboardText(page)).toBe(twin);
  });

  test('Copy page says so when the twin cannot be fetched', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource: net::ERR_FAILED/);
    await gotoHydrated(page, DOC);
    await page.route('**/*.md', (route) => route.abort());
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByText('Could not copy the page. Use View as Markdown instead.')).toBeVisible();
  });

  test('View as Markdown opens the twin', async ({ page, context }) => {
    await gotoHydrated(page, DOC);
    const [twin] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'View as Markdown' }).click(),
    ]);
    await twin.waitForLoadState();
    expect(new URL(twin.url()).pathname).toBe('/docs/install/docker.md');
    expect(await twin.locator('body').innerText()).toContain(`# ${DOC_TITLE}`);
  });

  test('posts have them too, under the title', async ({ page, request }) => {
    await gotoHydrated(page, '/comparisons/signoz-vs-datadog/');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/comparisons/signoz-vs-datadog.md',
    );
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await clipboardText(page)).toBe(await (await request.get('/comparisons/signoz-vs-datadog.md')).text());
  });

  test('Copy page works offline once the service worker has kept the twin', async ({ page, context }) => {
    await gotoHydrated(page, DOC);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Controlled from the next load on (the worker does not claim open pages).
    await gotoHydrated(page, DOC);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const online = await clipboardText(page);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 6000 });

    // Let the idle-time prefetches of the links in view finish online first: one still in flight when the
    // connection drops fails, which says nothing about what starts offline (a full run caught one such).
    for (let idle = 0; idle < 3; idle++)
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 1000 })));
    await page.waitForLoadState('networkidle');
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await clipboardText(page)).toBe(online);
    // Offline, neither the links in view (prefetched in idle time) nor a link under the pointer start
    // loads: they could only fail, each failure logged.
    await page.locator('.theme-doc-sidebar-menu a[href^="/docs/"]:not([href="/docs/install/docker/"])').last().hover();
    for (let idle = 0; idle < 3; idle++)
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 1000 })));
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('Was this page helpful?', () => {
  test('Yes thanks the reader, sends one analytics event, and is remembered for the page', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'Yes' }).click();
    const thanks = page.getByText('Thanks for your feedback.');
    await expect(thanks).toBeFocused();
    expect(await feedbackEvents(page)).toEqual([{ page_path: DOC, answer: 'yes' }]);

    await gotoHydrated(page, DOC);
    await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([]);
    // Other pages still ask.
    await gotoHydrated(page, '/docs/install/docker-swarm/');
    await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
  });

  test('No offers an optional text and a prefilled GitHub issue with the page and the text', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.getByRole('button', { name: 'No' }).click();
    const text = page.getByRole('textbox', { name: /What was missing or wrong/ });
    await expect(text).toBeFocused();
    expect(await feedbackEvents(page)).toEqual([{ page_path: DOC, answer: 'no' }]);
    await text.fill('The casting file fails to parse.');
    const issue = page.getByRole('link', { name: 'Open an issue' });
    const href = new URL((await issue.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/SigNoz/signoz-web/issues/new');
    expect(href.searchParams.get('title')).toBe(`Docs feedback: ${DOC_TITLE}`);
    expect(href.searchParams.get('body')).toBe(
      `Page: [${DOC_TITLE}](https://signoz.io${DOC})\n\nThe casting file fails to parse.`,
    );
    await expect(issue).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });
});

test.describe('Edit this page and Last updated', () => {
  test('a docs page links to its source file and says when it last changed', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/SigNoz/signoz-web/edit/main/docs/install/docker.mdx',
    );
    const updated = page.locator('.theme-last-updated');
    await expect(updated).toContainText(/Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await updated.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The note of the release the page was checked against stays.
    await expect(page.getByText(/Checked against SigNoz v/)).toBeVisible();
  });

  test('a post links to its source file and says when it last changed', async ({ page }) => {
    await gotoHydrated(page, '/comparisons/signoz-vs-datadog/');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/SigNoz\/signoz-web\/edit\/main\/comparisons\/\d{4}-\d{2}-\d{2}-signoz-vs-datadog\.mdx$/,
    );
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on /);
  });

  test('the docs page with its actions and feedback has no axe violations', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await expectNoAxeViolations(page);
  });
});
