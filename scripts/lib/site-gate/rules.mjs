// The static rules of the site gate: each reads the site model (see site.mjs)
// and returns its problems. Pure, so each rule is unit-tested on a seeded
// defect (tests/unit/gate/static-rules.test.ts).
import { NOT_FOUND } from './site.mjs';

/**
 * @typedef {import('./site.mjs').SiteModel} SiteModel
 * @typedef {import('./facts.mjs').PageFacts} PageFacts
 * @typedef {{ rule: string, page: string, message: string }} Problem
 * @typedef {{
 *   noindexRoutes?: string[],
 *   descriptionLength?: [number, number],
 * }} GateOptions
 * @typedef {{ id: string, summary: string, check: (site: SiteModel, options: GateOptions) => Problem[] }} Rule
 */

export const DESCRIPTION_LENGTH = /** @type {[number, number]} */ ([50, 170]);

/** Templates that list entries (posts, tags, authors): with no entry, the page is empty. */
const LIST_TEMPLATES = ['blog-list-page', 'blog-tags-post-list-page', 'blog-authors-posts-page'];

/**
 * Pages that are pages: a static redirect page (meta refresh) only sends the
 * reader on, and has its own rule (`redirects`).
 * @param {SiteModel} site
 */
function pagesOf(site) {
  return [...site.pages].filter(([, page]) => page.refresh === null);
}

/** @param {PageFacts} page */
export function isNoindex(page) {
  return /\bnoindex\b/.test(page.robots);
}

/**
 * Whether a page has nothing to offer a reader arriving from a search engine.
 * @param {PageFacts} page
 */
export function isEmpty(page) {
  const classes = page.htmlClass.split(/\s+/);
  if (LIST_TEMPLATES.some((template) => classes.includes(template))) return page.listedItems === 0;
  return page.mainTextLength < 80 && page.mainLinks === 0;
}

/**
 * The site's own URL of a page route.
 * @param {SiteModel} site
 * @param {string} route
 */
function urlOf(site, route) {
  return `${site.origin}${route === NOT_FOUND ? '/' : route}`;
}

/**
 * Where an internal URL leads in the build.
 * @param {SiteModel} site
 * @param {string} pathname still percent-encoded
 * @returns {{ kind: 'page', route: string } | { kind: 'file' } | { kind: 'redirect', to: string } | { kind: 'missing' }}
 */
export function resolvePath(site, pathname) {
  if (pathname.endsWith('/')) {
    const route = safeDecode(pathname);
    if (site.pages.has(route)) return { kind: 'page', route };
    if (site.fileExists(`${pathname}index.html`)) return { kind: 'file' };
  } else if (site.fileExists(pathname)) {
    return { kind: 'file' };
  }
  const to = site.redirects.get(pathname) ?? site.redirects.get(safeDecode(pathname));
  if (to) return { kind: 'redirect', to };
  if (!pathname.endsWith('/') && site.pages.has(`${safeDecode(pathname)}/`)) {
    return { kind: 'redirect', to: `${pathname}/` };
  }
  return { kind: 'missing' };
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Checks one link of a page: a path of this site must lead somewhere, without a
 * redirect hop, and its fragment must name an element of the target page.
 * @param {SiteModel} site
 * @param {string} route page the link is on
 * @param {string} href
 * @returns {string | null} what is wrong, or null
 */
export function linkProblem(site, route, href) {
  let url;
  try {
    url = new URL(href, urlOf(site, route));
  } catch {
    return `unparseable URL ${href}`;
  }
  if (url.origin !== site.origin) return null;
  const target = resolvePath(site, url.pathname);
  if (target.kind === 'missing') return `${href} leads nowhere (no page, file or redirect for ${url.pathname})`;
  if (target.kind === 'redirect' && target.to === `${url.pathname}/`) {
    return `${href} lacks the trailing slash (answered with a redirect to ${target.to})`;
  }
  const fragment = safeDecode(url.hash.slice(1));
  if (fragment) {
    const page = target.kind === 'page' ? site.pages.get(target.route) : null;
    if (page && !page.ids.has(fragment)) return `${href}: no element with id "${fragment}" on ${url.pathname}`;
  }
  return null;
}

/** Every string of a JSON value that is a URL of this site. */
function* siteUrls(value, origin) {
  if (typeof value === 'string') {
    if (value === origin || value.startsWith(`${origin}/`)) yield value;
  } else if (Array.isArray(value)) {
    for (const item of value) yield* siteUrls(item, origin);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) yield* siteUrls(item, origin);
  }
}

