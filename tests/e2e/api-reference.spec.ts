import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * /api_reference/: the ten operations are rendered from the OpenAPI document,
 * and the Try-it panel talks to a real sandbox started here on loopback.
 */
const KEY = 'e2e-sandbox-key';
let sandbox: ChildProcess | undefined;
let sandboxUrl = '';

test.beforeAll(async () => {
  const root = path.resolve(__dirname, '../..');
  sandbox = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts', '--port', '0', '--db', ':memory:'],
    {
      cwd: root,
      env: {
        ...process.env,
        SIGNOZ_API_KEYS: KEY,
        SIGNOZ_API_LOG: '0',
        SIGNOZ_API_HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  sandboxUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${out}`)), 20_000);
    sandbox!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    sandbox!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    sandbox!.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  sandbox?.kill('SIGTERM');
});

async function openReference(page: Page): Promise<void> {
  // The shared fixture stubs every other origin; let the sandbox through (routes registered later win).
  await page.route(`${sandboxUrl}/**`, (route) => route.continue());
  await page.goto('/api_reference/');
  // Hydrated when React has attached its props to the Try-it buttons.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      Array.from(document.querySelectorAll('form button[type=submit]')).some((b) =>
        Object.keys(b).some((k) => k.startsWith('__reactProps')),
      ),
  );
}

async function tryIt(
  page: Page,
  summary: RegExp,
  fill: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: string;
    key?: string;
    baseUrl?: string;
  },
) {
  const panel = page.locator('details').filter({ has: page.getByText(summary) });
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.locator('summary').click();
  await panel.getByLabel('Base URL').fill(fill.baseUrl ?? sandboxUrl);
  await panel.getByLabel(/API key/).fill(fill.key ?? KEY);
  for (const [name, value] of Object.entries(fill.params ?? {}))
    await panel.getByLabel(new RegExp(`Path parameter ${name}`)).fill(value);
  for (const [name, value] of Object.entries(fill.query ?? {}))
    await panel.getByLabel(new RegExp(`Query parameter ${name}`)).fill(value);
  if (fill.body !== undefined) await panel.getByLabel('Request body (JSON)').fill(fill.body);
  await panel.getByRole('button', { name: 'Send request' }).click();
  return panel.getByRole('status');
}

test('lists all ten operations with their errors, auth header and schemas', async ({ page }) => {
  await openReference(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/API reference/);
  const nav = page.getByRole('navigation', { name: 'API reference' });
  for (const name of [
    'List alert rules',
    'Create an alert rule',
    'Get an alert rule',
    'Replace an alert rule',
    'Delete an alert rule',
    'List dashboards',
    'Create a dashboard',
    'Get a dashboard',
    'Replace a dashboard',
    'Delete a dashboard',
  ]) {
    await expect(nav.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.locator('details > summary')).toHaveCount(10);
  // Every refusal of the sandbox, in the Errors table by status.
  const errors = page.getByRole('table', { name: 'Error answers' });
  await expect(errors.locator('tbody td:first-child')).toHaveText([
    '400',
    '400',
    '400',
    '400',
    '401',
    '404',
    '404',
    '404',
    '405',
    '408',
    '413',
    '415',
    '417',
    '431',
  ]);
  for (const message of ['Invalid input', 'Invalid ID supplied', 'Alert not found', 'Dashboard not found']) {
    await expect(page.getByRole('cell', { name: message, exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('h3#schema-Alert')).toBeVisible();
  await expect(page.locator('#schema-Alert ~ * code', { hasText: 'evalWindow' }).first()).toBeVisible();
  await expect(page.getByText('SIGNOZ-API-KEY').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toBeVisible();
});

test('has no axe violations', async ({ page }) => {
  // The page holds every schema and code sample of the API: axe needs longer than the default timeout.
  test.setTimeout(600_000);
  await openReference(page);
  await page.locator('details').first().locator('summary').click();
  await expectNoAxeViolations(page);
});

test('Try it creates a rule in the sandbox, reads it back and reports a wrong key', async ({ page }) => {
  // Chromium logs every 4xx answer to fetch(); these ones are the point of the test.
  allowConsoleErrors(page, /status of 400 \(Bad Request\)/, /status of 401 \(Unauthorized\)/);
  await openReference(page);
  const created = await tryIt(page, /Try it: POST \/api\/v1\/rules$/, {});
  await expect(created).toContainText('Status 201');
  const text = (await created.locator('pre').textContent()) ?? '';
  const id = String(JSON.parse(text).id);
  expect(Number(id)).toBeGreaterThan(0);

  const got = await tryIt(page, /Try it: GET \/api\/v1\/rules\/\{id\}/, {
    params: { id },
  });
  await expect(got).toContainText('Status 200');
  await expect(got).toContainText('"evalWindow": "10m"');

  const invalid = await tryIt(page, /Try it: DELETE \/api\/v1\/rules\/\{id\}/, {
    params: { id: 'abc' },
  });
  await expect(invalid).toContainText('Status 400');
  await expect(invalid).toContainText('Invalid ID supplied');

  const wrongKey = await tryIt(page, /Try it: GET \/api\/v1\/dashboards$/, {
    key: 'not-the-key',
  });
  await expect(wrongKey).toContainText('Status 401');

  // The key lives in sessionStorage only.
  const stored = await page.evaluate(() => ({
    session: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
  }));
  expect(stored.session).toContain('not-the-key');
  expect(stored.local).not.toContain('not-the-key');
  expect(stored.local).not.toContain(KEY);
});

test('documents the list query parameters and Try it pages a list with them', async ({ page }) => {
  // Two rules at least, whichever tests ran before in this worker's sandbox.
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${sandboxUrl}/api/v1/rules`, {
      method: 'POST',
      headers: { 'SIGNOZ-API-KEY': KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        alert: `e2e rule ${i}`,
        alertType: 'METRIC_BASED_ALERT',
        ruleType: 'promql_rule',
        condition: {
          target: 1,
          matchType: 1,
          op: 1,
          compositeQuery: {
            queryType: 'promql',
            panelType: 'graph',
            promQueries: { A: { query: 'up', disabled: false } },
          },
        },
      }),
    });
    expect(res.status).toBe(201);
  }
  await openReference(page);
  await expect(page.getByRole('heading', { level: 4, name: 'Query parameters' })).toHaveCount(2);
  let shown = '';
  const readPage = async (query: Record<string, string>) => {
    const result = await tryIt(page, /Try it: GET \/api\/v1\/rules$/, { query });
    await expect(result).toContainText('Status 200');
    // The same panel shows the previous answer until the new one is rendered.
    await expect(result.locator('pre')).not.toHaveText(shown);
    shown = (await result.locator('pre').textContent()) ?? '';
    return JSON.parse(shown);
  };
  const first = await readPage({ limit: '1' });
  expect(first).toHaveLength(1);
  const second = await readPage({ limit: '1', offset: '1' });
  expect(second).toHaveLength(1);
  expect(second[0].id).toBeGreaterThan(first[0].id);
});

test('Try it explains an unreachable server instead of failing silently', async ({ page }) => {
  allowConsoleErrors(page, /ERR_CONNECTION_REFUSED|ERR_FAILED/);
  await openReference(page);
  // Port 9 (discard) on loopback is closed on test machines: the browser refuses the connection.
  await page.route('http://127.0.0.1:9/**', (route) => route.abort('connectionrefused'));
  const result = await tryIt(page, /Try it: GET \/api\/v1\/rules$/, {
    baseUrl: 'http://127.0.0.1:9',
  });
  await expect(result).toContainText('did not get an answer');
  await expect(result).toContainText('CORS');
});

test('the home page does not load the API description', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('response', (res) => {
    // Our own bundles only: third-party scripts (the stubbed analytics) are not ours to inspect.
    if (res.request().resourceType() === 'script' && res.url().startsWith(origin)) scripts.push(res.url());
  });
  await page.goto('/');
  // The entry scripts load after the first paint (src/plugins/performance/contentFirst/): wait for the app.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('Dashboard not found');
  }
});
