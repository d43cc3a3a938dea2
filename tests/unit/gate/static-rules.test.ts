import { describe, expect, it } from 'vitest';
import { pageFacts } from '../../../scripts/lib/site-gate/facts.mjs';
import { RULES, linkProblem, runRules } from '../../../scripts/lib/site-gate/rules.mjs';
import { NOT_FOUND } from '../../../scripts/lib/site-gate/site.mjs';
import { GATE_OPTIONS } from '../../../scripts/lib/site-gate/scope.mjs';
import { redirectPage } from '../../../src/lib/redirects/redirectPage';

// The static pass of the site gate, rule by rule: a small site that passes
// every rule, then one seeded defect at a time, each caught by its rule.

const ORIGIN = 'https://signoz.io';
const TEXT = 'Enough words on this page for a reader to find what they came for, and more.'.repeat(2);

interface PageSpec {
  title?: string | null;
  description?: string | null;
  robots?: string;
  canonical?: string | null;
  ogUrl?: string | null;
  ogImage?: string | null;
  jsonLd?: string[];
  h1s?: number;
  body?: string;
  htmlClass?: string;
}

const describeRoute = (route: string) =>
  `The ${route} page of the test site, long enough to pass the gate's length rule for descriptions.`;

function html(route: string, spec: PageSpec = {}): string {
  const url = route === NOT_FOUND ? null : `${ORIGIN}${route}`;
  const title = spec.title === undefined ? `Page ${route} | SigNoz` : spec.title;
  const description = spec.description === undefined ? describeRoute(route) : spec.description;
  const canonical = spec.canonical === undefined ? url : spec.canonical;
  const ogUrl = spec.ogUrl === undefined ? url : spec.ogUrl;
  const ogImage = spec.ogImage === undefined ? `${ORIGIN}/img/card.png` : spec.ogImage;
  return [
    `<!doctype html><html lang=en class="${spec.htmlClass ?? 'plugin-pages'}"><head>`,
    title === null ? '' : `<title>${title}</title>`,
    description === null ? '' : `<meta name=description content="${description}">`,
    spec.robots ? `<meta name=robots content="${spec.robots}">` : '',
    canonical ? `<link rel=canonical href=${canonical}>` : '',
    ogUrl ? `<meta property=og:url content=${ogUrl}>` : '',
    ogImage ? `<meta property=og:image content=${ogImage}>` : '',
    ...(spec.jsonLd ?? []).map((block) => `<script type=application/ld+json>${block}</script>`),
    `</head><body><main>${'<h1>Heading</h1>'.repeat(spec.h1s ?? 1)}<p id=intro>${TEXT}</p>`,
    spec.body ?? '<a href=/docs/#intro>Docs</a> <img src=/img/card.png alt="A card" width=1200 height=630>',
    '</main></body></html>',
  ].join('');
}

interface SiteSpec {
  pages?: Record<string, PageSpec>;
  /** Static redirect pages: route -> their HTML. */
  raw?: Record<string, string>;
  files?: string[];
  redirects?: Record<string, string>;
  sitemap?: string[] | null;
}

function site({
  pages = {},
  raw = { '/docs/introduction/': redirectPage('/docs/', ORIGIN) },
  files = [],
  redirects = {},
  sitemap,
}: SiteSpec = {}) {
  const routes: Record<string, PageSpec> = {
    '/': {},
    '/docs/': {},
    '/search/': { robots: 'noindex, follow' },
    [NOT_FOUND]: { robots: 'noindex' },
    ...pages,
  };
  const existing = new Set(['/img/card.png', '/blog/rss.xml', ...files]);
  return {
    origin: ORIGIN,
    pages: new Map([
      ...Object.entries(routes).map(([route, spec]) => [route, pageFacts(html(route, spec))] as const),
      ...Object.entries(raw).map(([route, text]) => [route, pageFacts(text)] as const),
    ]),
    fileExists: (path: string) => existing.has(path),
    redirects: new Map(Object.entries(redirects)),
    sitemap: sitemap === undefined ? [`${ORIGIN}/`, `${ORIGIN}/docs/`] : sitemap,
  };
}

/** Problems of one rule on a site. */
function problems(ruleId: string, spec: SiteSpec) {
  const rule = RULES.find((r) => r.id === ruleId);
  if (!rule) throw new Error(`no rule ${ruleId}`);
  return rule.check(site(spec), GATE_OPTIONS).map((p) => `${p.page}: ${p.message}`);
}

