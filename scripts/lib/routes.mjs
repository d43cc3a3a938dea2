// Parsing of the spec's routes.txt: plain lines are required routes, lines
// starting with `!` are routes that must not exist, `#` lines are comments.
import { load } from 'cheerio';
import { elementIds } from './site-gate/facts.mjs';

/** @param {string} text */
export function parseRoutes(text) {
  const required = [];
  const forbidden = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('!')) forbidden.push(line.slice(1).trim());
    else required.push(line);
  }
  return { required, forbidden };
}

/** The site section a route belongs to, for reports. */
export function sectionOf(route) {
  const first = route.split('/')[1] ?? '';
  if (['docs', 'blog', 'comparisons', 'learn', 'opentelemetry'].includes(first)) return first;
  if (first === 'api_reference' || first === 'search') return first;
  return 'pages';
}

/**
 * The docs links of scripts/data/product-doc-links.txt as site paths and anchors:
 * `https://signoz.io/docs/x/#y` → { url, path: '/docs/x/', anchor: 'y', unserved: null }. Paths get a trailing
 * slash. A line `<url> unserved: <why>` is a link the site knowingly does not serve (unserved: '<why>').
 * @param {string} text
 */
export function parseProductLinks(text) {
  const links = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    // `<url>` or `<url> unserved: <why>`: a link the site knowingly does not serve yet, and why.
    const [url, unserved = null] = line.split(/\s+unserved:\s*/);
    const { pathname, hash } = new URL(url);
    links.push({
      url,
      path: pathname.endsWith('/') ? pathname : `${pathname}/`,
      anchor: hash.slice(1) || null,
      unserved: unserved?.trim() || null,
    });
  }
  return links;
}

/**
 * Where a static redirect page (src/lib/redirects/redirectPage.ts) sends the reader: its meta refresh target as
 * { path, anchor }, or null for any other page. A link with a #fragment to a redirected path lands where the
 * redirect points (a meta refresh does not carry the fragment over), so check:routes follows it.
 * @param {string} html
 */
export function redirectTarget(html) {
  const match = /<meta http-equiv="refresh" content="0; url=(\/[^"#]*)(?:#([^"]+))?">/.exec(html);
  return match ? { path: match[1], anchor: match[2] ?? null } : null;
}

/**
 * Whether a built page has this fragment target, read the way the site gate reads anchors
 * (./site-gate/facts.mjs).
 * @param {string} html
 * @param {string} id
 */
export function hasElementId(html, id) {
  return elementIds(load(html)).has(id);
}
