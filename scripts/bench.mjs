// `npm run bench`: size and speed figures of the production build, printed as
// tables (never asserted: this machine is shared and noisy).
// 1. a fresh production build: wall time and peak memory;
// 2. page count;
// 3. per template, the JS and CSS a first visit downloads (raw and gzip);
// 4. per template, Lighthouse mobile scores through our compressing server;
// 5. the start-up window (first paint to hydration at 4x CPU), then the search, API, social-card and
//    Markdown-twin figures, when those modules are present.
// Options: --skip-build (reuse build/), --cold (empty the bundler and social-card caches first, as a
// fresh clone or CI builds), --no-lighthouse, --runs N (Lighthouse runs per page, median),
// --lhr-dir DIR (keep each Lighthouse report as JSON, to see what a score is made of)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createServer } from './serve.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { median, formatBytes, table } from './lib/bench-format.mjs';
import { buildPhases } from './lib/build-phases.mjs';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'lhr-dir': { type: 'string' },
  },
});

/** Rspack's persistent cache and the social-card cache: a warm build reuses both. */
const BUILD_CACHE = 'node_modules/.cache';

function buildSite({ cold }) {
  if (cold) rmSync(BUILD_CACHE, { recursive: true, force: true });
  const cache = existsSync(BUILD_CACHE) ? 'warm' : 'cold';
  // The perf logger makes Docusaurus print each phase's time (read by ./lib/build-phases.mjs).
  const env = { ...process.env, GITHUB_STARS_OFFLINE: '1', DOCUSAURUS_PERF_LOGGER: 'true' };
  for (const name of ['SIGNOZ_E2E_FIXTURES', 'GTAG_ID', 'GTM_ID', 'ALGOLIA_APP_ID']) delete env[name];
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', '--silent', 'build'], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error('production build failed');
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  // CPU time varies far less than wall time when other jobs share the machine.
  const cpu = ['User', 'System'].reduce(
    (sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? 0),
    0,
  );
  return { seconds, cpu, peakMb: peakKb / 1024, cache, phases: buildPhases(`${result.stdout}\n${result.stderr}`) };
}

function countPages(dir) {
  let pages = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages += countPages(path);
    else if (name === 'index.html') pages += 1;
  }
  return pages;
}

function firstPostPath(buildDir) {
  const html = readFileSync(join(buildDir, 'blog/index.html'), 'utf8');
  // The HTML is minified: attribute values may be quoted or not.
  return /<h2[^>]*><a[^>]*href="?(\/blog\/[^"\s>]+\/)/.exec(html)?.[1] ?? null;
}

async function firstVisitBytes(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind) return;
    pending.push(
      response.body().then(
        (body) => {
          totals[kind].raw += body.length;
          totals[kind].gzip += gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return totals;
}

async function lighthouseScores(url, runs, name) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (values['lhr-dir']) {
        mkdirSync(values['lhr-dir'], { recursive: true });
        writeFileSync(join(values['lhr-dir'], `${name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, pick(key)]));
}

async function main() {
  const buildDir = 'build';
  let build = null;
  if (!values['skip-build']) {
    console.log('Building the production site (no fixtures, no analytics)...');
    build = buildSite({ cold: values.cold });
  }
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('no build/ to measure');

  const server = createServer({ dir: buildDir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  const pageCount = countPages(buildDir);
  console.log('\n## Build');
  console.log(
    table(
      ['figure', 'value'],
      [
        ['build wall time', build ? `${build.seconds.toFixed(1)} s (${build.cache} cache)` : 'skipped'],
        ['build CPU time (user + system)', build ? `${build.cpu.toFixed(1)} s` : 'skipped'],
        ['build peak memory', build ? `${build.peakMb.toFixed(0)} MB` : 'skipped'],
        ['pages (index.html files)', String(pageCount)],
      ],
    ),
  );
  if (build?.phases.length) {
    console.log(
      '\nWhere the build time went (wall time of each phase; some overlap, see scripts/lib/build-phases.mjs):',
    );
    console.log(
      table(
        ['phase', 'wall time'],
        build.phases.map(({ name, ms }) => [name, `${(ms / 1000).toFixed(1)} s`]),
      ),
    );
  }

  const templates = [
    ['home', '/'],
    ['docs page', '/docs/install/docker/'],
    ['blog post', existsSync(join(buildDir, 'blog/index.html')) ? firstPostPath(buildDir) : null],
    ['blog list', '/blog/'],
    ['pricing', '/pricing/'],
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const sizeRows = [];
  const lhRows = [];
  for (const [name, path] of templates) {
    if (!path || !existsSync(join(buildDir, path, 'index.html'))) {
      sizeRows.push([name, path ?? '-', 'not built', '', '', '']);
      continue;
    }
    const bytes = await firstVisitBytes(browser, base + path);
    sizeRows.push([
      name,
      path,
      formatBytes(bytes.js.raw),
      formatBytes(bytes.js.gzip),
      formatBytes(bytes.css.raw),
      formatBytes(bytes.css.gzip),
    ]);
    if (!values['no-lighthouse']) {
      const s = await lighthouseScores(base + path, Number(values.runs), name);
      lhRows.push([
        name,
        s.performance.toFixed(0),
        s.accessibility.toFixed(0),
        s.bestPractices.toFixed(0),
        s.seo.toFixed(0),
        `${(s.lcp / 1000).toFixed(2)} s`,
        `${s.tbt.toFixed(0)} ms`,
        s.cls.toFixed(3),
      ]);
    }
  }
  await browser.close();

  console.log('\n## First visit downloads (budget: docs page JS <= 250 KB gzip)');
  console.log(table(['template', 'path', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'], sizeRows));
  if (lhRows.length) {
    console.log(
      `\n## Lighthouse, mobile, served compressed (median of ${values.runs}; budget: perf >= 95, others 100)`,
    );
    console.log(table(['template', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'], lhRows));
  }

  for (const [file, fn, title] of [
    ['./bench-startup.mjs', 'benchStartup', 'Start-up window (phone, 4x CPU)'],
    ['./bench-search.mjs', 'benchSearch', 'Search (Pagefind)'],
    ['./bench-api.mjs', 'benchApi', 'API sandbox'],
    ['./bench-post-build.mjs', 'benchPostBuild', 'Post-build steps (in the build, in order)'],
    ['./bench-cards.mjs', 'benchCards', 'Social cards'],
    ['./bench-twins.mjs', 'benchTwins', 'Markdown twins and llms.txt'],
    ['./bench-git-dates.mjs', 'benchGitDates', '"Last updated on" dates from git'],
  ]) {
    if (!existsSync(new URL(file, import.meta.url))) continue;
    console.log(`\n## ${title}`);
    const mod = await import(file);
    await mod[fn]({ buildDir, baseUrl: base });
  }
  server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
