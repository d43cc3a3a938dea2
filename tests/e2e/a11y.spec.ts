import { test, gotoHydrated, expectNoAxeViolations, allowConsoleErrors } from './fixtures';

// One page of each template; marketing, search and API pages have their own checks.
const pages = {
  home: '/',
  'docs page': '/docs/',
  'docs category index': '/docs/category/install/',
  'blog list': '/blog/',
  'blog tags': '/blog/tags/',
  'comparisons list': '/comparisons/',
};

// axe walks the whole DOM; a docs page carries a sidebar of ~280 pages, which takes axe well over the
// default 30 s on a busy 2-core runner. The limit is a ceiling, not a measurement.
test.describe.configure({ timeout: 90_000 });

for (const [template, path] of Object.entries(pages)) {
  test(`${template} (${path}) has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test('the not-found page has no axe violations', async ({ page }) => {
  allowConsoleErrors(page, /404 \(Not Found\)/);
  await page.goto('/no-such-page/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectNoAxeViolations(page);
});
