// Loads a built site into the plain model the gate's rules read: every page's
// facts by route, which files exist, the redirect sources of `_redirects` and
// the sitemap's URLs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { htmlFiles } from '../html-files.mjs';
import { pageFacts } from './facts.mjs';

/** The not-found page is served at any unknown path, so it has no route of its own. */
export const NOT_FOUND = '404.html';

/**
 * Route of a built HTML file: `docs/x/index.html` -> `/docs/x/`, `index.html` -> `/`.
 * @param {string} rel path relative to the build folder, with `/` separators
 */
export function routeOf(rel) {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return rel === NOT_FOUND ? NOT_FOUND : `/${rel}`;
}

/**
 * Sources of a Netlify/Cloudflare `_redirects` file (comments and blank lines skipped).
 * @param {string} text
 * @returns {Map<string, string>} source path -> destination
 */
export function parseRedirects(text) {
  const rules = new Map();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [from, to] = trimmed.split(/\s+/);
    if (from && to) rules.set(from, to);
  }
  return rules;
}

/**
 * `<loc>` entries of a sitemap.
 * @param {string} xml
 */
export function sitemapUrls(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/**
 * @typedef {import('./facts.mjs').PageFacts} PageFacts
 * @typedef {{
 *   origin: string,
 *   pages: Map<string, PageFacts>,
 *   fileExists: (path: string) => boolean,
 *   redirects: Map<string, string>,
 *   sitemap: string[] | null,
 * }} SiteModel
 */

/**
 * @param {string} buildDir
 * @param {{ origin: string, skip?: (route: string) => boolean }} options
 * @returns {SiteModel}
 */
export function loadSite(buildDir, { origin, skip = () => false }) {
  /** @type {Map<string, PageFacts>} */
  const pages = new Map();
  for (const file of htmlFiles(buildDir)) {
    const route = routeOf(relative(buildDir, file).split(sep).join('/'));
    if (skip(route)) continue;
    pages.set(route, pageFacts(readFileSync(file, 'utf8')));
  }
  const redirectsPath = join(buildDir, '_redirects');
  const sitemapPath = join(buildDir, 'sitemap.xml');
  return {
    origin,
    pages,
    fileExists: (path) => {
      try {
        return statSync(join(buildDir, decodeURIComponent(path))).isFile();
      } catch {
        return false;
      }
    },
    redirects: existsSync(redirectsPath) ? parseRedirects(readFileSync(redirectsPath, 'utf8')) : new Map(),
    sitemap: existsSync(sitemapPath) ? sitemapUrls(readFileSync(sitemapPath, 'utf8')) : null,
  };
}
