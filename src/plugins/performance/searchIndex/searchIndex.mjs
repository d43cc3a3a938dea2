// Post-build step: builds the embedded search index (Pagefind) from the
// finished HTML in build/ and writes build/pagefind/. Only the part of each
// page marked data-pagefind-body is indexed (docs content, blog-style posts,
// pages of src/pages; see src/theme/*); pages without it (lists, tag pages,
// 404, /search/) are skipped by Pagefind itself, and a few are skipped here.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { htmlFiles } from '../../../../scripts/lib/html-files.mjs';
import { plainText } from '../../../../scripts/lib/html-text.mjs';
import { rechunkPagefindIndex } from '../pagefindChunks/pagefindChunks.mjs';
import { optimizePagefindScript } from '../pagefindScript/pagefindScript.mjs';
import { precompressSearchFiles } from '../precompress/precompress.mjs';

/**
 * Pages never indexed, whatever they contain (paths relative to the build root):
 * the 404 page, the search page, test fixtures, and docs/shared/ snippet pages,
 * whose text appears (and is found) on the pages that import them.
 */
const SKIP = [/^404\.html$/, /^search\//, /^tests\//, /^pagefind\//, /^docs\/shared\//];

/** Parts of the marked content that are navigation or chrome, not content. */
export const EXCLUDE_SELECTORS = [
  '.hash-link',
  'nav',
  '.breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-blog-footer-edit-meta-row',
  'button',
  // Marked by components whose text repeats on every page, such as the code-sample settings panel
  // (fifty words and three form fields on each docs page: "browser" or "region" matched them all).
  '[data-search-ignore]',
  // Doc cards (category index pages, <DocCardList />) repeat other pages' titles as
  // <h2>s, which would make every category page outrank the pages it lists.
  'a.card[class*="cardContainer"]',
];

async function dirSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(path) : (await stat(path)).size;
  }
  return total;
}

/** URL of a built file: `docs/install/index.html` → `/docs/install/`. */
export function urlForFile(rel) {
  const path = rel.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

/** The page's <title> without the " | SigNoz" suffix; null when there is none. */
export function pageTitle(html, siteTitle = 'SigNoz') {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return null;
  const suffix = new RegExp(`\\s*\\|\\s*${siteTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return match[1].replace(suffix, '').trim() || null;
}

/**
 * Result title = the page's <title> without the " | SigNoz" suffix, as
 * DocSearch shows it. Pagefind would otherwise take the first <h1>, which on
 * marketing pages is a hero line ("Pay for the data you send...") rather than
 * the page's name ("Pricing"); the title also gets Pagefind's title boost.
 */
export function withTitleMeta(html, siteTitle = 'SigNoz') {
  const title = pageTitle(html, siteTitle);
  if (!title) return html;
  const meta = `<meta data-pagefind-meta="title[content]" content="${title.replace(/"/g, '&quot;')}">`;
  return html.replace(/<\/head>/i, `${meta}</head>`);
}

/**
 * Ranking weights, chosen with the reference queries of scripts/bench-search.mjs
 * (5 of 10 first without them, 7 with): the page title counts as Pagefind's
 * strongest heading, and docs content 1.5 times blog content.
 */
export const TITLE_WEIGHT = 10;
export const DOCS_WEIGHT = 1.5;

/**
 * The version-specific upgrade guides (hops between releases of 2022 to early 2024, each opening with a
 * "Historical guide" note) and their category page: their content weighs half of a blog post's. Their
 * titles all start with "Upgrade", and short pages win BM25's length term, so at the docs weight
 * "upgrade signoz" put the hop to v0.9 before today's procedure (/docs/operate/upgrade-overview/). A
 * query naming a version ("upgrade to v0.9") still finds its guide among the docs.
 */
export const HISTORICAL_DOCS = /^\/docs\/(operate|category)\/migration\//;
export const HISTORICAL_WEIGHT = 0.5;

/** How much a page's content counts, by its URL: docs above the rest, historical guides below. */
export function contentWeight(url) {
  if (HISTORICAL_DOCS.test(url)) return HISTORICAL_WEIGHT;
  return url.startsWith('/docs/') ? DOCS_WEIGHT : 1;
}

