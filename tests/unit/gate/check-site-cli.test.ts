import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run check:site` end to end on a tiny build: counts printed, exit 0 when
// clean, exit 1 and the rule named when a seeded defect is in.

const ORIGIN = 'https://signoz.io';
const folders: string[] = [];

function page(route: string, { robots = '', extraBody = '' } = {}): string {
  const url = route === '404' ? null : `${ORIGIN}${route}`;
  return [
    '<!doctype html><html lang=en class=plugin-pages><head>',
    `<title>Page ${route}</title>`,
    `<meta name=description content="The ${route} page of the tiny build, long enough for the description rule.">`,
    robots ? `<meta name=robots content="${robots}">` : '',
    url ? `<link rel=canonical href=${url}><meta property=og:url content=${url}>` : '',
    `<meta property=og:image content=${ORIGIN}/img/card.png>`,
    '</head><body><main><h1>Title</h1>',
    `<p>${'Words for the reader of this page. '.repeat(5)}</p><a href=/docs/>Docs</a>${extraBody}`,
    '</main></body></html>',
  ].join('');
}

function build(extraBody = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-gate-'));
  folders.push(dir);
  const files: Record<string, string> = {
    'index.html': page('/', { extraBody }),
    'docs/index.html': page('/docs/'),
    'search/index.html': page('/search/', { robots: 'noindex, follow' }),
    '404.html': page('404', { robots: 'noindex' }),
    'img/card.png': 'png',
    _redirects: '/index.html / 301\n',
    'sitemap.xml': `<?xml version="1.0"?><urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/docs/</loc></url></urlset>`,
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

function checkSite(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-site.mjs', '--build', dir], {
    encoding: 'utf8',
  });
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check:site', () => {
  it('prints its counts and passes a clean build', () => {
    const run = checkSite(build());
    expect(run.stdout).toMatch(/^site gate \(static\): 4 pages, 2 sitemap URLs, 12 rules, 0 problems/);
    expect(run.status).toBe(0);
  }, 30_000);

  it('fails on a seeded dead link (the footer Slack link of issue 22) and names the rule', () => {
    const run = checkSite(build(`<a href=${ORIGIN}/slack>Slack community</a>`));
    expect(run.stdout).toMatch(/1 problems/);
    expect(run.stdout).toContain(`FAIL links`);
    expect(run.stdout).toContain(`/: ${ORIGIN}/slack leads nowhere`);
    expect(run.status).toBe(1);
  }, 30_000);
});
