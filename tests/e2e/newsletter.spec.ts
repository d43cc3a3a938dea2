import type { Page, Request, Route } from '@playwright/test';
import { test, expect, gotoHydrated, allowConsoleErrors } from './fixtures';

// The build under test is made with NEWSLETTER_PROVIDER_URL=https://newsletter.example.test
// and NEWSLETTER_FORM_ID=test-form; the provider is always stubbed here.
const ENDPOINT = 'https://newsletter.example.test/api/newsletter-form/test-form';
const RATE_LIMIT_KEY = 'newsletter:lastSubmission';

function form(page: Page) {
  const region = page.getByRole('contentinfo');
  return {
    email: region.getByLabel('Email address'),
    subscribe: region.getByRole('button', { name: 'Subscribe' }),
    back: region.getByRole('button', { name: 'Back' }),
    region,
  };
}

async function stubProvider(page: Page, handler: (route: Route) => Promise<void>): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await handler(route);
  });
  return requests;
}

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  headers: { 'access-control-allow-origin': '*' },
  body: JSON.stringify(body),
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/pricing/');
});

test('an invalid email shows the inline message, sends nothing, and Back clears it', async ({ page }) => {
  const requests = await stubProvider(page, (route) => route.fulfill(json(200, {})));
  const f = form(page);
  await f.email.fill('not-an-email');
  await f.subscribe.click();
  await expect(f.region.getByText('Please enter a valid email')).toBeVisible();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.back).toBeFocused();
  expect(requests).toHaveLength(0);

  await f.back.click();
  await expect(f.email).toHaveValue('');
  await expect(f.email).toBeFocused();
  await expect(f.subscribe).toBeVisible();
  await expect(f.region.getByText('Please enter a valid email')).toHaveCount(0);
});

test('an empty email is refused too', async ({ page }) => {
  const f = form(page);
  await f.subscribe.click();
  await expect(f.region.getByText('Please enter a valid email')).toBeVisible();
});

test('a successful sign-up posts the form and thanks the reader', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests = await stubProvider(page, async (route) => {
    await held;
    await route.fulfill(json(200, { message: 'ok' }));
  });
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByRole('button', { name: 'Please wait...' })).toBeVisible();
  // A second submit while SUBMITTING is ignored.
  await f.email.press('Enter');
  release();
  await expect(f.region.getByText("Thanks! We'll be in touch!")).toBeVisible();
  expect(requests).toHaveLength(1);
  const request = requests[0];
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(request.postData()).toBe('userGroup=&email=jane%40example.com');
  expect(await page.evaluate((key) => localStorage.getItem(key), RATE_LIMIT_KEY)).not.toBeNull();
});

test('a non-ok answer shows its message and clears the rate limit', async ({ page }) => {
  allowConsoleErrors(page, /status of 400/);
  await stubProvider(page, (route) => route.fulfill(json(400, { message: 'This email is already subscribed' })));
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText('This email is already subscribed')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), RATE_LIMIT_KEY)).toBeNull();
});

test('a non-ok answer without a message shows the status text', async ({ page }) => {
  allowConsoleErrors(page, /status of 503/);
  await stubProvider(page, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'text/html',
      headers: { 'access-control-allow-origin': '*' },
      body: '<h1>down</h1>',
    }),
  );
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText('Service Unavailable')).toBeVisible();
});

test('a network failure shows the try-again message', async ({ page }) => {
  allowConsoleErrors(page, /net::ERR_FAILED/);
  await stubProvider(page, (route) => route.abort('failed'));
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText('Too many signups, please try again in a little while')).toBeVisible();
});

test('a second sign-up within 60 seconds is blocked without a request', async ({ page }) => {
  const requests = await stubProvider(page, (route) => route.fulfill(json(200, {})));
  let f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText("Thanks! We'll be in touch!")).toBeVisible();

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  f = form(page);
  await f.email.fill('other@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText('Too many signups, please try again in a little while')).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('the 60-second block expires', async ({ page }) => {
  const requests = await stubProvider(page, (route) => route.fulfill(json(200, {})));
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 60_001)), RATE_LIMIT_KEY);
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText("Thanks! We'll be in touch!")).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a failed request resets the rate limit so the reader can retry at once', async ({ page }) => {
  allowConsoleErrors(page, /status of 500/);
  let calls = 0;
  const requests = await stubProvider(page, (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill(json(500, { message: 'Temporary problem' })) : route.fulfill(json(200, {}));
  });
  const f = form(page);
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText('Temporary problem')).toBeVisible();
  await f.back.click();
  await f.email.fill('jane@example.com');
  await f.subscribe.click();
  await expect(f.region.getByText("Thanks! We'll be in touch!")).toBeVisible();
  expect(requests).toHaveLength(2);
});
