import { test, expect, expectNoAxeViolations, gotoHydrated } from './fixtures';

const PAGE = '/docs/instrumentation/python/';

test.describe('reader settings', () => {
  test('fill code samples, switch the deployment tabs, copy filled code, and clear', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));

    await gotoHydrated(page, PAGE);
    const cloudCode = page
      .locator('[role="tabpanel"]:not([hidden]) pre')
      .filter({ hasText: 'OTEL_EXPORTER_OTLP_HEADERS' })
      .first();
    await expect(cloudCode).toContainText('ingest.<region>.signoz.cloud');
    await expect(cloudCode).toContainText('signoz-ingestion-key=<your-ingestion-key>');

    const panel = page.getByTestId('reader-settings');
    await panel.getByText('Your settings for code samples').click();
    await panel.getByLabel('Cloud region').selectOption('eu');
    await panel.getByLabel('Ingestion key').fill('Zx81-k2_9PqR.sT');
    await expect(cloudCode).toContainText('ingest.eu.signoz.cloud');
    await expect(cloudCode).toContainText('signoz-ingestion-key=Zx81-k2_9PqR.sT');
    await expect(panel).toContainText('region eu, ingestion key set');

    await cloudCode.hover();
    await cloudCode.locator('..').getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('https://ingest.eu.signoz.cloud:443');
    expect(copied).toContain('signoz-ingestion-key=Zx81-k2_9PqR.sT');

    // Choosing self-hosted switches the synced deployment tabs and fills the host.
    await panel.getByLabel('Self-hosted', { exact: true }).check();
    await panel.getByLabel('Self-hosted collector host').fill('otel.internal');
    const selfHostedCode = page.locator('[role="tabpanel"]:not([hidden]) pre').filter({ hasText: ':4317' }).first();
    await expect(selfHostedCode).toContainText('http://otel.internal:4317');

    // Values survive navigation and reloads, and are only ever in local storage.
    await gotoHydrated(page, PAGE);
    await expect(page.locator('pre').filter({ hasText: 'otel.internal' }).first()).toBeAttached();
    expect(sent.filter((line) => line.includes('Zx81-k2_9PqR'))).toEqual([]);

    await page.getByTestId('reader-settings').getByText('Your settings for code samples').click();
    await page.getByRole('button', { name: 'Clear my settings' }).click();
    await expect(page.locator('pre').filter({ hasText: '<otel-collector-host>' }).first()).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('signoz.readerSettings.v1'))).toBeNull();
  });

  test('an invalid host is explained and not used', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const panel = page.getByTestId('reader-settings');
    await panel.getByText('Your settings for code samples').click();
    const host = panel.getByLabel('Self-hosted collector host');
    // The panel says where each value comes from.
    await expect(panel.getByRole('link', { name: 'choose your endpoint' })).toHaveAttribute(
      'href',
      '/docs/instrumentation/overview/#choose-your-endpoint-signoz-cloud-or-self-hosted',
    );
    // The open panel, hint included, passes axe in both themes.
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      // Links fade to the new theme's colour (a 0.2 s transition): check the colours the reader ends up seeing.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page, { include: '[data-testid="reader-settings"]' });
    }
    // The field says, before anything is typed, what localhost means from inside a container.
    await expect(host).toHaveAccessibleDescription(/inside a Docker container, localhost is the container itself/);
    await host.fill('http://bad host');
    await expect(panel.getByRole('alert')).toContainText('host name or IP address');
    // The error joins the hint in the field's description; it does not replace it.
    await expect(host).toHaveAccessibleDescription(/localhost is the container itself.*host name or IP address/);
    await expect(page.locator('pre').filter({ hasText: 'bad host' })).toHaveCount(0);
  });

  test('without JavaScript the page shows the placeholders', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('pre').filter({ hasText: 'ingest.<region>.signoz.cloud' }).first()).toBeAttached();
    await context.close();
  });
});
