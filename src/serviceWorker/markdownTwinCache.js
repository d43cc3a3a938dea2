// @ts-check
/* global self, caches */
/**
 * The PWA plugin's `swCustom` module (docusaurus.config.ts), run inside the service worker: keeps a
 * copy of each Markdown twin the reader fetched ("Copy page", "View as Markdown") and answers from it
 * when the network fails, so both work offline for a page whose twin was fetched before. Network
 * first, so a twin is never stale while the site is reachable. Plain JavaScript because the plugin
 * compiles only .js files into sw.js.
 */

export const TWIN_CACHE = 'markdown-twins-v1';

/**
 * Whether a request is for a Markdown twin: a GET of a `.md` file of this origin.
 * @param {{ method: string, url: string }} request
 * @param {string} origin
 */
export function isTwinRequest(request, origin) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.endsWith('.md');
}

/**
 * The network's answer (a copy kept when it is a success), or the kept copy when the network fails.
 * @param {Request} request
 * @param {{ caches: CacheStorage, fetch: typeof fetch, waitUntil: (promise: Promise<unknown>) => void }} env
 * @returns {Promise<Response>}
 */
export async function networkFirst(request, env) {
  try {
    const response = await env.fetch(request);
    if (response.ok) {
      const copy = response.clone();
      env.waitUntil(env.caches.open(TWIN_CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  } catch (error) {
    const cached = await env.caches.match(request, { cacheName: TWIN_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/**
 * @typedef {{ request: Request, respondWith: (response: Promise<Response>) => void,
 *   waitUntil: (promise: Promise<unknown>) => void }} FetchEventLike
 * @typedef {{ location: Location, addEventListener: (type: 'fetch', listener: (event: FetchEventLike) => void) => void }}
 *   WorkerLike
 */

export default function registerMarkdownTwinCache() {
  const worker = /** @type {WorkerLike} */ (/** @type {unknown} */ (self));
  worker.addEventListener('fetch', (event) => {
    if (!isTwinRequest(event.request, worker.location.origin)) return;
    event.respondWith(
      networkFirst(event.request, {
        caches,
        fetch: (request) => fetch(request),
        waitUntil: (promise) => event.waitUntil(promise),
      }),
    );
  });
}
