// Which webpack chunks each route needs, looked up by route path.
//
// Docusaurus keys its route chunk table by path plus a short hash
// ('/blog/my-post/-fe9'), and its stock prefetch scans the whole table with a
// regular expression for every link that scrolls into view. On a docs page
// (30-60 links in view, about 600 routes) that scan was the largest single
// task after hydration. This index is built once, on first use.
import type { RouteChunkNames } from '@docusaurus/types';
import { chunkNamesOf } from './chunkNames.mjs';

// Shared with the post-build step that lists a route's chunk files (performance/contentFirst).
export { chunkNamesOf };

/** '/blog/my-post/-fe9' → '/blog/my-post/' (the hash is the last '-' part). */
export function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}

/** Route path → the chunk names of every route entry with that path. */
export function indexChunkNames(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const path = routePathOfKey(key);
    const names = chunkNamesOf(tree);
    const known = index.get(path);
    if (known) known.push(...names);
    else index.set(path, names);
  }
  return index;
}
