// Re-splits Pagefind's word index into smaller chunks, after Pagefind has written it.
//
// Why: a query downloads, for each of its words, the index chunk that holds the word. Pagefind 1.6
// cuts its index into chunks of about 20,000 word positions (a constant in its Rust source, not an
// option), which on this site is 26 to 44 KB gzipped per chunk: the two chunks of "install docker"
// were 70 KB of the first query's 177 KB, while the two words' own entries are under 5 KB. Smaller
// chunks cost a slightly larger metadata file (one entry per chunk, loaded once), and a one-letter
// query, which matches every word with that initial, asks for more files (for about the same bytes).
//
// How: the index files are gzip of the `pagefind_dcd` signature followed by CBOR. The metadata file
// lists the chunks as [from, to, file] in word order; each chunk is [[word, pages], ...]. We decode every
// chunk, cut the sorted word list again with Pagefind's own rule (a chunk closes once it holds
// `maxPositions` positions, counting one more per page), name the first and last word of each range
// by the shortest prefixes that tell neighbours apart (as Pagefind does), and write new chunk files,
// a new metadata file and the entry file that points to it. Nothing else changes: same words, same
// pages, same positions, so ranking and excerpts are as before.
//
// The format is Pagefind's own and undocumented, so we only touch index versions we have checked
// (SUPPORTED_VERSIONS) and leave any other as Pagefind wrote it, with a warning (an error under
// SITE_STRICT=1). cborg is the CBOR
// codec; decoding and re-encoding an unchanged Pagefind file gives back the same bytes (tested).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import { cannotApply } from '../strict.cjs';

/** Pagefind releases whose index layout this module was checked against. */
export const SUPPORTED_VERSIONS = ['1.6.0'];

/** Positions per chunk. Pagefind's is 20,000; 2,000 keeps a common word's chunk near 4 KB gzipped. */
export const MAX_POSITIONS = 2000;

const SIGNATURE = Buffer.from('pagefind_dcd');

