// Writes a brotli copy (`<file>.br`) next to the site's JS and CSS and next to each search file a
// reader downloads, for hosts that serve precompressed files to browsers that accept brotli:
// `scripts/serve.mjs`, nginx with `brotli_static on`, Caddy with `file_server { precompressed br
// gzip }`. Elsewhere the host compresses as before (and Pagefind's gzip files are served as they are,
// see PAGEFIND_GZIP_FILES in deploy-config.mjs).
//
// Why: quality 11 is too slow to run per request, so a server compressing on the fly uses a lower
// one (the `compression` middleware: 4). Done once at build time, the site's JS is 12 to 16% smaller,
// and the first search, which downloads the engine and index while the reader waits, is about 15 KB
// lighter: Pagefind's files are gzip (the wasm engine 58.7 KB; as brotli 49.6 KB). HTML pages are
// left to the host: 855 of them would add more build time than they save.
//
// Qualities. Measured on the 1,201 scripts and styles of the site (14.7 MB; one core, 2026-11-26):
// quality 11 took 28.6 s for 3,891 KB, quality 10 12.7 s for 3,993 KB, quality 9 7.3 s for 4,334 KB.
// Quality 8 is another matter (2026-11-27, same files): 0.8 s for 4,215 KB, +5.6 % on 10. Most of 10's
// gain is on the large files, which are also the ones every first visit downloads (main.js: 96.1 KB at
// 10, 106.7 at 8; the runtime 19.3 and 25.7): files of 32 KB and more get 10, smaller ones (route chunks,
// a few KB each) 8, about 0.2 KB more each (figures at assetQuality). Of the search files, the engine
// (pagefind.js, the wasm, the entry, meta and filter files), which every first search downloads whole,
// keeps 11; the index chunks and fragments, of which a query downloads a few, get 10 (figures at
// searchFileQuality).
//
// Each copy is kept in a cache keyed by the file's content and the quality, so a rebuild compresses
// only the files that changed (hashed chunk names mostly do not); entries this build did not use are
// removed at the end.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Pagefind's own UI bundles, which the site does not load: not worth a copy. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./;

/** Whether `name` (a file under pagefind/) is one the site downloads. */
export function isServedSearchFile(name) {
  return !UNUSED.test(name) && !name.endsWith('.br');
}

/** The bytes a file stands for: gzip files are inflated first, others are taken as they are. */
export function contentOf(bytes) {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

/**
 * Brotli quality of a search file's copy, by its path under pagefind/. Measured on the site's index
 * (2026-11-27, one core): the 632 fragments (1,838 KB as Pagefind's gzip) at 10 took 3.2 s for 1,555 KB,
 * at 8 0.3 s for 1,722 KB; the 396 index chunks (2,033 KB gzip) at 10 2.1 s for 1,863 KB, at 8 0.2 s
 * for 1,985 KB. (9 is as slow as 10 and no smaller than 8; 5 to 8 differ by under 0.2 %.) At 8 the bench's
 * first query, two chunks and six fragments, went from 102.3 to 104.6 KB, over its 100 KB budget, for
 * 5 s of CPU in a cold build: they keep 10. The engine files, which every first search downloads whole,
 * keep 11 (0.9 s).
 * @param {string} rel path relative to the pagefind folder, with `/`
 */
export function searchFileQuality(rel) {
  return /^(index|fragment)\//.test(rel) ? 10 : constants.BROTLI_MAX_QUALITY;
}

/** From this size (bytes) a script or style gets the slower, smaller quality (see assetQuality). */
export const LARGE_ASSET_BYTES = 32 * 1024;

/**
 * Brotli quality of a script's or style's copy, by its size. On the site's 1,196 scripts (14.2 MB,
 * 2026-11-27, one core): all at 10 took 9.6 s for 3,873 KB; 10 from 32 KB and 8 below, 4.2 s for
 * 4,138 KB, of which 3.2 s were the blog archive's 2.9 MB of data (since slimmed, see
 * src/plugins/performance/slimArchive); all at 8, 0.9 s for 4,215 KB. The files from 32 KB up are the
 * shared ones a first visit downloads: main.js, the runtime, the shared chunks, the docs metadata.
 * @param {number} bytes the file's size
 */
export function assetQuality(bytes) {
  return bytes >= LARGE_ASSET_BYTES ? 10 : 8;
}

/** Where copies are kept between builds (under node_modules/.cache: `docusaurus clear` empties it). */
export const CACHE_DIR = 'node_modules/.cache/signoz-precompress';

export async function brotli(bytes, quality = constants.BROTLI_MAX_QUALITY) {
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * The brotli copies of one kind of file, kept in `dir` by content and quality.
 * @param {string | null} dir null: no cache
 */
function copyCache(dir) {
  const used = new Set();
  let hits = 0;
  return {
    async compress(content, quality) {
      if (dir === null) return brotli(content, quality);
      const name = `${createHash('sha256').update(content).digest('hex')}.q${quality}.br`;
      used.add(name);
      const cached = await readFile(join(dir, name)).catch(() => null);
      if (cached) {
        hits += 1;
        return cached;
      }
      const copy = await brotli(content, quality);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), copy);
      return copy;
    },
    /** Removes the entries this run did not use; returns how many copies came from the cache. */
    async prune() {
      if (dir === null) return hits;
      const names = await readdir(dir).catch(() => []);
      await Promise.all(names.filter((name) => !used.has(name)).map((name) => rm(join(dir, name), { force: true })));
      return hits;
    },
  };
}