/**
 * The page's name, from <title>, indexed with a high weight (Pagefind ranks by
 * BM25 over the body; its title metadata does not move the ranking): on the
 * H1 where the H1 says the title, else as a copy at the top of the content
 * (marketing pages, whose H1 is a hero line). Without it, a long article that
 * says "pricing" a dozen times outranks the page called Pricing. Only the copy
 * handed to the indexer changes; the served HTML does not.
 */
export function withWeightedTitle(html, weight = 10, siteTitle = 'SigNoz') {
  const title = pageTitle(html, siteTitle);
  if (!title) return html;
  // Where the page's H1 says the title (docs pages, posts), the H1 gets the weight: a second copy would
  // open every excerpt of a title word with the title twice.
  const body = /<[a-z]+[^>]*\sdata-pagefind-body[^>]*>/i.exec(html);
  if (!body) return html;
  const h1 = /<h1([\s>][^>]*)?>([\s\S]*?)<\/h1>/i.exec(html.slice(body.index));
  if (h1 && plainText(h1[2]) === plainText(title)) {
    const at = body.index + h1.index;
    return `${html.slice(0, at)}<h1 data-pagefind-weight="${weight}"${html.slice(at + 3)}`;
  }
  const end = body.index + body[0].length;
  return `${html.slice(0, end)}<p data-pagefind-weight="${weight}">${title}</p>${html.slice(end)}`;
}

/**
 * Ranking weight of a docs page's sidebar label where it names the page in words its title does not use
 * (chosen with the bench's sidebar-label sample, see withSidebarLabel).
 */
export const LABEL_WEIGHT = 7;

/** The current page's item of the docs breadcrumbs: its sidebar label. */
const ACTIVE_CRUMB = /<li[^>]*\bbreadcrumbs__item--active\b[^>]*>\s*<span[^>]*>([\s\S]*?)<\/span>/i;

/**
 * The words of a docs page's sidebar label that its title lacks, indexed with a high weight. Readers type
 * what the sidebar shows them ("Air-gapped install", "Docker standalone") and the title may say it
 * otherwise ("Install SigNoz without internet access"); the breadcrumbs that show the label are
 * navigation, not indexed. Only the new words are added: the title's own words weigh what they weighed
 * (the label "Angular front-end tracing" adds "tracing" to its tutorial, not a second "Angular" that
 * would outrank the Angular page). Placed after the H1 in the indexer's copy only; the served HTML does
 * not change.
 */
export function withSidebarLabel(html, weight = LABEL_WEIGHT, siteTitle = 'SigNoz') {
  const crumb = ACTIVE_CRUMB.exec(html);
  if (!crumb) return html;
  const titleWords = new Set(wordsOf(pageTitle(html, siteTitle) ?? ''));
  const added = plainText(crumb[1])
    .split(/\s+/)
    .filter((token) => wordsOf(token).some((word) => !titleWords.has(word)));
  if (added.length === 0) return html;
  const body = /<[a-z]+[^>]*\sdata-pagefind-body[^>]*>/i.exec(html);
  if (!body) return html;
  const bodyEnd = body.index + body[0].length;
  const h1End = html.indexOf('</h1>', bodyEnd);
  const at = h1End === -1 ? bodyEnd : h1End + '</h1>'.length;
  const text = added.join(' ').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `${html.slice(0, at)}<p data-pagefind-weight="${weight}">${text}</p>${html.slice(at)}`;
}

