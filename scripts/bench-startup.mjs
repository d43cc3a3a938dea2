// Start-up window benchmark: on a phone-sized page with the CPU slowed 4x (a mid-range phone), the time
// from the first contentful paint to the app's hydration, when a control that needs the app would not
// answer, and how long the search button takes to show a dialog when pressed at the first paint.
// Printed, not asserted.
//
// Used by `npm run bench` (scripts/bench.mjs) as
//   await benchStartup({ buildDir: 'build', baseUrl: 'http://127.0.0.1:3000/' })
// and runnable alone: node scripts/bench-startup.mjs [baseUrl] [buildDir] [runs]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { median, table } from './lib/bench-format.mjs';

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

function firstPostPath(buildDir) {
  const html = readFileSync(join(buildDir, 'blog/index.html'), 'utf8');
  return /<h2[^>]*><a[^>]*href="?(\/blog\/[^"\s>]+\/)/.exec(html)?.[1] ?? null;
}

/** Records, in the page, when <html data-has-hydrated="true"> appears (Docusaurus sets it once hydrated). */
function watchHydration() {
  new globalThis.MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      window.__benchHydratedAt = performance.now();
      observer.disconnect();
    }
    // The document, not <html>: this runs before the parser has made <html>.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

/**
 * Presses the search button in the page at the first contentful paint, and records when a dialog
 * opens. Without an early answer the press is lost: no dialog, ever.
 */
function pressSearchAtFirstPaint() {
  new globalThis.PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    const button = document.querySelector('.navbar [aria-haspopup="dialog"]');
    if (!button) return;
    window.__benchPressedAt = performance.now();
    button.click();
    const poll = () => {
      if (document.querySelector('dialog[open]')) window.__benchDialogAt = performance.now();
      else globalThis.requestAnimationFrame(poll);
    };
    poll();
  }).observe({ type: 'paint', buffered: true });
}

async function measure(browser, url, pressSearch) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(watchHydration);
  if (pressSearch) await page.addInitScript(pressSearchAtFirstPaint);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__benchHydratedAt !== undefined, null, { timeout: 60_000 });
  if (pressSearch) await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: window.__benchHydratedAt,
    early: Boolean(window.__signozEarly),
    pressedAt: window.__benchPressedAt,
    dialogAt: window.__benchDialogAt,
  }));
  await context.close();
  return figures;
}

/**
 * @param {{ buildDir?: string, baseUrl: string, runs?: number, log?: (line: string) => void }} options
 */
export async function benchStartup({ buildDir = 'build', baseUrl, runs = 3, log = console.log }) {
  const templates = [
    ['home', '/'],
    ['docs page', '/docs/install/docker/'],
    ['blog post', existsSync(join(buildDir, 'blog/index.html')) ? firstPostPath(buildDir) : null],
    ['pricing', '/pricing/'],
    ['API reference', '/api_reference/'],
  ].filter(([, path]) => path && existsSync(join(buildDir, path, 'index.html')));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows = [];
  let early = false;
  try {
    for (const [name, path] of templates) {
      const url = new URL(path, baseUrl).href;
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(browser, url, false));
      early ||= samples.some((s) => s.early);
      const fcp = median(samples.map((s) => s.fcp));
      const hydrated = median(samples.map((s) => s.hydrated));
      rows.push([name, path, `${fcp.toFixed(0)} ms`, `${hydrated.toFixed(0)} ms`, `${(hydrated - fcp).toFixed(0)} ms`]);
    }
    log(
      `Phone viewport, CPU ${CPU_SLOWDOWN}x slower, median of ${runs}: first contentful paint, hydration, and the window between them`,
    );
    log(table(['template', 'path', 'first paint', 'hydrated', 'window'], rows));
    log(
      early
        ? 'Controls in the window: search button, Ctrl/Cmd+K, / and the menu button answer from the first paint (early-input script); hide-on-scroll runs from it too.'
        : 'Controls in the window: no early-input script; search, its shortcuts, the menu button and hide-on-scroll do nothing until hydration.',
    );
    const presses = [];
    for (let run = 0; run < runs; run++) presses.push(await measure(browser, new URL('/', baseUrl).href, true));
    const answered = presses.filter((p) => p.dialogAt !== undefined);
    log(
      answered.length === presses.length
        ? `Search button pressed at the first paint (home): a dialog on screen ${median(answered.map((p) => p.dialogAt - p.pressedAt)).toFixed(0)} ms later (median of ${runs})`
        : `Search button pressed at the first paint (home): no dialog in ${presses.length - answered.length} of ${presses.length} runs (the press was lost)`,
    );
  } finally {
    await browser.close();
  }
  return { rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000/';
  const buildDir = process.argv[3] ?? 'build';
  console.log('## Start-up window');
  await benchStartup({ buildDir, baseUrl, runs: Number(process.argv[4] ?? 3) });
}
