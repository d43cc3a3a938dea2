// Writes a brotli copy (`<file>.br`, quality 11) next to the site's JS and CSS and next to each search
// file a reader downloads, for hosts that serve precompressed files to browsers that accept brotli:
// `scripts/serve.mjs`, nginx with `brotli_static on`, Caddy with `file_server { precompressed br
// gzip }`. Elsewhere the host compresses as before (and Pagefind's gzip files are served as they are,
// see PAGEFIND_GZIP_FILES in deploy-config.mjs).
//
// Why: quality 11 is too slow to run per request, so a server compressing on the fly uses a lower
// one (the `compression` middleware: 4). Done once at build time, the site's JS is 12 to 16% smaller,
// and the first search, which downloads the engine and index while the reader waits, is about 15 KB
// lighter: Pagefind's files are gzip (the wasm engine 58.7 KB; as brotli 49.6 KB). HTML pages are
// left to the host: 600 of them would add more build time than the 6 s this step takes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

export async function brotli(bytes) {
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
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
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>} totals over the copies written
 */
export async function precompressFiles(dir, include) {
  const paths = [];
  for await (const path of filesUnder(dir, include)) paths.push(path);
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  // zlib runs on libuv's thread pool: a few at a time keeps every core busy without queueing thousands.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const stored = await readFile(path);
      const copy = await brotli(contentOf(stored));
      if (copy.length >= stored.length) continue;
      await writeFile(`${path}.br`, copy);
      totals.files += 1;
      totals.bytes += stored.length;
      totals.brotliBytes += copy.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

/** Brotli copies of the search files under `dir` (Pagefind's output folder). */
export function precompressSearchFiles(dir) {
  return precompressFiles(dir, isServedSearchFile);
}

/** The site's own scripts and styles under `<buildDir>/assets/`. */
export const isAsset = (name) => /\.(js|css)$/.test(name);

/** Brotli copies of the site's scripts and styles. */
export function precompressAssets(buildDir) {
  return precompressFiles(join(buildDir, 'assets'), isAsset);
}
