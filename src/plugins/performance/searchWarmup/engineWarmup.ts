/**
 * Starts the search engine's downloads the moment a reader reaches for search (pointer or focus on
 * the button, touch, or the keyboard shortcut), in parallel with the dialog's own chunk. This module
 * is in the first-visit bundle, so it stays small and imports only keptResponses.ts.
 *
 * Pagefind's first query waits for a chain of downloads: pagefind.js, then pagefind-entry.json, then
 * the index metadata and the wasm engine (60 KB), then the word index, then the pages' fragments.
 * Here the first three start together, before the dialog is even loaded, and the wasm too:
 * - pagefind.js by a dynamic import (the same URL client.ts imports later: one module), and once it
 *   has run, the engine itself (startEngine);
 * - pagefind-entry.json with this session's tag (`?ts=`), the same URL Pagefind asks for once it
 *   runs, because client.ts hands it the tag as its `metaCacheTag` option (by default Pagefind adds
 *   Date.now(), a new URL every time, so its request could never be answered from ours);
 * - the wasm engine by the name Pagefind gives it for the page's language (`wasm.en.pagefind`), the
 *   largest file, so that it arrives before the dialog's first render takes the main thread (reading
 *   a body needs it). Should the entry name another file, that one is fetched and the guess dropped;
 * - then the metadata that the entry names.
 * Pagefind's own requests for those three files are answered from the bodies read here, in memory
 * (keptResponses.ts).
 * Best effort: a failure here is not a failed search. Pagefind fetches again and reports its own
 * errors, and the next call here tries again.
 */
import { answerKeptRequests, forgetBody, keepBody } from './keptResponses';

/** The part of Pagefind's module the warm-up uses (client.ts types the rest). */
interface PagefindStarter {
  options?: (options: object) => Promise<void>;
  init?: () => Promise<void>;
}

interface PagefindEntry {
  languages?: Record<string, { hash: string; wasm: string | null }>;
}

/** Whether this bundle comes from the dev server (`npm start`), where no index exists. */
export const isDevServer = process.env.NODE_ENV === 'development';

let sessionTag: string | null = null;
let warming: Promise<void> | null = null;

/** The tag of pagefind-entry.json for this page session (a new session gets a fresh entry). */
export function entryTag(): string {
  sessionTag ??= String(Date.now());
  return sessionTag;
}

/** `baseUrl` with exactly one trailing slash. */
export function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/**
 * Pagefind's options, the same for the warm-up and client.ts. Main thread, no worker: the index is
 * small, and a worker would fetch a second copy of the engine before the first query. The
 * metaCacheTag makes Pagefind ask for pagefind-entry.json?ts=<tag>, the URL the warm-up fetched.
 */
export function engineOptions(baseUrl: string) {
  return { baseUrl: withSlash(baseUrl), excerptLength: 24, noWorker: true, metaCacheTag: entryTag() };
}

/**
 * Starts Pagefind once its script has run: init() creates the engine, which loads its metadata and
 * wasm in the background (from the bodies the warm-up keeps, keptResponses.ts). Started here,
 * the engine is usually ready when the dialog shows, so the reader's first query goes straight to the
 * word index; started by the dialog, it was not ready for 20 to 40 ms more.
 */
export async function startEngine(module: unknown, baseUrl: string): Promise<void> {
  const engine = module as PagefindStarter;
  if (typeof engine.options !== 'function' || typeof engine.init !== 'function') return;
  await engine.options(engineOptions(baseUrl));
  await engine.init();
}

/** URL of Pagefind's script. */
export function pagefindScriptUrl(baseUrl: string, attempt = 0): string {
  return `${withSlash(baseUrl)}pagefind/pagefind.js${attempt > 0 ? `?retry=${attempt}` : ''}`;
}

/** The entry, metadata and wasm URLs, in the order they are fetched. */
export function engineFileUrls(baseUrl: string, entry: PagefindEntry | null, language: string) {
  const base = withSlash(baseUrl);
  const languages = entry?.languages ?? {};
  const chosen = languages[language] ?? Object.values(languages)[0];
  return {
    entry: `${base}pagefind/pagefind-entry.json?ts=${entryTag()}`,
    meta: chosen ? `${base}pagefind/pagefind.${chosen.hash}.pf_meta` : null,
    // Pagefind's own rule: a language without its own engine uses the 'unknown' one.
    wasm: chosen ? `${base}pagefind/wasm.${chosen.wasm || 'unknown'}.pagefind` : null,
  };
}

/** The wasm engine Pagefind builds for a language: named by its primary subtag (`en` for `en-US`). */
export function guessedWasmUrl(baseUrl: string, language: string): string {
  const primary = language.split('-')[0].toLowerCase() || 'unknown';
  return `${withSlash(baseUrl)}pagefind/wasm.${primary}.pagefind`;
}

/**
 * Pagefind cuts every query into graphemes with Intl.Segmenter. The first segmenter a page creates
 * loads the browser's segmentation data: 5 to 10 ms here without CPU throttling, in the middle of the
 * first query. Created once while the reader types, the data stays loaded and Pagefind's own segmenter
 * costs nothing (measured: under 0.2 ms). Skipped where Intl.Segmenter is missing (Pagefind then
 * works without it) or the language tag is not valid.
 */
export function warmTextSegmentation(language: string): void {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return;
  try {
    const [locale] = Intl.getCanonicalLocales(language);
    // Segmenting is lazy: consume the segments so the data is really loaded.
    Array.from(new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment('warm'));
  } catch {
    // An invalid tag: Pagefind catches the same error and skips segmenting.
  }
}

/** The JSON in a body, or null. */
function parseJson<T>(body: ArrayBuffer | null): T | null {
  if (body === null) return null;
  try {
    return JSON.parse(new TextDecoder().decode(body)) as T;
  } catch {
    return null;
  }
}

/**
 * Starts the downloads once per page session (again after a failure).
 * `get` is the fetch to use; by default the window's, which from then on answers Pagefind's requests
 * for these files from memory (client.ts wraps it again to count failed index downloads).
 */
export function warmSearchEngine(
  baseUrl: string,
  language: string,
  get: typeof fetch = answerKeptRequests(window, `${withSlash(baseUrl)}pagefind/`),
  importScript: (url: string) => Promise<unknown> = (url) => import(/* webpackIgnore: true */ url),
): Promise<void> {
  if (warming) return warming;
  // The development server has no index (client.ts reports that); nothing to fetch.
  if (isDevServer) return Promise.resolve();
  // Kept before the script is imported: Pagefind asks for the entry as soon as it has started.
  const load = (url: string) => keepBody(url, get(url));
  const entryBody = load(engineFileUrls(baseUrl, null, language).entry);
  const wasmGuess = guessedWasmUrl(baseUrl, language);
  const guessedBody = load(wasmGuess);
  importScript(pagefindScriptUrl(baseUrl))
    .then((module) => startEngine(module, baseUrl))
    .catch(() => undefined);
  const started = entryBody
    .then((body) => {
      const entry = parseJson<PagefindEntry>(body);
      if (!entry) throw new Error('no search entry file');
      const { meta, wasm } = engineFileUrls(baseUrl, entry, language);
      if (wasm !== wasmGuess) forgetBody(wasmGuess);
      const wasmBody = wasm === wasmGuess ? guessedBody : wasm ? load(wasm) : null;
      return Promise.all([meta ? load(meta) : null, wasmBody]).then(() => {
        // The engine is here; the reader is still typing. Set up what its first query needs.
        warmTextSegmentation(language);
      });
    })
    .catch(() => {
      warming = null;
    });
  warming = started;
  return started;
}