/** @type {Rule[]} */
export const RULES = [
  {
    id: 'one-h1',
    summary: 'exactly one h1',
    check: (site) =>
      pagesOf(site)
        .filter(([, page]) => page.h1Count !== 1)
        .map(([route, page]) => ({ rule: 'one-h1', page: route, message: `${page.h1Count} h1 elements` })),
  },
  {
    id: 'title',
    summary: 'one non-empty title, unique across pages',
    check: (site) => {
      const problems = [];
      const seen = new Map();
      for (const [route, page] of pagesOf(site)) {
        if (page.titleCount !== 1 || !page.title) {
          problems.push({ rule: 'title', page: route, message: `${page.titleCount} title elements, "${page.title}"` });
          continue;
        }
        if (seen.has(page.title)) {
          problems.push({
            rule: 'title',
            page: route,
            message: `same title as ${seen.get(page.title)}: "${page.title}"`,
          });
        } else seen.set(page.title, route);
      }
      return problems;
    },
  },
  {
    id: 'description',
    summary: 'one meta description of 50-170 characters',
    check: (site, { descriptionLength = DESCRIPTION_LENGTH }) => {
      const [min, max] = descriptionLength;
      const problems = [];
      for (const [route, page] of pagesOf(site)) {
        if (page.descriptions.length !== 1) {
          problems.push({ rule: 'description', page: route, message: `${page.descriptions.length} meta descriptions` });
          continue;
        }
        const length = [...page.descriptions[0].trim()].length;
        if (length < min || length > max) {
          problems.push({
            rule: 'description',
            page: route,
            message: `description of ${length} characters (${min}-${max}): "${page.descriptions[0]}"`,
          });
        }
      }
      return problems;
    },
  },
  {
    id: 'description-unique',
    summary: 'descriptions unique across pages',
    check: (site) => {
      const problems = [];
      const seen = new Map();
      for (const [route, page] of pagesOf(site)) {
        const description = page.descriptions[0]?.trim();
        if (!description) continue;
        if (seen.has(description)) {
          problems.push({
            rule: 'description-unique',
            page: route,
            message: `same description as ${seen.get(description)}: "${description}"`,
          });
        } else seen.set(description, route);
      }
      return problems;
    },
  },
  {
    id: 'canonical',
    summary: 'canonical absolute, with trailing slash, equal to the page URL (none on the 404 page); og:url agrees',
    check: (site) => {
      const problems = [];
      for (const [route, page] of pagesOf(site)) {
        const add = (message) => problems.push({ rule: 'canonical', page: route, message });
        if (route === NOT_FOUND) {
          // Served at every unknown URL: any canonical would be wrong for all but one of them.
          if (page.canonicals.length) add(`the not-found page names a canonical URL: ${page.canonicals.join(', ')}`);
          if (page.ogUrl) add(`the not-found page names an og:url: ${page.ogUrl}`);
          continue;
        }
        const expected = urlOf(site, route);
        if (page.canonicals.length !== 1) {
          if (page.canonicals.length || !isNoindex(page)) add(`${page.canonicals.length} canonical links`);
        } else if (page.canonicals[0] !== expected) {
          add(`canonical ${page.canonicals[0]}, expected ${expected}`);
        }
        if (page.ogUrl !== null && page.ogUrl !== expected) add(`og:url ${page.ogUrl}, expected ${expected}`);
      }
      return problems;
    },
  },
  {
    id: 'noindex',
    summary: 'pages that must stay out of search engines say noindex',
    check: (site, { noindexRoutes = [] }) =>
      noindexRoutes
        .filter((route) => site.pages.has(route) && !isNoindex(site.pages.get(route)))
        .map((route) => ({ rule: 'noindex', page: route, message: 'no <meta name="robots" content="noindex">' })),
  },
  {
    id: 'og-image',
    summary: 'one og:image, absolute, and the file exists in the build',
    check: (site) => {
      const problems = [];
      for (const [route, page] of pagesOf(site)) {
        const add = (message) => problems.push({ rule: 'og-image', page: route, message });
        if (page.ogImages.length === 0) {
          if (!isNoindex(page)) add('no og:image');
          continue;
        }
        if (page.ogImages.length > 1) add(`${page.ogImages.length} og:image tags`);
        for (const image of page.ogImages) {
          let url;
          try {
            url = new URL(image);
          } catch {
            add(`og:image is not an absolute URL: ${image}`);
            continue;
          }
          if (url.origin === site.origin && !site.fileExists(url.pathname))
            add(`og:image ${image} is not in the build`);
        }
      }
      return problems;
    },
  },
  {
    id: 'json-ld',
    summary: 'JSON-LD parses and its URLs of this site are canonical and lead somewhere',
    check: (site) => {
      const problems = [];
      for (const [route, page] of site.pages) {
        for (const block of page.jsonLd) {
          let data;
          try {
            data = JSON.parse(block);
          } catch (error) {
            problems.push({ rule: 'json-ld', page: route, message: `does not parse: ${error.message}` });
            continue;
          }
          for (const url of siteUrls(data, site.origin)) {
            const problem = linkProblem(site, route, url);
            if (problem) problems.push({ rule: 'json-ld', page: route, message: problem });
          }
        }
      }
      return problems;
    },
  },
  {
    id: 'links',
    summary: 'every internal link and anchor has a target (build, files, _redirects)',
    check: (site) => {
      const problems = [];
      for (const [route, page] of site.pages) {
        for (const href of new Set(page.links)) {
          const problem = linkProblem(site, route, href);
          if (problem) problems.push({ rule: 'links', page: route, message: problem });
        }
      }
      return problems;
    },
  },
  {
    id: 'sitemap',
    summary: 'every sitemap URL is a canonical, indexable, non-empty page',
    check: (site) => {
      if (!site.sitemap) return [{ rule: 'sitemap', page: '/sitemap.xml', message: 'no sitemap.xml in the build' }];
      const problems = [];
      for (const loc of site.sitemap) {
        const add = (message) => problems.push({ rule: 'sitemap', page: loc, message });
        let url;
        try {
          url = new URL(loc);
        } catch {
          add('not an absolute URL');
          continue;
        }
        if (url.origin !== site.origin) {
          add(`not on ${site.origin}`);
          continue;
        }
        const page = site.pages.get(safeDecode(url.pathname));
        if (!page) add(url.pathname.endsWith('/') ? 'no such page in the build' : 'not a canonical page URL');
        else if (isNoindex(page)) add('the page says noindex');
        else if (isEmpty(page)) add('the page is empty (a list with no entries, or no text)');
      }
      return problems;
    },
  },
  {
    id: 'redirects',
    summary: 'a static redirect page sends to a page of the site, names it canonical, says noindex',
    check: (site) => {
      const problems = [];
      for (const [route, page] of site.pages) {
        if (page.refresh === null) continue;
        const add = (message) => problems.push({ rule: 'redirects', page: route, message });
        const target = new URL(page.refresh, urlOf(site, route));
        const resolved = target.origin === site.origin ? resolvePath(site, target.pathname) : null;
        if (!resolved || resolved.kind !== 'page') add(`refresh to ${page.refresh}, not a page of this site`);
        else if (target.hash && !site.pages.get(resolved.route)?.ids.has(safeDecode(target.hash.slice(1)))) {
          add(`refresh to ${page.refresh}: the page has no ${target.hash} section`);
        }
        if (page.canonicals.length !== 1 || page.canonicals[0] !== `${site.origin}${target.pathname}`) {
          add(`canonical ${page.canonicals.join(', ') || 'missing'}, expected ${site.origin}${target.pathname}`);
        }
        if (!isNoindex(page)) add('no noindex');
      }
      return problems;
    },
  },
  {
    id: 'images',
    summary: 'every <img> has alt, width and height, and its file exists',
    check: (site) => {
      const problems = [];
      for (const [route, page] of pagesOf(site)) {
        for (const image of page.images) {
          const add = (message) => problems.push({ rule: 'images', page: route, message: `${image.src}: ${message}` });
          if (image.alt === null) add('no alt attribute');
          if (!(Number(image.width) > 0 && Number(image.height) > 0)) add('no intrinsic size (width and height)');
          if (!image.src || image.src.startsWith('data:')) continue;
          const url = new URL(image.src, urlOf(site, route));
          if (url.origin === site.origin && !site.fileExists(url.pathname)) add('not in the build');
        }
      }
      return problems;
    },
  },
];

/**
 * Runs every rule.
 * @param {SiteModel} site
 * @param {GateOptions} [options]
 */
export function runRules(site, options = {}) {
  return RULES.map((rule) => ({ rule, problems: rule.check(site, options) }));
}
