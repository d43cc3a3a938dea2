import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated, allowConsoleErrors } from './fixtures';

// Built with SIGNUP_ENDPOINT=https://signup.example.test/api/signup; always stubbed.
const ENDPOINT = 'https://signup.example.test/api/signup';

function fields(page: Page) {
  const form = page.getByRole('form', { name: 'Create your SigNoz Cloud account' });
  return {
    form,
    name: form.getByLabel('Full name'),
    email: form.getByLabel('Work email'),
    company: form.getByLabel('Company'),
    region: (label: string) => form.getByRole('radio', { name: label }),
    submit: form.getByRole('button', { name: 'Create account' }),
  };
}

async function fillValid(page: Page) {
  const f = fields(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@acme.io');
  await f.company.fill('Acme');
  await f.region('European Union (EU)').check();
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/teams/');
});

test('the navbar button leads to the sign-up', async ({ page }) => {
  await gotoHydrated(page, '/pricing/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Try SigNoz Cloud' }).click();
  await expect(page).toHaveURL(/\/teams\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try SigNoz Cloud free');
});

test('happy path: posts JSON, shows progress, lands on /verify-email/', async ({ page }) => {
  const requests: Request[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await held;
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{}',
    });
  });
  await fillValid(page);
  await fields(page).submit.click();
  await expect(page.getByRole('button', { name: 'Creating your account...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sending your details' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox to finish signing up');
  await expect(page.getByText('asha@acme.io')).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0].method()).toBe('POST');
  expect(requests[0].postDataJSON()).toEqual({
    fullName: 'Asha Rao',
    email: 'asha@acme.io',
    company: 'Acme',
    region: 'eu',
  });
});

test('an empty form shows every message and focuses the first field', async ({ page }) => {
  let called = false;
  await page.route(ENDPOINT, (route) => {
    called = true;
    return route.abort();
  });
  const f = fields(page);
  await f.submit.click();
  await expect(f.form.getByText('Enter your full name.')).toBeVisible();
  await expect(f.form.getByText('Enter your work email address.')).toBeVisible();
  await expect(f.form.getByText('Enter the name of your company or team.')).toBeVisible();
  await expect(f.form.getByText('Choose the region where your data will be stored.')).toBeVisible();
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  expect(called).toBe(false);
});

test('a malformed email is refused', async ({ page }) => {
  await fillValid(page);
  const f = fields(page);
  await f.email.fill('asha@acme');
  await f.submit.click();
  await expect(f.form.getByText('Enter an email address in the form name@company.com.')).toBeVisible();
  await expect(f.email).toBeFocused();
});

for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com']) {
  test(`a ${domain} address is refused with the reason`, async ({ page }) => {
    await fillValid(page);
    const f = fields(page);
    await f.email.fill(`asha@${domain}`);
    await f.submit.click();
    await expect(f.form.getByText(`${domain} is a personal mailbox`)).toBeVisible();
  });
}

test('a missing region is reported', async ({ page }) => {
  const f = fields(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@acme.io');
  await f.company.fill('Acme');
  await f.submit.click();
  await expect(f.form.getByText('Choose the region where your data will be stored.')).toBeVisible();
});

test('a failed request keeps everything typed and says why', async ({ page }) => {
  allowConsoleErrors(page, /status of 409/);
  await page.route(ENDPOINT, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ message: 'An account already exists for acme.io' }),
    }),
  );
  await fillValid(page);
  const f = fields(page);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account already exists for acme.io' })).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/$/);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@acme.io');
  await expect(f.company).toHaveValue('Acme');
  await expect(f.region('European Union (EU)')).toBeChecked();
});

test('a network failure keeps everything typed', async ({ page }) => {
  allowConsoleErrors(page, /net::ERR_FAILED/);
  await page.route(ENDPOINT, (route) => route.abort('failed'));
  await fillValid(page);
  const f = fields(page);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not reach the sign-up service' })).toBeVisible();
  await expect(f.email).toHaveValue('asha@acme.io');
});
