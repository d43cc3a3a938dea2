import type { PagefindApi } from './pagefind';

/**
 * Browser adapter: loads Pagefind's own JS (build/pagefind/pagefind.js) the
 * first time search is used. The bundler must not resolve it (it exists only
 * after `npm run build`), hence webpackIgnore. A failed load is not cached, so
 * "Try again" and the next keystroke retry; a cache-busting parameter gets past
 * the browser's memory of the failed module.
 */
let loading: Promise<PagefindApi> | null = null;
let attempt = 0;

export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  if (loading) return loading;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = `${base}pagefind/pagefind.js${attempt > 0 ? `?retry=${attempt}` : ''}`;
  attempt += 1;
  loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      // Main thread, no worker: the index is small, and a worker would fetch a
      // second 40 KB copy of the engine before the first query.
      await pagefind.options({ baseUrl: base, excerptLength: 24, noWorker: true });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Whether this bundle comes from the dev server (`npm start`), where no index exists. */
export const isDevServer = process.env.NODE_ENV === 'development';
