// Which pages the browser pass of the site gate opens: one page of each
// template, plus every page with a table or a code block wider than the
// narrowest phone, the two things that can push a page sideways or make a
// region scroll. Read with regular expressions, not a DOM: the list is made
// in every Playwright worker, and a full parse of the build takes seconds.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { htmlFiles } from '../html-files.mjs';
import { decodeEntities } from '../html-text.mjs';
import { isGatedRoute } from './scope.mjs';
import { routeOf, NOT_FOUND } from './site.mjs';

/**
 * A code line longer than this does not fit the code column at 320 px (about
 * 256 px for 14 px monospace at 8.4 px a character), so the block scrolls.
 */
export const WIDE_CODE_CHARS = 30;

/** Pages whose state depends on the URL's query: opened as such. */
export const EXTRA_PAGES = ['/search/?q=kubernetes'];

/**
 * @param {string} html
 * @returns {{ template: string, tables: number, widestCodeLine: number, redirect: boolean }}
 */
export function layoutFacts(html) {
  const htmlClass = /<html[^>]*\sclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const classes = (htmlClass?.[1] ?? htmlClass?.[2] ?? '').split(/\s+/).filter(Boolean);
  // A doc names its id in a class; a docs category index has none: two templates.
  const isDoc = classes.some((name) => name.startsWith('docs-doc-id-'));
  const template = [...classes.filter((name) => !name.startsWith('docs-doc-id-')), ...(isDoc ? ['doc'] : [])].join(' ');
  const tables = (html.match(/<table[\s>]/g) ?? []).length;
  let widestCodeLine = 0;
  for (const [, body] of html.matchAll(/<pre[\s>][\s\S]*?>([\s\S]*?)<\/pre>/g)) {
    // Lines are separated by newlines or, in Prism's markup, one element per line.
    const markup = body
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<\/(?:span|div)>(?=<(?:span|div)[^>]*class=[^>]*token-line)/g, '\n');
    // Tags out first, then entities decoded (a decoded "<ok>" is text, not a tag).
    for (const line of decodeEntities(markup.replace(/<[^>]+>/g, '')).split('\n')) {
      widestCodeLine = Math.max(widestCodeLine, line.length);
    }
  }
  // A static redirect page (meta refresh) sends the browser on at once: nothing of its own to check.
  const redirect = /<meta[^>]*http-equiv=["']?refresh/i.test(html);
  return { template, tables, widestCodeLine, redirect };
}

/**
 * The text of the page's <title>, entities decoded: what `document.title` reads once the page is
 * rendered (the gate checks it after an in-page navigation, to know the route it asked for rendered).
 * @param {string} html
 * @returns {string | null}
 */
export function titleOf(html) {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]) : null;
}

/**
 * @typedef {{ path: string, reasons: string[], title: string | null }} BrowserPage
 * @param {{ route: string, html: string }[]} pages
 * @returns {BrowserPage[]}
 */
export function selectBrowserPages(pages) {
  /** @type {Map<string, string[]>} */
  const chosen = new Map();
  /** @type {Map<string, string | null>} */
  const titles = new Map();
  const add = (path, reason) => chosen.set(path, [...(chosen.get(path) ?? []), reason]);
  const templates = new Set();
  for (const { route, html } of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const facts = layoutFacts(html);
    if (facts.redirect) continue;
    // Every marketing page (src/pages) is a design of its own.
    const template = facts.template.includes('plugin-pages') ? `page ${route}` : facts.template;
    const path = route === NOT_FOUND ? '/no-such-page/' : route;
    titles.set(path, titleOf(html));
    if (!templates.has(template)) {
      templates.add(template);
      add(path, `template: ${template}`);
    }
    if (facts.tables > 0) add(path, `${facts.tables} table${facts.tables > 1 ? 's' : ''}`);
    if (facts.widestCodeLine > WIDE_CODE_CHARS) add(path, `code line of ${facts.widestCodeLine} characters`);
  }
  for (const path of EXTRA_PAGES) add(path, 'state from the query string');
  return [...chosen].map(([path, reasons]) => ({ path, reasons, title: titles.get(path) ?? null }));
}

/**
 * @param {string} buildDir
 * @returns {BrowserPage[]}
 */
export function browserPages(buildDir) {
  const pages = [];
  for (const file of htmlFiles(buildDir)) {
    const route = routeOf(relative(buildDir, file).split(sep).join('/'));
    if (!isGatedRoute(route)) continue;
    pages.push({ route, html: readFileSync(file, 'utf8') });
  }
  return selectBrowserPages(pages);
}
