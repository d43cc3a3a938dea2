// Replaces @docusaurus/core/lib/client/docusaurus.js (the object mounted as
// window.docusaurus, whose prefetch() every <Link> calls when it scrolls into
// view). Same API and behaviour, with these changes:
// - chunk names are looked up in an index built once instead of scanning the
//   whole route table per link (src/lib/routePrefetch/chunkIndex.ts);
// - prefetches are queued and run in idle time, so the burst of links that
//   enter the viewport on hydration is spread over idle periods instead of
//   running as one long task;
// - a chunk shared by many routes (a docs layout, a sidebar) is prefetched
//   once, not once per link pointing at a route that uses it;
// - nothing is prefetched or preloaded while the browser is offline (a page
//   the service worker kept): those loads could only fail, each logged.
// Wired in by src/plugins/performance/clientRuntime/index.ts. Re-check against the stock file
// when upgrading Docusaurus.
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { indexChunkNames } from '@site/src/lib/routePrefetch/chunkIndex';
import { browserIdleScheduler, createIdleQueue } from '@site/src/lib/routePrefetch/idleQueue';

// Injected by Docusaurus's ChunkAssetPlugin: chunk name → asset URL.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
const prefetchedChunks = new Set<string>();
let chunkIndex: Map<string, string[]> | undefined;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Chunk URLs this page already runs (loaded by a script tag: entry, route chunks, chunks webpack loaded). */
function scriptUrlsOfPage(): Set<string> {
  return new Set(Array.from(document.scripts, (script) => script.getAttribute('src') ?? ''));
}

/** Asset URLs of the route's chunks that neither this page nor an earlier prefetch has loaded. */
function newChunkUrls(routePath: string): string[] {
  chunkIndex ??= indexChunkNames(routesChunkNames);
  const index = chunkIndex;
  const onPage = scriptUrlsOfPage();
  return matchRoutes(routes, routePath)
    .flatMap((match) => index.get(match.route.path ?? '') ?? [])
    .filter((chunkName) => {
      if (prefetchedChunks.has(chunkName)) return false;
      prefetchedChunks.add(chunkName);
      return true;
    })
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((url): url is string => Boolean(url) && !url!.includes('undefined') && !onPage.has(url!));
}

// Two kinds of job share one queue: resolving a route to its chunk URLs, and
// adding one <link rel="prefetch"> (the costly part: 0.1-0.5 ms each once the
// page has loaded, 1-10 ms while it is still loading on a slow machine). One
// job per chunk lets the queue stop between any two of them, and a 4 ms budget
// per idle period keeps each drain well short of a long task.
type PrefetchJob =
  | { kind: 'route'; routePath: string; done: (value: void[]) => void }
  | { kind: 'chunk'; url: string; done: () => void };

const prefetchQueue = createIdleQueue<PrefetchJob>(
  (job) => {
    if (job.kind === 'chunk') {
      // Offline (a reader of a page the service worker kept), a prefetch can only fail, and the browser
      // logs each failure. Skipped the way a failed prefetch ends: the chunk loads when it is needed.
      if (!navigator.onLine) job.done();
      else void prefetchHelper(job.url).then(job.done);
      return;
    }
    const fetchedChunks = newChunkUrls(job.routePath).map(
      (url) => new Promise<void>((done) => prefetchQueue.push({ kind: 'chunk', url, done })),
    );
    void Promise.all(fetchedChunks).then(job.done);
  },
  browserIdleScheduler(),
  { budgetMs: 4 },
);

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((done) => prefetchQueue.push({ kind: 'route', routePath, done }));
}

function preload(routePath: string): false | Promise<void[]> {
  // Offline, as in prefetch: a link under the pointer would only start loads that fail.
  if (isSlowConnection() || !navigator.onLine || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on window by the client entry, like the stock object.
export default Object.freeze({ prefetch, preload });
