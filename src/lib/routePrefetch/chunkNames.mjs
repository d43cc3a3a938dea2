// Every chunk name in a route's entry of Docusaurus's routesChunkNames.json. Plain JavaScript: the
// browser bundle (chunkIndex.ts, route prefetch) and the Node post-build step (content first's
// routeChunks.mjs, run without a TypeScript loader) share it.

/**
 * Every chunk name in a route's (nested) chunk-name tree, in document order.
 * @param {string | object | unknown[]} tree
 * @returns {string[]}
 */
export function chunkNamesOf(tree) {
  if (typeof tree === 'string') return [tree];
  const values = Array.isArray(tree) ? tree : Object.values(tree);
  return values.flatMap((value) => chunkNamesOf(value));
}
