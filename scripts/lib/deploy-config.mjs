// Builds the deploy configuration for static hosts and CDNs (Netlify and
// Cloudflare Pages read `_headers` and `_redirects` from the output folder):
// security headers with a Content-Security-Policy that allows only what the
// built site uses, cache rules, and the `.html` / `index.html` aliases.
import { createHash } from 'node:crypto';

/** Inline <script> bodies that execute (JSON-LD and other data blocks do not). */
export function inlineScripts(html) {
  const scripts = [];
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  let match;
  while ((match = re.exec(html))) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (match[2].trim() === '') continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export function sha256Source(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Who may show our pages in a frame. SigNoz's own UI does: its "Add data source" onboarding screen shows
 * the chosen data source's docs page in an iframe (SigNoz v0.138.0,
 * frontend/src/container/OnboardingV2Container/AddDataSource/AddDataSource.tsx), and SigNoz Cloud serves
 * that UI from `<workspace>.<region>.signoz.cloud`. Everyone else is refused, as before. The host wildcard
 * matches any depth of subdomain (CSP Level 3, host matching), so new Cloud regions need no change here.
 */
export const FRAME_ANCESTORS = ["'self'", 'https://*.signoz.cloud'];

/**
 * @param {{ scriptHashes: string[], gtag?: boolean, gtm?: boolean, algoliaAppId?: string }} options
 */
export function contentSecurityPolicy({ scriptHashes, gtag = false, gtm = false, algoliaAppId }) {
  const google = gtag || gtm;
  const scriptSrc = ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()];
  if (google) scriptSrc.push('https://www.googletagmanager.com');
  const connectSrc = [
    "'self'",
    // The API reference's "Try it" panel calls the reader's own SigNoz or a
    // local sandbox, at an address the reader types.
    'https:',
    'http://localhost:*',
    'http://127.0.0.1:*',
  ];
  if (algoliaAppId) connectSrc.push(`https://${algoliaAppId}-dsn.algolia.net`, 'https://*.algolianet.com');
  const imgSrc = ["'self'", 'data:'];
  if (google) imgSrc.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', imgSrc],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', FRAME_ANCESTORS],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * No X-Frame-Options: it cannot name an allowed origin (ALLOW-FROM was never widely supported), and browsers
 * that know CSP's `frame-ancestors` ignore it when both are sent; the CSP above decides who may frame a page.
 */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
}

/** `_headers` file (Netlify / Cloudflare Pages format). */
export function headersFile(csp) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(csp))) lines.push(`  ${name}: ${value}`);
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  lines.push('/sw.js', '  Cache-Control: no-cache', '');
  // The Markdown twins of the pages (src/plugins/markdownTwins) and the llms.txt files: hosts guess
  // text/plain or a download for .md, and the charset must be said for non-ASCII text to survive.
  lines.push('/*.md', '  Content-Type: text/markdown; charset=utf-8', '');
  lines.push('/llms*.txt', '  Content-Type: text/plain; charset=utf-8', '');
  // Every request for it carries a tag unique to the page session (?ts=, see
  // src/plugins/performance/searchWarmup/engineWarmup.ts), so a short lifetime lets the second request of a session be
  // answered from the first without ever serving a stale index to a new one.
  lines.push('/pagefind/pagefind-entry.json', '  Cache-Control: public, max-age=60', '');
  for (const { path, immutable } of PAGEFIND_GZIP_FILES) {
    lines.push(path, '  Content-Encoding: gzip');
    if (immutable) lines.push('  Cache-Control: public, max-age=31536000, immutable');
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Pagefind's binary files (engine, index metadata, word index, filters, page fragments) are stored
 * gzipped, and pagefind.js inflates them in JavaScript on the main thread: about 25 ms of a cold first
 * query here. Sent as what they are, gzip-encoded responses, the browser inflates them natively and
 * Pagefind sees its `pagefind_dcd` signature and skips its own step. A host that ignores these headers
 * serves the bytes as before and Pagefind inflates them itself, so search works either way. All but
 * the engine are named by a hash of their content, hence immutable.
 */
export const PAGEFIND_GZIP_FILES = [
  { path: '/pagefind/wasm.*', immutable: false },
  { path: '/pagefind/*.pf_meta', immutable: true },
  { path: '/pagefind/index/*', immutable: true },
  { path: '/pagefind/filter/*', immutable: true },
  { path: '/pagefind/fragment/*', immutable: true },
];

/**
 * `_redirects` file: `/x.html` and `/x/index.html` lead to `/x/`. Explicit
 * rules per page, because hosts differ in where they allow wildcards.
 * @param {string[]} pageDirs page folders relative to the build root ('' for home, 'docs/install' ...)
 */
export function redirectsFile(pageDirs) {
  const lines = ['# Generated by scripts/deploy-config.mjs: .html and /index.html aliases of every page.'];
  for (const dir of [...pageDirs].sort()) {
    if (dir === '') {
      lines.push('/index.html / 301');
      continue;
    }
    lines.push(`/${dir}.html /${dir}/ 301`);
    lines.push(`/${dir}/index.html /${dir}/ 301`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Parses a `_headers` file into rules (used by the local server).
 * @param {string} text
 * @returns {{ pattern: RegExp, headers: Record<string, string> }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp, headers: Record<string, string> }[]} */
  const rules = [];
  /** @type {{ pattern: RegExp, headers: Record<string, string> } | null} */
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      current = { pattern: new RegExp(`^${source}$`), headers: {} };
      rules.push(current);
      continue;
    }
    const idx = line.indexOf(':');
    if (current && idx > 0) current.headers[line.slice(0, idx).trim()] = line.slice(idx + 1).trim();
  }
  return rules;
}
