// The script files a page's route needs, worked out after the build from what
// Docusaurus leaves in .docusaurus/: the route tree (routes.js), the chunk
// names of each route (routesChunkNames.json) and the chunk files of each
// chunk name (client-manifest.json). Without them in the page, the browser
// learns of these files only once main.js has run and matched the route: one
// more round trip before the page can hydrate.
import { createRequire } from 'node:module';
import { chunkNamesOf } from '../../../lib/routePrefetch/chunkNames.mjs';
import { evaluateRoutesSource } from '../generatedRoutes.cjs';

const require = createRequire(import.meta.url);
const { matchRoutes } = require('react-router-config');

/**
 * Evaluates the generated routes.js with a ComponentCreator that only records
 * (path, hash), the key of the route's entry in routesChunkNames.json.
 * @param {string} source
 */
export function evaluateRouteTable(source) {
  return evaluateRoutesSource(source, (path, hash) => ({ path, hash }));
}

/**
 * Public paths of the JavaScript files the routes matching `pagePath` load,
 * in route order, without duplicates.
 * @param {{ routes: unknown[], routesChunkNames: Record<string, unknown>, manifest: { origins: Record<string, string[]>, assets: Record<string, { js?: { publicPath: string }[] }> } }} build
 * @param {string} pagePath
 */
export function routeChunkFiles({ routes, routesChunkNames, manifest }, pagePath) {
  const files = [];
  for (const { route } of matchRoutes(routes, pagePath)) {
    const { path, hash } = route.component ?? {};
    const tree = hash ? routesChunkNames[`${path}-${hash}`] : undefined;
    if (!tree) continue;
    for (const name of chunkNamesOf(tree)) {
      for (const id of manifest.origins[name] ?? []) {
        for (const asset of manifest.assets[id]?.js ?? []) {
          if (!files.includes(asset.publicPath)) files.push(asset.publicPath);
        }
      }
    }
  }
  return files;
}