describe('the static site gate', () => {
  it('passes a site without defects (a static redirect page among its pages), on every rule', () => {
    const results = runRules(site(), GATE_OPTIONS);
    expect(results.map((r) => r.rule.id)).toEqual([
      'one-h1',
      'title',
      'description',
      'description-unique',
      'canonical',
      'noindex',
      'og-image',
      'json-ld',
      'links',
      'sitemap',
      'redirects',
      'images',
    ]);
    expect(results.flatMap((r) => r.problems)).toEqual([]);
  });

  it('one-h1: fails a page without an h1 and one with two', () => {
    expect(problems('one-h1', { pages: { '/a/': { h1s: 0 }, '/b/': { h1s: 2 } } })).toEqual([
      '/a/: 0 h1 elements',
      '/b/: 2 h1 elements',
    ]);
  });

  it('title: fails a page without a title and two pages with the same one', () => {
    expect(
      problems('title', { pages: { '/a/': { title: null }, '/b/': { title: 'Same' }, '/c/': { title: 'Same' } } }),
    ).toEqual(['/a/: 0 title elements, ""', '/c/: same title as /b/: "Same"']);
  });

  it('description: fails a missing one and one outside 50-170 characters, at the exact bounds', () => {
    const found = problems('description', {
      pages: {
        '/none/': { description: null },
        '/49/': { description: 'x'.repeat(49) },
        '/50/': { description: 'y'.repeat(50) },
        '/170/': { description: 'z'.repeat(170) },
        '/171/': { description: 'w'.repeat(171) },
      },
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toBe('/none/: 0 meta descriptions');
    expect(found[1]).toMatch(/^\/49\/: description of 49 characters/);
    expect(found[2]).toMatch(/^\/171\/: description of 171 characters/);
  });

  it('description-unique: fails the second page with the same description', () => {
    const same = 'A description shared by two pages, long enough to pass the length rule.';
    expect(
      problems('description-unique', { pages: { '/a/': { description: same }, '/b/': { description: same } } }),
    ).toEqual([`/b/: same description as /a/: "${same}"`]);
  });

  it('canonical: fails a missing slash, another page, a relative URL, og:url disagreeing, and any on the 404 page', () => {
    expect(
      problems('canonical', {
        pages: {
          '/a/': { canonical: `${ORIGIN}/a` },
          '/b/': { canonical: `${ORIGIN}/docs/` },
          '/c/': { canonical: '/c/' },
          '/d/': { ogUrl: `${ORIGIN}/d` },
          '/e/': { canonical: null, ogUrl: null },
          [NOT_FOUND]: { robots: 'noindex', canonical: `${ORIGIN}/404.html/`, ogUrl: null },
        },
      }),
    ).toEqual([
      `404.html: the not-found page names a canonical URL: ${ORIGIN}/404.html/`,
      `/a/: canonical ${ORIGIN}/a, expected ${ORIGIN}/a/`,
      `/b/: canonical ${ORIGIN}/docs/, expected ${ORIGIN}/b/`,
      `/c/: canonical /c/, expected ${ORIGIN}/c/`,
      `/d/: og:url ${ORIGIN}/d, expected ${ORIGIN}/d/`,
      '/e/: 0 canonical links',
    ]);
  });

  it('noindex: fails the search and not-found pages without noindex', () => {
    expect(problems('noindex', { pages: { '/search/': {}, [NOT_FOUND]: {} } })).toEqual([
      '404.html: no <meta name="robots" content="noindex">',
      '/search/: no <meta name="robots" content="noindex">',
    ]);
  });

  it('og-image: fails a page without one and one whose file is not in the build', () => {
    expect(
      problems('og-image', {
        pages: { '/a/': { ogImage: null }, '/b/': { ogImage: `${ORIGIN}/img/cards/missing.png` } },
      }),
    ).toEqual(['/a/: no og:image', `/b/: og:image ${ORIGIN}/img/cards/missing.png is not in the build`]);
  });

  it('json-ld: fails a block that does not parse, a URL without its slash and one that leads nowhere', () => {
    const found = problems('json-ld', {
      pages: {
        '/a/': { jsonLd: ['{"@type": "Thing",'] },
        '/b/': { jsonLd: [JSON.stringify({ '@type': 'BlogPosting', url: `${ORIGIN}/docs` })] },
        '/c/': { jsonLd: [JSON.stringify({ item: [{ url: `${ORIGIN}/nowhere/` }, { url: `${ORIGIN}/docs/` }] })] },
      },
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^\/a\/: does not parse/);
    expect(found[1]).toBe(`/b/: ${ORIGIN}/docs lacks the trailing slash (answered with a redirect to /docs/)`);
    expect(found[2]).toMatch(/^\/c\/: https:\/\/signoz.io\/nowhere\/ leads nowhere/);
  });

  it('links: fails a /slack-style path and an absolute URL of this site with no target, and a missing anchor', () => {
    const found = problems('links', {
      pages: {
        '/a/': {
          body: [
            '<a href=/slack>Slack</a>',
            `<a href=${ORIGIN}/slack>Slack</a>`,
            '<a href=/docs/#nowhere>Docs</a>',
            '<a href=#intro>Intro</a>',
            '<a href=#missing>Missing</a>',
            '<a href=/blog/rss.xml>RSS</a>',
            '<a href=https://github.com/SigNoz/signoz>GitHub</a>',
            '<a href=mailto:support@signoz.io>Mail</a>',
          ].join(''),
        },
      },
    });
    expect(found).toEqual([
      '/a/: /slack leads nowhere (no page, file or redirect for /slack)',
      `/a/: ${ORIGIN}/slack leads nowhere (no page, file or redirect for /slack)`,
      '/a/: /docs/#nowhere: no element with id "nowhere" on /docs/',
      '/a/: #missing: no element with id "missing" on /a/',
    ]);
  });

  it('links: accepts a path _redirects answers, and flags one that only works through the slash redirect', () => {
    const spec = { redirects: { '/slack': 'https://join.slack.com/t/example' } };
    const model = site(spec);
    expect(linkProblem(model, '/', '/slack')).toBeNull();
    expect(linkProblem(model, '/', '/docs')).toBe(
      '/docs lacks the trailing slash (answered with a redirect to /docs/)',
    );
    expect(linkProblem(model, NOT_FOUND, '/docs/')).toBeNull();
  });

  it('sitemap: fails a noindex page, an empty list page, a page not in the build and a URL without its slash', () => {
    expect(
      problems('sitemap', {
        pages: {
          '/hidden/': { robots: 'noindex' },
          '/blog/authors/nobody/': {
            htmlClass: 'blog-wrapper blog-authors-posts-page',
            body: '<p>This author has not written any posts yet.</p>',
          },
          '/blog/authors/somebody/': {
            htmlClass: 'blog-wrapper blog-authors-posts-page',
            body: '<article><h2>A post</h2></article>',
          },
        },
        sitemap: [
          `${ORIGIN}/`,
          `${ORIGIN}/hidden/`,
          `${ORIGIN}/blog/authors/nobody/`,
          `${ORIGIN}/blog/authors/somebody/`,
          `${ORIGIN}/gone/`,
          `${ORIGIN}/docs`,
        ],
      }),
    ).toEqual([
      `${ORIGIN}/hidden/: the page says noindex`,
      `${ORIGIN}/blog/authors/nobody/: the page is empty (a list with no entries, or no text)`,
      `${ORIGIN}/gone/: no such page in the build`,
      `${ORIGIN}/docs: not a canonical page URL`,
    ]);
  });

  it('sitemap: fails a build without a sitemap', () => {
    expect(problems('sitemap', { sitemap: null })).toEqual(['/sitemap.xml: no sitemap.xml in the build']);
  });

  it('redirects: fails a static redirect page to nowhere, one without noindex and one naming another canonical', () => {
    const noRobots = redirectPage('/docs/', ORIGIN).replace(/<meta name="robots"[^>]*>/, '');
    const otherCanonical = redirectPage('/docs/', ORIGIN).replace(`href="${ORIGIN}/docs/"`, `href="${ORIGIN}/"`);
    expect(
      problems('redirects', {
        raw: {
          '/old/': redirectPage('/gone/', ORIGIN),
          '/older/': noRobots,
          '/oldest/': otherCanonical,
          '/to-section/': redirectPage('/docs/#intro', ORIGIN),
          '/to-no-section/': redirectPage('/docs/#no-such-section', ORIGIN),
        },
      }),
    ).toEqual([
      '/old/: refresh to /gone/, not a page of this site',
      '/older/: no noindex',
      `/oldest/: canonical ${ORIGIN}/, expected ${ORIGIN}/docs/`,
      '/to-no-section/: refresh to /docs/#no-such-section: the page has no #no-such-section section',
    ]);
  });

  it('images: fails an image without alt, without intrinsic size, or missing from the build', () => {
    expect(
      problems('images', {
        pages: {
          '/a/': {
            body: [
              '<img src=/img/card.png width=10 height=10>',
              '<img src=/img/card.png alt="">',
              '<img src=/img/missing.svg alt="Diagram" width=10 height=10>',
              '<img src="data:image/png;base64,AAAA" alt="" width=1 height=1>',
            ].join(''),
          },
        },
      }),
    ).toEqual([
      '/a/: /img/card.png: no alt attribute',
      '/a/: /img/card.png: no intrinsic size (width and height)',
      '/a/: /img/missing.svg: not in the build',
    ]);
  });
});
