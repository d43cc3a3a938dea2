// Adjusts Pagefind's browser script (pagefind.js) after Pagefind has written it. Two changes, made
// only to the Pagefind releases they were checked against; any other is left as written, with a
// warning, and search works as before.
//
// 1. A search that starts before the engine is ready waits in a loop that sleeps 50 ms between two
//    checks (`getPtr`). The search modal starts the engine as it opens, and the reader's first query
//    usually arrives while the engine is still starting: the first results then waited up to 50 ms
//    (25 on average) after the engine was ready. The loop now checks every 4 ms, which costs nothing
//    once the engine is up (the loop is skipped).
// 2. Pagefind ships the script readable: 46 KB, 13.1 KB gzipped. Minified with terser (the minifier
//    Docusaurus itself uses) it is 31 KB, 10.8 KB gzipped, for every reader's first search.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';

/** Pagefind releases whose pagefind.js this module was checked against. */
export const SCRIPT_VERSIONS = ['1.6.0'];

const ENGINE_WAIT = 'while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}';
const ENGINE_WAIT_FAST = ENGINE_WAIT.replace('asyncSleep(50)', 'asyncSleep(4)');

/** The version pagefind.js declares (`const pagefind_version="1.6.0"`), or null. */
export function scriptVersion(source) {
  return /pagefind_version\s*=\s*"([^"]+)"/.exec(source)?.[1] ?? null;
}

/**
 * The shorter wait for the engine, or null when the script is not one we checked (or its wait loop
 * is not there exactly once).
 */
export function patchEngineWait(source) {
  if (!SCRIPT_VERSIONS.includes(scriptVersion(source) ?? '')) return null;
  const parts = source.split(ENGINE_WAIT);
  if (parts.length !== 2) return null;
  return parts.join(ENGINE_WAIT_FAST);
}

/**
 * Patches and minifies `<dir>/pagefind.js` in place.
 * @returns {Promise<{ patched: boolean, before: number, after: number }>}
 */
export async function optimizePagefindScript(dir, { log = console.log } = {}) {
  const path = join(dir, 'pagefind.js');
  const source = await readFile(path, 'utf8');
  const patched = patchEngineWait(source);
  if (patched === null) {
    log(
      `[search-index] warning: pagefind.js ${scriptVersion(source) ?? '(unknown version)'} left as Pagefind wrote it; ` +
        `check scripts/lib/pagefind-script.mjs against it`,
    );
    return { patched: false, before: source.length, after: source.length };
  }
  const { code } = await minify(patched, { module: true, compress: { passes: 2 }, mangle: true });
  if (!code) throw new Error('terser returned no code for pagefind.js');
  await writeFile(path, code);
  return { patched: true, before: source.length, after: code.length };
}