async function* filesUnder(dir, include) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, include);
    else if (include(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` for every file under `dir` that `include` accepts (by name) and whose brotli copy
 * is smaller than the file.
 * @param {string} dir
 * @param {(name: string) => boolean} include
 * @param {{ quality?: number | ((rel: string, bytes: number) => number), cacheDir?: string | null }} [options]
 *   quality: one for all, or by the file's path relative to `dir` (with `/`) and its content's size; cacheDir: where copies
 *   are kept by content between builds (one folder per kind of file: entries a run does not use are
 *   removed)
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number, cached: number }>} totals over
 *   the copies written; `cached`: how many came from the cache
 */
export async function precompressFiles(dir, include, { quality = constants.BROTLI_MAX_QUALITY, cacheDir = null } = {}) {
  const paths = [];
  for await (const path of filesUnder(dir, include)) paths.push(path);
  const totals = { files: 0, bytes: 0, brotliBytes: 0, cached: 0 };
  const cache = copyCache(cacheDir);
  const qualityOf =
    typeof quality === 'function'
      ? (path, bytes) => quality(relative(dir, path).split(sep).join('/'), bytes)
      : () => quality;
  // zlib runs on libuv's thread pool: a few at a time keeps every core busy without queueing thousands.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const stored = await readFile(path);
      const content = contentOf(stored);
      const copy = await cache.compress(content, qualityOf(path, content.length));
      if (copy.length >= stored.length) continue;
      await writeFile(`${path}.br`, copy);
      totals.files += 1;
      totals.bytes += stored.length;
      totals.brotliBytes += copy.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  totals.cached = await cache.prune();
  return totals;
}

/**
 * Brotli copies of the search files under `dir` (Pagefind's output folder).
 * @param {string | null} [cacheDir]
 */
export function precompressSearchFiles(dir, cacheDir = null) {
  return precompressFiles(dir, isServedSearchFile, { quality: searchFileQuality, cacheDir });
}

/** The site's own scripts and styles under `<buildDir>/assets/`. */
export const isAsset = (name) => /\.(js|css)$/.test(name);

/**
 * Brotli copies of the site's scripts and styles.
 * @param {string} buildDir
 * @param {string | null} [cacheDir]
 */
export function precompressAssets(buildDir, cacheDir = null) {
  return precompressFiles(join(buildDir, 'assets'), isAsset, {
    quality: (_rel, bytes) => assetQuality(bytes),
    cacheDir,
  });
}
