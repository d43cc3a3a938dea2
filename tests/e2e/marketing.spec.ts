import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { funding, launchDays, launchWeek } from '../../src/data/newsroom';
import { formatNewsDate } from '../../src/lib/newsDate';

// Every route of the marketing issue (site-spec §2 "Marketing and information pages"). Their
// accessibility is the site gate's (site-gate.spec.ts): each is a template of its own there, loaded at
// 320, 390 and 1280 px with every axe rule, and any WCAG finding fails it.
const routes = [
  '/',
  '/pricing/',
  '/enterprise/',
  '/enterprise-cloud/',
  '/oss-to-cloud/',
  '/teams/',
  '/free-trial/',
  '/demo/',
  '/cloud-zoom/',
  '/verify-email/',
  '/support/',
  '/about-us/',
  '/user-stories/',
  '/observability-user-stories/',
  '/technical-writer-program/',
  '/technical-writing-guidelines/',
  '/terms-of-service/',
  '/privacy/',
  '/msa/',
  '/careers/',
  '/careers/community-engineer-in/',
  '/careers/devrel-engineer-in/',
  '/careers/product-designer-in/',
  '/careers/senior-frontend-engineer-in/',
  '/careers/site-reliability-engineer/',
  '/careers/technical-content-writer-in/',
  '/case-study/',
  '/case-study/blip/',
  '/case-study/instasafe/',
  '/case-study/outplay/',
  '/case-study/wombo/',
  '/newsroom/',
  '/newsroom/launch-week-1/',
  '/newsroom/launch-week-1/day-1/',
  '/newsroom/launch-week-1/day-2/',
  '/newsroom/launch-week-1/day-3/',
  '/newsroom/launch-week-1/day-4/',
  '/newsroom/launch-week-1/day-5/',
  '/newsroom/funding/',
];

async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

for (const route of routes) {
  test.describe(route, () => {
    test('renders one H1, ordered headings, title and description, no console error', async ({ page }) => {
      await gotoHydrated(page, route);
      await expect(page.locator('h1')).toHaveCount(1);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i += 1) {
        expect(levels[i], `heading ${i} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1] + 1);
      }
      await expect(page).toHaveTitle(/\S+ \| SigNoz$|^SigNoz/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // The newsletter sign-up is in the footer of every page.
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });
  });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of [
    '/',
    '/pricing/',
    '/teams/',
    '/careers/devrel-engineer-in/',
    '/enterprise-cloud/',
    '/oss-to-cloud/',
  ]) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await gotoHydrated(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('pricing', () => {
  test('the estimator computes from the price list and explains the minimum', async ({ page }) => {
    await gotoHydrated(page, '/pricing/');
    const logs = page.getByLabel('Logs ingested per month');
    const traces = page.getByLabel('Traces ingested per month');
    const metrics = page.getByLabel('Metric samples per month');
    await logs.fill('500');
    await traces.fill('200');
    await metrics.fill('1000');
    const result = page.getByText('Estimated monthly bill').locator('..');
    await expect(result).toContainText('$310');
    await logs.fill('0');
    await traces.fill('0');
    await metrics.fill('');
    await expect(result).toContainText('$49');
    await expect(result).toContainText('below the $49 monthly minimum');
  });

  test('the estimator explains invalid input', async ({ page }) => {
    await gotoHydrated(page, '/pricing/');
    const logs = page.getByLabel('Logs ingested per month');
    await logs.fill('-3');
    await expect(page.getByText('Enter zero or a positive number.')).toBeVisible();
    await expect(logs).toHaveAttribute('aria-invalid', 'true');
    await logs.fill('lots');
    await expect(page.getByText('Enter a number, such as 250.')).toBeVisible();
    await logs.fill('99999999999');
    await expect(page.getByText(/beyond this estimator/)).toBeVisible();
    await expect(page.getByText('No estimate yet')).toBeVisible();
  });

  test('shows the usage prices and publishes the FAQ as FAQPage JSON-LD', async ({ page }) => {
    await gotoHydrated(page, '/pricing/');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Logs/ })).toContainText('$0.30 per GB ingested');
    await expect(table.getByRole('row', { name: /Metrics/ })).toContainText('$0.10 per million samples');
    await expect(table.getByRole('row', { name: /Traces/ })).toContainText('15 days');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage');
    expect(faq).toBeDefined();
    const questions = (faq?.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toContain('What does the $49 monthly minimum mean?');
    for (const q of questions) await expect(page.getByRole('heading', { name: q })).toBeVisible();
  });
});

test('each job page publishes JobPosting JSON-LD and the careers page lists it', async ({ page }) => {
  await gotoHydrated(page, '/careers/');
  const links = page.getByRole('main').getByRole('link', { name: /Read the role/ });
  await expect(links).toHaveCount(6);
  await links.first().click();
  await expect(page).toHaveURL(/\/careers\/[a-z-]+\/$/);
  // After a client-side navigation the head (and its JSON-LD) updates a moment after the URL.
  const posting = async () => (await jsonLd(page)).find((d) => d['@type'] === 'JobPosting');
  await expect.poll(posting).toMatchObject({ hiringOrganization: { name: 'SigNoz' }, employmentType: 'FULL_TIME' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String((await posting())?.title));
  await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible();
});

test('case studies link to each other and tell problem, build and outcome', async ({ page }) => {
  await gotoHydrated(page, '/case-study/');
  await page.getByRole('link', { name: /Read the Wombo story/ }).click();
  await expect(page).toHaveURL(/\/case-study\/wombo\/$/);
  for (const label of ['The problem', 'What they built', 'The outcome']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${label}:`) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'More customer stories' }).getByRole('listitem')).toHaveCount(3);
});

test('launch week days are linked in order', async ({ page }) => {
  await gotoHydrated(page, '/newsroom/launch-week-1/');
  await page.getByRole('link', { name: /Read day 1/ }).click();
  await expect(page).toHaveURL(/\/day-1\/$/);
  for (let day = 2; day <= 5; day += 1) {
    await page
      .getByRole('navigation', { name: 'Launch Week 1 days' })
      .getByRole('link', { name: new RegExp(`Next: day ${day}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/day-${day}/$`));
  }
});

test('each launch day and the funding page carry their own publication date', async ({ page }) => {
  for (const day of launchDays) {
    await gotoHydrated(page, `/newsroom/${launchWeek.slug}/${day.slug}/`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd.datePublished).toBe(day.datePublished);
    await expect(page.getByText(formatNewsDate(day.datePublished)).first()).toBeVisible();
  }
  await gotoHydrated(page, `/newsroom/${funding.slug}/`);
  await expect(page.getByText(formatNewsDate(funding.datePublished)).first()).toBeVisible();
});