/** Lower-cased letter-and-digit runs of a text. */
function wordsOf(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Docs pages answer product questions first: their content counts `weight`
 * times as much as a blog post's (as DocSearch sites rank docs above the blog).
 * Headings keep their own, higher weights.
 */
export function withSectionWeight(html, url, weight = 2) {
  if (!url.startsWith('/docs/') || weight === 1) return html;
  return html.replace(
    /(<[a-z]+[^>]*\sdata-pagefind-body(?:=""|='')?)(?=[\s>])/i,
    `$1 data-pagefind-weight="${weight}"`,
  );
}

/**
 * The minified HTML has no whitespace between table cells or list items, so
 * Pagefind would read `<td>4318</td><td>otel-collector</td>` as one word. The
 * minifier also drops the end tags HTML lets it omit (Docusaurus runs @swc/html
 * with `tagOmission`), which leaves `<td>4318<td>otel-collector`: a space goes
 * before each block's start tag too, before `<br>`, and between adjacent links.
 * Pagefind reads the minified file; its parser (lol_html) never sees an omitted
 * end tag.
 */
export function spaceBlocks(html) {
  return (
    html
      .replace(/<\/(td|th|li|dt|dd|tr|p|h[1-6]|div|pre|code)>/gi, (tag) => `${tag} `)
      .replace(/<(td|th|li|dt|dd|tr|p|h[1-6]|div|pre|br)(?=[\s>/])/gi, (tag) => ` ${tag}`)
      // Links side by side, such as a row of buttons ("Start trial" "See pricing").
      .replace(/<\/a><a(?=[\s>])/gi, '</a> <a')
  );
}

export function shouldIndex(rel) {
  const path = rel.split(sep).join('/');
  return !SKIP.some((re) => re.test(path));
}

/**
 * Pages handed to Pagefind before the first of them is answered. Its service reads them in the order sent
 * and indexes one at a time, so the index is the same (byte for byte, checked on the full site); meanwhile
 * this process reads and prepares the next pages instead of waiting. Measured on the full site (632 pages):
 * 4.4 s to add them one by one, 3.4 s with 4 in flight.
 */
const PAGES_IN_FLIGHT = 4;

/**
 * @param {{ buildDir?: string, outputPath?: string, log?: (msg: string) => void, cacheDir?: string | null, pagesInFlight?: number }} [options]
 *   outputPath defaults to `<buildDir>/pagefind` (the benchmark writes elsewhere); cacheDir keeps the
 *   brotli copies between builds (none by default); pagesInFlight defaults to PAGES_IN_FLIGHT.
 * @returns {Promise<{ pageCount: number, fileCount: number, bytes: number, durationMs: number, outputPath: string }>}
 */
export async function buildSearchIndex({
  buildDir = 'build',
  outputPath = join(buildDir, 'pagefind'),
  log = console.log,
  cacheDir = null,
  pagesInFlight = PAGES_IN_FLIGHT,
} = {}) {
  const started = performance.now();
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let fileCount = 0;
  let pageCount = 0;
  const adding = new Set();
  let failure = null;
  try {
    for (const file of htmlFiles(buildDir)) {
      const rel = relative(buildDir, file);
      if (!shouldIndex(rel) || file.startsWith(outputPath)) continue;
      fileCount += 1;
      const content = await readFile(file, 'utf8');
      // Pages without data-pagefind-body are ignored by Pagefind (0 words).
      if (!content.includes('data-pagefind-body')) continue;
      const url = urlForFile(rel);
      const prepared = withSectionWeight(
        withSidebarLabel(withWeightedTitle(withTitleMeta(spaceBlocks(content)), TITLE_WEIGHT)),
        url,
        contentWeight(url),
      );
      // Failures are kept, not thrown from the callback: a rejection not awaited yet would be unhandled.
      const added = index
        .addHTMLFile({ url, content: prepared })
        .then(
          (result) => {
            if (result.errors.length) failure ??= new Error(`Pagefind failed on ${rel}: ${result.errors.join('; ')}`);
          },
          (error) => {
            failure ??= new Error(`Pagefind failed on ${rel}: ${error?.message ?? error}`);
          },
        )
        .finally(() => adding.delete(added));
      adding.add(added);
      pageCount += 1;
      if (adding.size >= pagesInFlight) await Promise.race(adding);
      if (failure) throw failure;
    }
    await Promise.all(adding);
    if (failure) throw failure;
    if (pageCount === 0) throw new Error('No page is marked with data-pagefind-body: nothing to index.');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  await rechunkPagefindIndex(outputPath, { log });
  await optimizePagefindScript(outputPath, { log });
  const copies = await precompressSearchFiles(outputPath, cacheDir);
  log(
    `[search-index] brotli copies of ${copies.files} files: ${(copies.brotliBytes / 1024).toFixed(0)} KB ` +
      `(the files served without them: ${(copies.bytes / 1024).toFixed(0)} KB; ${copies.cached} from the cache)`,
  );
  const durationMs = performance.now() - started;
  const bytes = await dirSize(outputPath);
  log(
    `[search-index] ${pageCount} of ${fileCount} HTML files indexed into ${outputPath}/ ` +
      `(${(bytes / 1024).toFixed(0)} KB) in ${(durationMs / 1000).toFixed(1)} s`,
  );
  return { pageCount, fileCount, bytes, durationMs, outputPath };
}
