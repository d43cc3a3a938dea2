import type { PagefindApi, PagefindFilters } from './pagefind';
import { answerKeptRequests, isUnderPath, requestedUrl } from '../../plugins/performance/searchWarmup/keptResponses';
import {
  isDevServer,
  pagefindScriptUrl,
  startEngine,
  warmSearchEngine,
  withSlash,
} from '../../plugins/performance/searchWarmup/engineWarmup';

export { isDevServer };

/**
 * Browser adapter: loads Pagefind's own JS (build/pagefind/pagefind.js) the
 * first time search is used. The bundler must not resolve it (it exists only
 * after `npm run build`), hence webpackIgnore. A failed load is not cached, so
 * "Try again" and the next keystroke retry; a cache-busting parameter gets past
 * the browser's memory of the failed module.
 */
let loading: Promise<PagefindApi> | null = null;
let attempt = 0;
let failedIndexFetches = 0;
/** window.fetch as it was before watchIndexFetches wrapped it. */
let unwatchedFetch: typeof fetch | null = null;

/**
 * Pagefind swallows a failed index-chunk download and answers "no results"
 * (pagefind.js: loadChunk(...).catch(() => {})), which would tell a reader on
 * a flaky connection that the site has nothing on their topic. We count failed
 * requests under /pagefind/ so a search that lost chunks reports an error
 * instead. Pagefind offers no hook for this, hence the wrapper around
 * window.fetch, installed when search is first used and confined to requests
 * under /pagefind/: any other request goes to the browser's fetch as it came,
 * and responses pass through untouched. Pagefind retries failed chunks on the
 * next search by itself.
 */
function watchIndexFetches(indexPath: string) {
  if (typeof window === 'undefined' || (window.fetch as { signozSearchWatch?: boolean }).signozSearchWatch) return;
  const original = window.fetch.bind(window);
  unwatchedFetch = original;
  const watched: typeof fetch = (input, init) => {
    const base = typeof document === 'undefined' ? undefined : document.baseURI;
    if (!isUnderPath(requestedUrl(input), indexPath, base)) return original(input, init);
    const request = original(input, init);
    request.then(
      (response) => {
        if (!response.ok) failedIndexFetches += 1;
      },
      () => {
        failedIndexFetches += 1;
      },
    );
    return request;
  };
  Object.assign(watched, { signozSearchWatch: true });
  window.fetch = watched;
}

/** Number of index downloads that have failed so far (compare before and after a search). */
export function indexFetchFailures(): number {
  return failedIndexFetches;
}

export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  if (loading) return loading;
  const base = withSlash(baseUrl);
  const url = pagefindScriptUrl(base, attempt);
  attempt += 1;
  // Usually started already by the search button (engineWarmup.ts); a no-op then.
  void warmSearchEngine(
    base,
    typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en',
    unwatchedFetch ?? answerKeptRequests(window, `${base}pagefind/`),
  );
  watchIndexFetches(`${base}pagefind/`);
  loading = devServerCheck(url)
    .then(() => import(/* webpackIgnore: true */ url) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      // Usually started by the warm-up already (same URL, one module): this repeats the same options.
      await startEngine(pagefind, base);
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Starts fetching the word-index chunks of a query as the reader types it, before React renders the
 * keystroke and runs the search effect (3 to 5 ms sooner here): Pagefind's search then finds the
 * chunks already on their way and does not fetch them again. Only once the engine is being loaded (the
 * dialog loads it as it opens); a failure is left to the search itself to report.
 */
export function preloadQuery(term: string, filters: PagefindFilters): void {
  if (!term || !loading) return;
  loading.then((pagefind) => pagefind.preload(term, { filters })).catch(() => undefined);
}

/**
 * The dev server answers unknown paths with its HTML page, which the browser
 * reports as a module MIME-type error: check first so `npm start` stays quiet.
 */
async function devServerCheck(url: string): Promise<void> {
  if (!isDevServer) return;
  const response = await fetch(url, { method: 'HEAD' });
  if (!response.ok || !/javascript/.test(response.headers.get('content-type') ?? '')) {
    throw new Error('No search index on the development server');
  }
}
