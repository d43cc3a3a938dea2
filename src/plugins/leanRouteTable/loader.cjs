// Rspack loader for the browser bundle's copies of two files Docusaurus
// generates, .docusaurus/routes.js and .docusaurus/registry.js. Both grow with
// every page (about 600 here) and both are evaluated before the first render.
// Plain CommonJS because the bundler require()s loaders.
//
// routes.js: every route calls ComponentCreator(path, hash) as the file loads,
// building a loadable component for each of the 600 routes, of which a page
// view renders one. The call becomes a getter that builds the component the
// first time the route is matched, and keeps it (React must see the same
// component each time).
//
// registry.js: each chunk entry is [loader, moduleName, webpackId]. The module
// name is read only during server rendering (react-loadable reports it to pick
// the page's scripts); the browser copy gets an empty string instead of a
// 50-100 character path, repeated for every chunk.
//
// If Docusaurus changes either file's shape the pattern stops matching and
// the file passes through unchanged (with a build warning), so the site keeps
// working, only without the saving.

const COMPONENT_CALL = /component: ComponentCreator\(('(?:[^'\\]|\\.)*'), ('(?:[^'\\]|\\.)*')\)/g;
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const LAZY_CREATOR = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  let component = createdComponents.get(key);
  if (!component) {
    component = ComponentCreator(path, hash);
    createdComponents.set(key, component);
  }
  return component;
}`;

/** @param {string} source @returns {{ code: string, count: number }} */
function lazyRouteComponents(source) {
  if (!source.includes(CREATOR_IMPORT)) return { code: source, count: 0 };
  let count = 0;
  const body = source.replace(COMPONENT_CALL, (_call, path, hash) => {
    count += 1;
    return `get component() { return lazyComponent(${path}, ${hash}); }`;
  });
  if (count === 0) return { code: source, count };
  return { code: body.replace(CREATOR_IMPORT, CREATOR_IMPORT + LAZY_CREATOR), count };
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
    this.emitWarning(new Error(`lean route table: no match in ${this.resourcePath}; left as generated`));
  }
  return code;
}

module.exports = leanRouteTableLoader;
module.exports.lazyRouteComponents = lazyRouteComponents;
module.exports.dropRegistryModuleNames = dropRegistryModuleNames;
