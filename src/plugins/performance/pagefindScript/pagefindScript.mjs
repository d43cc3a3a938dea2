// Adjusts Pagefind's browser script (pagefind.js) after Pagefind has written it. Three changes, made
// only to the Pagefind releases they were checked against, and only if each finds its text exactly
// once; any other script is left as written, with a warning (an error under SITE_STRICT=1), and search
// works as before.
//
// 1. A search that starts before the engine is ready waits in a loop that sleeps 50 ms between two
//    checks (`getPtr`). The search modal starts the engine as it opens, and the reader's first query
//    usually arrives while the engine is still starting: the first results then waited up to 50 ms
//    (25 on average) after the engine was ready. The loop now checks every 4 ms, which costs nothing
//    once the engine is up (the loop is skipped).
// 2. Each result's excerpts: Pagefind builds one for the page and one for every section of it that
//    matches (7 to 10 per docs page here), and each time splits the whole page text into words again
//    (`build_excerpt`). The words of the last text split are now kept, so a page's text is split
//    once; its excerpts are the same. Measured in Node on the six results shown for 'install docker':
//    9 to 11 ms for their excerpts before, 6 to 7 after.
// 3. Pagefind ships the script readable: 46 KB, 13.1 KB gzipped. Minified it is 31 KB, 10.8 KB gzipped,
//    for every reader's first search. swc does it (the minifier Docusaurus Faster uses for the site's own
//    scripts): measured on the patched 1.6.0 script, 28 to 65 ms of CPU and 9,838 bytes brotli, where
//    terser with the same options took 1.1 to 1.5 s, at the end of every build, for 9,946 bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from '@swc/core';
import { cannotApply } from '../strict.cjs';

/** Pagefind releases whose pagefind.js this module was checked against. */
export const SCRIPT_VERSIONS = ['1.6.0'];

const ENGINE_WAIT = 'while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}';

const EXCERPT_SPLIT =
  'let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(word_separators);}';
const EXCERPT_START = 'var build_excerpt=';
// The words of the last text split, reused while the same page's excerpts are built. A copy is handed
// out each time: build_excerpt marks matches in its array.
const SPLIT_CACHE =
  'var split_words_cached=(()=>{let last_content=null,last_words=[];return(content,is_zws_delimited)=>{' +
  'if(content!==last_content){last_words=is_zws_delimited?content.split("\\u200B"):content.split(word_separators);' +
  'last_content=content;}return last_words;};})();';

/** Each change: the text it replaces (which must occur exactly once) and what replaces it. */
const PATCHES = [
  [ENGINE_WAIT, ENGINE_WAIT.replace('asyncSleep(50)', 'asyncSleep(4)')],
  [EXCERPT_SPLIT, 'let fragment_words=split_words_cached(content,is_zws_delimited).slice();'],
  [EXCERPT_START, `${SPLIT_CACHE}${EXCERPT_START}`],
];

/** The version pagefind.js declares (`const pagefind_version="1.6.0"`), or null. */
export function scriptVersion(source) {
  return /pagefind_version\s*=\s*"([^"]+)"/.exec(source)?.[1] ?? null;
}

/**
 * The script with the changes above, or null when it is not one we checked (or the text of a change
 * is not there exactly once).
 */
export function patchScript(source) {
  if (!SCRIPT_VERSIONS.includes(scriptVersion(source) ?? '')) return null;
  let patched = source;
  for (const [before, after] of PATCHES) {
    const parts = patched.split(before);
    if (parts.length !== 2) return null;
    patched = parts.join(after);
  }
  return patched;
}

/**
 * Patches and minifies `<dir>/pagefind.js` in place.
 * @returns {Promise<{ patched: boolean, before: number, after: number }>}
 */
export async function optimizePagefindScript(dir, { log = console.log } = {}) {
  const path = join(dir, 'pagefind.js');
  const source = await readFile(path, 'utf8');
  const patched = patchScript(source);
  if (patched === null) {
    cannotApply(
      `[search-index] pagefind.js ${scriptVersion(source) ?? '(unknown version)'} left as Pagefind wrote it; ` +
        `check src/plugins/performance/pagefindScript/ against it`,
      { warn: log },
    );
    return { patched: false, before: source.length, after: source.length };
  }
  const { code } = await minify(patched, { module: true, compress: { passes: 2 }, mangle: true });
  if (!code) throw new Error('swc returned no code for pagefind.js');
  await writeFile(path, code);
  return { patched: true, before: source.length, after: code.length };
}
