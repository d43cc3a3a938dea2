// The docs links SigNoz itself shows its users, read from the text of a release's files, and the merge of that
// set into scripts/data/product-doc-links.txt. Pure: the git reading lives in scripts/refresh-product-links.mjs.
// The link forms it reads (each seen in SigNoz v0.138.0):
// - absolute `https://signoz.io/docs/...` and `https://signoz.io/blog/...` URLs in the UI, its public files and
//   the server's error messages (frontend/src, frontend/public, pkg, ee, conf);
// - links relative to signoz.io in the UI, e.g. the onboarding's `link: '/docs/kafka/'` or a template string's
//   `${DOCS_BASE_URL}/docs/...`: a `/docs/` path right after a quote, backtick or `}`;
// - `docPath: '...'` of Infrastructure charts and columns, relative to signoz.io/docs; a bare `#fragment` is
//   joined onto every `docBasePath: '...'` (the entity pages, InfraMonitoringK8sV2/EntityDetailsUtils).

import { parseProductLinks } from './routes.mjs';

const SITE = 'https://signoz.io';
const ABSOLUTE_SOURCES = ['frontend/src/', 'frontend/public/', 'pkg/', 'ee/', 'conf/'];
const BLOG_SOURCES = ['frontend/src/', 'pkg/', 'ee/'];
const UI_SOURCES = ['frontend/src/'];

const ABSOLUTE_DOCS = /https:\/\/signoz\.io\/docs\/[A-Za-z0-9_./-]*(?:#[A-Za-z0-9_-]+)?/g;
const ABSOLUTE_BLOG = /https:\/\/signoz\.io\/blog\/[A-Za-z0-9_./-]*/g;
const RELATIVE_DOCS = /['"`}](\/docs\/[A-Za-z0-9_./-]*(?:#[A-Za-z0-9_-]+)?)/g;
const DOC_PATH = /docPath:\s*'([^']*)'/g;
const DOC_BASE_PATH = /docBasePath:\s*'([^']*)'/g;

/** The file paths worth reading: every file whose path starts with one of the source folders. */
export const PRODUCT_LINK_SOURCES = [...new Set([...ABSOLUTE_SOURCES, ...BLOG_SOURCES, ...UI_SOURCES])];

const within = (path, folders) => folders.some((folder) => path.startsWith(folder));

/**
 * Every product link in these files, sorted and without duplicates.
 * @param {Array<{ path: string, text: string }>} files paths relative to the repository root
 * @returns {string[]}
 */
export function extractProductLinks(files) {
  const links = new Set();
  const fragments = new Set();
  const bases = new Set();
  for (const { path, text } of files) {
    if (within(path, ABSOLUTE_SOURCES)) for (const [url] of text.matchAll(ABSOLUTE_DOCS)) links.add(url);
    if (within(path, BLOG_SOURCES)) for (const [url] of text.matchAll(ABSOLUTE_BLOG)) links.add(url);
    if (!within(path, UI_SOURCES)) continue;
    for (const [, relative] of text.matchAll(RELATIVE_DOCS)) links.add(SITE + relative);
    for (const [, docPath] of text.matchAll(DOC_PATH)) {
      if (docPath.startsWith('/')) links.add(`${SITE}/docs${docPath}`);
      else if (docPath.startsWith('#')) fragments.add(docPath);
    }
    for (const [, base] of text.matchAll(DOC_BASE_PATH)) bases.add(base);
  }
  for (const base of bases) for (const fragment of fragments) links.add(`${SITE}/docs${base}${fragment}`);
  // Code-point order, as `sort` in the C locale gives: the file stays stable whoever regenerates it.
  return [...links].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Every absolute docs link in these files, sorted and without duplicates: the form SigNoz's Helm charts (values
 * comments, READMEs, templates), its agent skills and its dashboard templates use. Operators and their AI
 * assistants follow these, so they are product links too.
 * @param {Array<{ path: string, text: string }>} files
 * @returns {string[]}
 */
export function extractDocsUrls(files) {
  const links = new Set();
  // Prose ends a sentence after a URL ("see https://signoz.io/docs/x/."); the dot is not part of the link.
  for (const { text } of files) for (const [url] of text.matchAll(ABSOLUTE_DOCS)) links.add(url.replace(/\.+$/, ''));
  return [...links].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The links file with this release's links: its comment header kept, a link still in the release keeps its
 * `unserved: <why>` mark, new links come in unmarked (check:routes --strict then says whether the build serves
 * them), and links the release no longer has go.
 * @param {string} previous the current text of the links file
 * @param {string[]} links from extractProductLinks
 */
export function mergeProductLinks(previous, links) {
  const lines = previous.split('\n');
  const header = [];
  for (const line of lines) {
    if (!line.startsWith('#')) break;
    header.push(line);
  }
  const entries = parseProductLinks(lines.slice(header.length).join('\n'));
  const before = new Set(entries.map(({ url }) => url));
  const marks = new Map(entries.filter(({ unserved }) => unserved).map(({ url, unserved }) => [url, unserved]));
  const body = links.map((url) => (marks.has(url) ? `${url} unserved: ${marks.get(url)}` : url));
  return {
    text: `${[...header, ...body].join('\n')}\n`,
    added: links.filter((url) => !before.has(url)),
    removed: [...before].filter((url) => !links.includes(url)),
  };
}
