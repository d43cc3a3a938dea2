// Rspack loader for react-router 5's ESM build (react-router/esm/react-router.js).
// matchPath() compiles each route's path into a regexp before testing it; the
// loader adds one line in front of that compile which skips static paths the
// URL cannot match (src/lib/routing/staticPathFilter.ts, which also says why
// the skip never changes a result). matchPath is patched in place because
// <Switch> and matchRoutes call it through the module's own binding, which no
// alias or wrapper reaches.
//
// If a react-router upgrade changes the lines below, the file passes through
// unchanged with a build warning (routing still works, only without the saving),
// or fails the build under SITE_STRICT=1 (../strict.cjs).
// Plain CommonJS because the bundler require()s loaders.
const { cannotApply } = require('../strict.cjs');

const ANCHOR = `    if (!path && path !== "") return null;
    if (matched) return matched;
`;

/** @param {string} source @param {string} filterModule absolute path of staticPathFilter.ts */
function patchMatchPath(source, filterModule) {
  const at = source.indexOf(ANCHOR);
  if (at === -1 || source.indexOf(ANCHOR, at + 1) !== -1) return null;
  const guard = '    if (!__staticPathMayMatch(pathname, path, strict, sensitive)) return null;\n';
  const patched = source.slice(0, at + ANCHOR.length) + guard + source.slice(at + ANCHOR.length);
  return `import { staticPathMayMatch as __staticPathMayMatch } from ${JSON.stringify(filterModule)};\n${patched}`;
}

module.exports = function fastRouteMatchLoader(source) {
  const { filterModule } = this.getOptions();
  const patched = patchMatchPath(source, filterModule);
  if (patched === null) {
    cannotApply('fastRouteMatch: matchPath() not recognised in react-router; left unchanged', {
      warn: (message) => this.emitWarning(new Error(message)),
    });
    return source;
  }
  return patched;
};
module.exports.patchMatchPath = patchMatchPath;