/** Pagefind file (gzip of signature + CBOR) → decoded value. */
export function readPagefindFile(bytes) {
  const raw = gunzipSync(bytes);
  if (!raw.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a Pagefind index file');
  return decode(raw.subarray(SIGNATURE.length));
}

/** Value → Pagefind file bytes (signature + CBOR, gzipped). */
export function writePagefindFile(value) {
  return gzipSync(Buffer.concat([SIGNATURE, Buffer.from(encode(value))]), { level: 9 });
}

/** Positions a word entry counts for, by Pagefind's rule: each page's positions plus one. */
export function positionsOf(word) {
  return word[1].reduce((sum, page) => sum + page[1].length + 1, 0);
}

/** Words that share their first FAMILY_PREFIX characters share a chunk (see splitWords). */
export const FAMILY_PREFIX = 3;

/** The longest prefix a family is ever divided down to (see familyKeys). */
export const MAX_FAMILY_PREFIX = 6;

const prefix = (text, length) => Array.from(text).slice(0, length).join('');

/**
 * The family of each word of the sorted list: its first FAMILY_PREFIX characters, except in a family
 * that alone holds more than `maxPositions` positions, which is divided by one more character, and
 * again while a part is still too large (down to MAX_FAMILY_PREFIX characters).
 *
 * Why: a few three-letter families are large because their words are common on this site. "ins"
 * (install, instance, instrument, inside...) was one 13 KB chunk, loaded whole by every query with
 * "install" in it, for the 3 KB of "insta" words it needed. The cost: a query word shorter than its
 * divided family's prefix ("ins" or "inst") sees only the part its range falls in, as with Pagefind's
 * own chunks. Type-ahead reaches the longer word a keystroke or two later.
 *
 * `whole` is false for a word shorter than its family's prefix length (the word "ins" among the
 * divided "ins" family): no longer word belongs with it, and chunkRanges must not claim them.
 * @returns {{ key: string, whole: boolean }[]} one per word
 */
export function familyKeys(words, maxPositions = MAX_POSITIONS) {
  const keys = new Array(words.length);
  const assign = (start, end, length) => {
    let i = start;
    while (i < end) {
      const key = prefix(words[i][0], length);
      let j = i;
      let size = 0;
      while (j < end && prefix(words[j][0], length) === key) {
        size += positionsOf(words[j]);
        j += 1;
      }
      if (size > maxPositions && length < MAX_FAMILY_PREFIX && j - i > 1) assign(i, j, length + 1);
      else for (let k = i; k < j; k += 1) keys[k] = { key, whole: Array.from(words[k][0]).length >= length };
      i = j;
    }
  };
  assign(0, words.length, FAMILY_PREFIX);
  return keys;
}

/**
 * Cuts the sorted word list into chunks of at least `maxPositions` positions, and only between two
 * words of different families (familyKeys).
 *
 * Why the second rule: Pagefind loads one chunk per query word, the one whose range holds the word,
 * and matches the word against what that chunk contains: its extensions ("jav" finds "java" and
 * "javascript") and, for a word it does not know, its neighbours with the longest shared beginning
 * ("clickhuose" finds "clickhouse"). A cut inside such a family hides part of it. Pagefind's own large
 * chunks rarely cut one; small chunks would often (on this site "jav", "trace id" and "clickhuose"
 * gave different answers). Keeping families whole means any query word as long as its family's prefix
 * (three characters, more in a divided family) sees every word it begins, as with one big index; a
 * shorter word sees the family chunk its range falls in, as with Pagefind's own chunks.
 */
export function splitWords(words, maxPositions = MAX_POSITIONS) {
  const keys = familyKeys(words, maxPositions);
  const chunks = [];
  let chunk = [];
  let size = 0;
  for (const [i, word] of words.entries()) {
    chunk.push(word);
    size += positionsOf(word);
    if (size >= maxPositions && (i + 1 === words.length || keys[i + 1].key !== keys[i].key)) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The shortest prefixes of two neighbouring boundary words that still tell them apart (Pagefind's
 * get_prefixes: the common prefix plus one character, counted in characters, not UTF-16 units).
 */
export function distinguishingPrefixes(last, next) {
  const a = Array.from(last);
  const b = Array.from(next);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')];
}

/** The highest character: a word that begins with `x` sorts before `x` + LAST. */
const LAST = String.fromCodePoint(0x10ffff);

/**
 * [from, to] of each chunk. `from` is the shortest prefix of the chunk's first word that sorts after
 * the previous chunk's last word (Pagefind's rule). `to` is the family of the chunk's last word
 * followed by the highest character, so that it sorts after every word of that family: Pagefind loads
 * each chunk with from <= word <= to, and its own `to` (a short prefix such as "jav") sorts before the
 * longer words it stands for ("java"), which then found no chunk. A last word shorter than its family
 * ("in", or "ins" in a divided family) keeps Pagefind's rule instead, or its range would swallow the
 * next chunk's ("install"). `maxPositions` must be the one the chunks were cut with.
 */
export function chunkRanges(chunks, maxPositions = MAX_POSITIONS) {
  const keys = familyKeys(chunks.flat(), maxPositions);
  let end = 0;
  return chunks.map((chunk, i) => {
    end += chunk.length;
    const first = chunk[0][0];
    const last = chunk.at(-1)[0];
    const from = i === 0 ? first : distinguishingPrefixes(chunks[i - 1].at(-1)[0], first)[1];
    if (i === chunks.length - 1) return [from, last];
    const { key, whole } = keys[end - 1];
    const to = whole ? key + LAST : distinguishingPrefixes(last, chunks[i + 1][0][0])[0];
    return [from, to];
  });
}

/** Pagefind-style content name: language, underscore, the first `length` hex digits of a hash. */
function contentName(language, bytes, length, taken) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  let size = length;
  while (taken.has(`${language}_${hash.slice(0, size)}`)) size += 1;
  return `${language}_${hash.slice(0, size)}`;
}

/**
 * Re-chunks one language's index in `dir` (a Pagefind output directory).
 * @returns {{ before: number, after: number, skipped?: string }}
 */
async function rechunkLanguage(dir, language, entry, maxPositions) {
  const metaPath = join(dir, `pagefind.${entry.hash}.pf_meta`);
  const meta = readPagefindFile(await readFile(metaPath));
  const [version, , indexChunks] = meta;
  if (!SUPPORTED_VERSIONS.includes(version)) {
    return { before: indexChunks.length, after: indexChunks.length, skipped: `index version ${version}` };
  }
  const words = [];
  for (const [, , file] of indexChunks) {
    const [chunkWords] = readPagefindFile(await readFile(join(dir, 'index', `${file}.pf_index`)));
    words.push(...chunkWords);
  }
  const chunks = splitWords(words, maxPositions);
  const ranges = chunkRanges(chunks, maxPositions);
  const taken = new Set();
  const written = [];
  for (const [i, chunk] of chunks.entries()) {
    const bytes = writePagefindFile([chunk]);
    const name = contentName(language, bytes, 7, taken);
    taken.add(name);
    written.push([name, bytes]);
    ranges[i].push(name);
  }
  for (const [, , file] of indexChunks) await rm(join(dir, 'index', `${file}.pf_index`));
  for (const [name, bytes] of written) await writeFile(join(dir, 'index', `${name}.pf_index`), bytes);

  const newMeta = [...meta];
  newMeta[2] = ranges;
  const metaBytes = writePagefindFile(newMeta);
  const metaHash = contentName(language, metaBytes, 10, new Set());
  await rm(metaPath);
  await writeFile(join(dir, `pagefind.${metaHash}.pf_meta`), metaBytes);
  entry.hash = metaHash;
  return { before: indexChunks.length, after: chunks.length };
}

/**
 * Re-chunks every language of the Pagefind index in `dir`.
 * @param {string} dir Pagefind's output directory (holds pagefind-entry.json)
 * @param {{ maxPositions?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<string, { before: number, after: number, skipped?: string }>>} per language
 */
export async function rechunkPagefindIndex(dir, { maxPositions = MAX_POSITIONS, log = console.log } = {}) {
  const entryPath = join(dir, 'pagefind-entry.json');
  const entryFile = JSON.parse(await readFile(entryPath, 'utf8'));
  /** @type {Record<string, { before: number, after: number, skipped?: string }>} */
  const results = {};
  for (const [language, entry] of Object.entries(entryFile.languages ?? {})) {
    results[language] = await rechunkLanguage(dir, language, entry, maxPositions);
    const { before, after, skipped } = results[language];
    if (skipped)
      cannotApply(`[search-index] ${language} index left as Pagefind wrote it (${skipped} not checked)`, { warn: log });
    else
      log(`[search-index] ${language}: ${before} index chunks re-cut into ${after} (${maxPositions} positions each)`);
  }
  await writeFile(entryPath, JSON.stringify(entryFile));
  return results;
}
