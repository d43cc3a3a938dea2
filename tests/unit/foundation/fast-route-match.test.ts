import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import pathToRegexp from 'path-to-regexp';
import { staticPathMayMatch } from '../../../src/lib/routing/staticPathFilter';

const require = createRequire(import.meta.url);
const { patchMatchPath } = require('../../../src/plugins/performance/fastRouteMatch/loader.cjs') as {
  patchMatchPath(source: string, filterModule: string): string | null;
};
const reactRouterSource = readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');

type MatchPath = (pathname: string, options: Record<string, unknown>) => { url: string; isExact: boolean } | null;

/** react-router's own matchPath (and its compile cache), taken from the ESM source, optionally patched. */
function matchPathFrom(source: string): MatchPath {
  const start = source.indexOf('var cache$1 = {};');
  const fnStart = source.indexOf('function matchPath(pathname, options) {');
  const end = source.indexOf('\n}\n', fnStart) + 3;
  expect(start).toBeGreaterThan(-1);
  expect(fnStart).toBeGreaterThan(start);
  return new Function('pathToRegexp', '__staticPathMayMatch', `${source.slice(start, end)}\nreturn matchPath;`)(
    pathToRegexp,
    staticPathMayMatch,
  ) as MatchPath;
}

// Path segments with the characters our routes use, upper case included (matching ignores case by default).
const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,8}$/);
const staticPath = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.boolean())
  .map(([segments, slash]) => `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`);
const options = fc.record({ exact: fc.boolean(), strict: fc.boolean(), sensitive: fc.boolean() });

/** A URL near `path`: the path itself, cut short, extended, with a letter's case flipped, or unrelated. */
function nearPathname(path: string) {
  return fc.oneof(
    fc.constant(path),
    fc.nat({ max: path.length }).map((n) => path.slice(0, n)),
    fc
      .tuple(fc.constantFrom('', '/', '/x', 'x', '/a/b/'), fc.boolean())
      .map(([tail, upper]) => (upper ? path.toUpperCase() : path) + tail),
    staticPath,
  );
}

describe('static path filter', () => {
  it('never rules out a URL that react-router would match', () => {
    fc.assert(
      fc.property(
        staticPath.chain((path) => fc.tuple(fc.constant(path), nearPathname(path), options)),
        ([path, pathname, { exact, strict, sensitive }]) => {
          const regexp = pathToRegexp(path, [], { end: exact, strict, sensitive });
          if (regexp.test(pathname)) expect(staticPathMayMatch(pathname, path, strict, sensitive)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rules out static paths the URL does not start with', () => {
    expect(staticPathMayMatch('/docs/install/docker/', '/blog/')).toBe(false);
    expect(staticPathMayMatch('/docs/', '/docs/install/')).toBe(false);
    expect(staticPathMayMatch('/Docs/Install/', '/docs/install/', false, true)).toBe(false);
    expect(staticPathMayMatch('/Docs/Install/', '/docs/install/')).toBe(true);
    expect(staticPathMayMatch('/docs/install', '/docs/install/')).toBe(true);
    expect(staticPathMayMatch('/docs/install', '/docs/install/', true)).toBe(false);
  });

  it('leaves paths with parameters, wildcards or non-ASCII text to the regexp', () => {
    for (const path of ['/blog/:slug', '*', '/docs/(install|setup)', '/tags/a+', '/caf\u00e9/']) {
      expect(staticPathMayMatch('/elsewhere/', path)).toBe(true);
    }
  });
});

// A sample of the site's routes (every 15th of the generated table), parents and leaves.
const routes = [
  '/about-us/',
  '/blog/authors/signoz/page/2/',
  '/blog/blackbox-exporter-vs-synthetic-monitoring-saas/',
  '/blog/go-database-sql-tracing-otelsql/',
  '/blog/page/7/',
  '/blog/tags/open-telemetry/page/2/',
  '/case-study/blip/',
  '/comparisons/migrate-from-datadog/',
  '/comparisons/tags/tools-comparison/',
  '/learn/kubernetes-tools/',
  '/opentelemetry/tags/',
  '/user-stories/',
  '/docs/',
  '/docs/alerts-management/recipes/high-p99-latency/',
  '/docs/category/sqlite/',
  '/docs/install/docker-swarm/',
  '/docs/install/',
  '/docs/instrumentation/dotnet/',
  '/docs/traces-management/trace-api/payload-model/',
  '/docs/userguide/collect-logs/fluentd-to-signoz/',
  '/',
];

describe('fast route match loader', () => {
  const patched = patchMatchPath(reactRouterSource, '/abs/staticPathFilter.ts');

  it('adds the filter once, in front of the compile, and imports it', () => {
    expect(patched).not.toBeNull();
    expect(
      patched!.startsWith('import { staticPathMayMatch as __staticPathMayMatch } from "/abs/staticPathFilter.ts";'),
    ).toBe(true);
    expect(patched!.match(/__staticPathMayMatch\(pathname, path, strict, sensitive\)/g)).toHaveLength(1);
  });

  it('leaves a react-router it does not recognise alone', () => {
    expect(patchMatchPath('export function matchPath() {}', '/abs/f.ts')).toBeNull();
  });

  it('gives the same answer as the published matchPath for every route of the site', () => {
    const original = matchPathFrom(reactRouterSource);
    const fast = matchPathFrom(patched!.slice(patched!.indexOf('\n') + 1));
    const pathnames = [...routes, '/', '/docs/', '/DOCS/install/docker-swarm', '/no/such/page/', '/blog/page/7'];
    let matches = 0;
    for (const path of [...routes, '*', '/blog/:slug/']) {
      for (const pathname of pathnames) {
        for (const exact of [true, false]) {
          const expected = original(pathname, { path, exact });
          expect(fast(pathname, { path, exact })).toEqual(expected);
          if (expected) matches += 1;
        }
      }
    }
    expect(matches).toBeGreaterThan(routes.length);
  });
});
