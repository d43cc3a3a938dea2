// The one evaluation of Docusaurus's generated .docusaurus/routes.js at build time, shared by the
// lean route table loader (which re-emits the table as JSON) and content first (which matches each
// page's routes to find its chunks). The file is plain data plus ComponentCreator(path, hash) calls, so
// it is run with a stand-in for ComponentCreator. Plain CommonJS: the bundler's loader require()s it.

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const REACT_IMPORT = "import React from 'react';";

/**
 * The route table of a routes.js source, with `componentCreator(path, hash)` standing in for
 * ComponentCreator. Throws when the source is not the shape Docusaurus writes (see manifest.ts).
 * @template T
 * @param {string} source
 * @param {(path: string, hash?: string) => T} componentCreator
 * @returns {unknown[]}
 */
function evaluateRoutesSource(source, componentCreator) {
  if (!source.includes(CREATOR_IMPORT) || !source.includes('export default [')) {
    throw new Error('routes.js: no ComponentCreator import or no `export default [`');
  }
  const body = source.replace(REACT_IMPORT, '').replace(CREATOR_IMPORT, '').replace('export default', 'return');
  if (/^\s*import\s/m.test(body)) throw new Error('routes.js: imports more than React and ComponentCreator');
  const table = new Function('ComponentCreator', body)(componentCreator);
  if (!Array.isArray(table)) throw new Error('routes.js: the default export is not an array');
  return table;
}

module.exports = { CREATOR_IMPORT, evaluateRoutesSource };
