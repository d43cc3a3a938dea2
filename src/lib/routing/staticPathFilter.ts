// A cheap test that rules out most routes before react-router compiles their
// path into a regular expression. Matching a URL walks the route table in
// order and compiles (path-to-regexp) every route it passes, about 600 here,
// on start-up and again in <Switch>: some 20 ms of main thread on a docs page
// at 4x CPU slowdown. Nearly all our route paths are static (no parameters,
// no wildcards), and a static path can only match a URL that starts with it.

// Characters that give a path-to-regexp 1.x path a meaning beyond its text
// (parameters, groups, wildcards, modifiers, escapes). Non-ASCII paths are
// left to the regexp too, so that case folding below stays plain ASCII.
const NOT_PLAIN = /[^\x20-\x7e]|[:()*?+\\]/;

/**
 * False when `path` is static and `pathname` cannot match it under
 * react-router 5's matchPath options; true when a match is possible (or the
 * path is not static, so only the compiled regexp can tell).
 *
 * Why this never rejects a real match: a static path compiles to
 * `^<path without its trailing slash unless strict>(?:\/(?=$))?` followed by
 * `$` or `(?=\/|$)`, with the `i` flag unless `sensitive`. Every match
 * therefore starts with that prefix. Under `i` without `u`, an ASCII letter
 * matches only its two ASCII cases, so comparing ASCII lower case is exact.
 */
export function staticPathMayMatch(pathname: string, path: string, strict = false, sensitive = false): boolean {
  if (NOT_PLAIN.test(path)) return true;
  const prefix = !strict && path.endsWith('/') ? path.slice(0, -1) : path;
  const head = pathname.slice(0, prefix.length);
  return sensitive ? head === prefix : head.toLowerCase() === prefix.toLowerCase();
}
