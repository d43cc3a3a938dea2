// Rspack loader for the browser bundle's copies of two files Docusaurus
// generates, .docusaurus/routes.js and .docusaurus/registry.js. Both grow with
// every page (about 600 here) and both are evaluated before the first render.
// Plain CommonJS because the bundler require()s loaders.
const { cannotApply } = require('../strict.cjs');
const { CREATOR_IMPORT, evaluateRoutesSource } = require('../generatedRoutes.cjs');
//
// routes.js: every route calls ComponentCreator(path, hash) as the file loads,
// building a loadable component for each of the 600 routes, of which a page
// view renders one. The call becomes a getter that builds the component the
// first time the route is matched, and keeps it (React must see the same
// component each time). The table itself (120 KB of object literals) ships as
// JSON.parse('...'): the browser compiles JavaScript source before running it
// and that compile was the largest single cost of evaluating main.js, while
// JSON is parsed several times faster. The loader evaluates the generated file
// at build time (it is plain data plus those calls) to produce the JSON.
//
// registry.js: each chunk entry is [loader, moduleName, webpackId]. The module
// name is read only during server rendering (react-loadable reports it to pick
// the page's scripts); the browser copy gets an empty string instead of a
// 50-100 character path, repeated for every chunk.
//
// If Docusaurus changes either file's shape the pattern stops matching and
// the file passes through unchanged (with a build warning), so the site keeps
// working, only without the saving; under SITE_STRICT=1 the build fails instead.

// The emitted module. `component` arrives as the hash alone when the route's
// own path is ComponentCreator's path (every route but the catch-all), else as
// [path, hash?], and becomes a getter.
const LAZY_TABLE = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  let component = createdComponents.get(key);
  if (!component) {
    component = ComponentCreator(path, hash);
    createdComponents.set(key, component);
  }
  return component;
}
function withLazyComponents(routes) {
  for (const route of routes) {
    const [path, hash] = typeof route.component === 'string' ? [route.path, route.component] : route.component;
    Object.defineProperty(route, 'component', {
      get() { return lazyComponent(path, hash); },
      enumerable: true,
      configurable: true,
    });
    if (route.routes) withLazyComponents(route.routes);
  }
  return routes;
}`;

class ComponentRef {
  constructor(path, hash) {
    this.args = hash === undefined ? [path] : [path, hash];
  }
}

/** True when JSON.stringify keeps `value` whole (component refs aside). */
function isPlainData(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (value instanceof ComponentRef) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/** Every route has a component made by ComponentCreator, and so do its nested routes. */
function everyRouteHasComponent(routes) {
  return routes.every(
    (route) => route.component instanceof ComponentRef && (!route.routes || everyRouteHasComponent(route.routes)),
  );
}

/** @param {string} source @returns {{ code: string, count: number }} */
function lazyRouteComponents(source) {
  const unchanged = { code: source, count: 0 };
  let table;
  let count = 0;
  try {
    table = evaluateRoutesSource(source, (path, hash) => {
      count += 1;
      return new ComponentRef(path, hash);
    });
  } catch {
    return unchanged;
  }
  if (!isPlainData(table) || !everyRouteHasComponent(table)) return unchanged;
  const json = JSON.stringify(table, function toJson(_key, value) {
    if (!(value instanceof ComponentRef)) return value;
    const [path, hash] = value.args;
    return hash !== undefined && path === this.path ? hash : value.args;
  });
  const code = `${CREATOR_IMPORT}
${LAZY_TABLE}
export default withLazyComponents(JSON.parse(${JSON.stringify(json)}));
`;
  return { code, count };
}

const MODULE_NAME = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/** @param {string} source @returns {{ code: string, count: number }} */
function dropRegistryModuleNames(source) {
  let count = 0;
  const code = source.replace(MODULE_NAME, () => {
    count += 1;
    return '), "", require.resolveWeak(';
  });
  return { code, count };
}

/** @this {{ resourcePath: string, emitWarning(error: Error): void }} @param {string} source */
function leanRouteTableLoader(source) {
  const isRoutes = /[\\/]routes\.js$/.test(this.resourcePath);
  const { code, count } = isRoutes ? lazyRouteComponents(source) : dropRegistryModuleNames(source);
  if (count === 0) {
    cannotApply(`lean route table: no match in ${this.resourcePath}; left as generated`, {
      warn: (message) => this.emitWarning(new Error(message)),
    });
  }
  return code;
}

module.exports = leanRouteTableLoader;
module.exports.lazyRouteComponents = lazyRouteComponents;
module.exports.dropRegistryModuleNames = dropRegistryModuleNames;
