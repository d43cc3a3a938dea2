import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as pagefind from 'pagefind';
import {
  chunkRanges,
  distinguishingPrefixes,
  familyKeys,
  positionsOf,
  readPagefindFile,
  rechunkPagefindIndex,
  splitWords,
  writePagefindFile,
} from '../../../src/plugins/performance/pagefindChunks/pagefindChunks.mjs';
import { optimizePagefindScript } from '../../../src/plugins/performance/pagefindScript/pagefindScript.mjs';

type Word = [string, [number, number[], number[]][]];
const word = (text: string, ...pages: number[][]): Word => [text, pages.map((locs, page) => [page, locs, []])];

describe('re-cutting the index: the pure parts', () => {
  it('counts positions as Pagefind does: each page adds one', () => {
    expect(positionsOf(word('otel', [1, 2, 3], [7]))).toBe(6);
  });

  it('closes a chunk as soon as it holds the limit, keeping every word in order', () => {
    const words = [word('a', [1, 2]), word('b', [1]), word('c', [1, 2, 3, 4]), word('d', [1]), word('e', [1])];
    const chunks = splitWords(words, 5);
    expect(chunks.map((chunk) => chunk.map(([text]) => text))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
    expect(splitWords([], 5)).toEqual([]);
  });

  it('names chunk boundaries by the shortest prefixes that tell neighbours apart', () => {
    expect(distinguishingPrefixes('apple', 'apricot')).toEqual(['app', 'apr']);
    expect(distinguishingPrefixes('cataraman', 'yacht')).toEqual(['c', 'y']);
    expect(distinguishingPrefixes('cath', 'cathartic')).toEqual(['cath', 'catha']);
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect(distinguishingPrefixes('a😀x', 'a😃y')).toEqual(['a😀', 'a😃']);
  });

  it('never cuts between words that share their first three characters', () => {
    const words = [word('jaeger', [1]), word('java', [1]), word('javascript', [1]), word('json', [1])];
    // Four positions close a chunk after 'java', but 'javascript' is of its family (4 positions, not
    // too many for one chunk), so the cut comes after it.
    expect(splitWords(words, 4).map((chunk) => chunk.map(([text]) => text))).toEqual([
      ['jaeger', 'java', 'javascript'],
      ['json'],
    ]);
  });

  it('divides only a family too large for one chunk, by its next characters', () => {
    const many = Array.from({ length: 10 }, (_, i) => i);
    const words = [
      word('ins', [1]),
      word('insid', many),
      word('instal', many),
      word('installer', [1]),
      word('instrument', many),
      word('json', [1]),
    ];
    expect(familyKeys(words, 100)).toEqual(
      words
        .map(() => expect.objectContaining({ key: 'ins' }))
        .slice(0, 5)
        .concat([{ key: 'jso', whole: true }]),
    );
    // 'ins' holds 36 positions: over 20, it is divided; 'inst' (23) again; 'insta' and 'instr' fit.
    expect(familyKeys(words, 20)).toEqual([
      { key: 'ins', whole: false },
      { key: 'insi', whole: true },
      { key: 'insta', whole: true },
      { key: 'insta', whole: true },
      { key: 'instr', whole: true },
      { key: 'jso', whole: true },
    ]);
    const chunks = splitWords(words, 20);
    expect(chunks.map((chunk) => chunk.map(([text]) => text))).toEqual([
      ['ins', 'insid', 'instal', 'installer'],
      ['instrument', 'json'],
    ]);
    const last = String.fromCodePoint(0x10ffff);
    // The range ends past the 'insta' family only: 'instrument' is the next chunk's.
    expect(chunkRanges(chunks, 20)).toEqual([
      ['ins', `insta${last}`],
      ['instr', 'json'],
    ]);
    // The word 'ins' ending a chunk does not claim the longer words of its divided family.
    const short = [[word('in', [1]), word('ins', [1])], ...chunks.map((chunk) => chunk.filter(([t]) => t !== 'ins'))];
    expect(chunkRanges(short, 20)[0]).toEqual(['in', 'ins']);
  });

  it('gives each chunk a range from a distinguishing prefix to past the last word’s whole family', () => {
    const last = String.fromCodePoint(0x10ffff);
    const ranges = chunkRanges([
      [word('apple', [1])],
      [word('apricot', [1]), word('banana', [1])],
      [word('peach', [1])],
    ]);
    expect(ranges).toEqual([
      ['apple', `app${last}`],
      ['apr', `ban${last}`],
      ['p', 'peach'],
    ]);
    // 'applesauce' (a word the index may not hold) falls in the first range, not between two.
    expect('applesauce' <= ranges[0][1]).toBe(true);
    // A last word shorter than a family ends its range at itself: 'install' belongs to the next chunk only.
    const short = chunkRanges([[word('ide', [1]), word('in', [1])], [word('inherit', [1])], [word('install', [1])]]);
    expect(short).toEqual([
      ['ide', 'in'],
      ['inh', `inh${last}`],
      ['ins', 'install'],
    ]);
  });

  it('writes files Pagefind reads: gzip of its signature and the CBOR value', () => {
    const value = ['1.6.0', [['en_abc', 12, '']], [['a', 'b', 'en_1234567']]];
    expect(readPagefindFile(writePagefindFile(value))).toEqual(value);
    expect(() => readPagefindFile(writePagefindFile(value).subarray(0, 5))).toThrow();
  });
});

/** Pagefind's own browser script, run in Node against a directory (fetch answered from disk). */
async function searchWith(dir: string, copy: number, terms: string[]) {
  // A fresh copy per index: the module keeps its loaded index for its lifetime.
  const script = join(dir, `pagefind-copy-${copy}.mjs`);
  await copyFile(join(dir, 'pagefind.js'), script);
  vi.stubGlobal('fetch', async (url: string) => {
    const path = join(
      dir,
      String(url)
        .replace(/^\/pagefind\//, '')
        .replace(/\?.*$/, ''),
    );
    return new Response(await readFile(path));
  });
  try {
    const engine = (await import(/* @vite-ignore */ script)) as {
      options: (o: object) => Promise<void>;
      search: (t: string) => Promise<{
        results: {
          score: number;
          data: () => Promise<{ url: string; excerpt: string; sub_results: { url: string; excerpt: string }[] }>;
        }[];
      }>;
    };
    await engine.options({ basePath: '/pagefind/', noWorker: true });
    const answers: Record<string, { url: string; score: number; excerpt: string; sections: string[] }[]> = {};
    for (const term of terms) {
      const { results } = await engine.search(term);
      answers[term] = await Promise.all(
        results.map(async (result) => {
          const data = await result.data();
          const sections = data.sub_results.map((sub) => `${sub.url} ${sub.excerpt}`);
          return { url: data.url, score: result.score, excerpt: data.excerpt, sections };
        }),
      );
    }
    return answers;
  } finally {
    vi.unstubAllGlobals();
  }
}

const VOCABULARY = [
  'collector exporter receiver processor pipeline batch memory limiter traces metrics logs span attribute resource',
  'clickhouse retention query builder dashboard panel alert channel slack webhook kubernetes helm docker compose',
  'install upgrade migrate sampling tail head probability instrumentation python java golang nodejs dotnet ruby',
]
  .join(' ')
  .split(' ');

/**
 * Forty pages of text drawn from the vocabulary, each in its own order, so words spread over pages,
 * and each with a word of its own ('yak0' to 'yak39'), rare words at the end of the alphabet.
 */
function fixturePages() {
  return Array.from({ length: 40 }, (_, page) => {
    const words = Array.from(
      { length: 120 },
      (_, i) => VOCABULARY[(page * 7 + i * ((page % 5) + 1)) % VOCABULARY.length],
    );
    return {
      url: `/docs/page-${page}/`,
      // Three sections, so that a result has several excerpts built from one page text.
      content:
        `<html lang="en"><body><main data-pagefind-body><h1>Page ${page} ${VOCABULARY[page % VOCABULARY.length]}</h1>` +
        `<p>${words.slice(0, 40).join(' ')}</p><h2 id="part-two">Part two</h2><p>${words.slice(40, 80).join(' ')}</p>` +
        `<h2 id="part-three">Part three</h2><p>${words.slice(80).join(' ')} yak${page}</p></main></body></html>`,
    };
  });
}

describe('re-cutting a real Pagefind index', () => {
  let dir: string;
  const terms = [
    'collector',
    'docker compose',
    'kube',
    'alert slack webhook',
    'python instrumentation',
    'yak7',
    'yak39 memory',
    'zzz',
    // Prefixes and typos: Pagefind matches these against the words of the one chunk it loads.
    'yak',
    'coll',
    'instr',
    'kubernets',
    'clickhuose',
    'pi',
  ];
  const maxPositions = 200;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagefind-chunks-'));
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    for (const page of fixturePages()) await index.addHTMLFile(page);
    await index.writeFiles({ outputPath: dir });
    await pagefind.close();
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the same results, scores and excerpts from many small chunks as from Pagefind’s own', async () => {
    const entryBefore = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'));
    const metaFile = join(dir, `pagefind.${entryBefore.languages.en.hash}.pf_meta`);
    // Decoding and re-encoding Pagefind's own file gives back its bytes (before gzip).
    const { gunzipSync } = await import('node:zlib');
    const { encode } = await import('cborg');
    const rawMeta = gunzipSync(await readFile(metaFile));
    expect(Buffer.from(encode(readPagefindFile(await readFile(metaFile)))).equals(rawMeta.subarray(12))).toBe(true);

    const before = await searchWith(dir, 1, terms);
    expect(before['docker compose'].length).toBeGreaterThan(0);
    const chunksBefore = (await readdir(join(dir, 'index'))).length;

    const log: string[] = [];
    const result = await rechunkPagefindIndex(dir, { maxPositions, log: (line) => log.push(line) });
    expect(result.en.after).toBeGreaterThan(chunksBefore);
    expect(log.join('\n')).toContain('re-cut into');

    const entryAfter = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'));
    expect(entryAfter.languages.en.hash).not.toBe(entryBefore.languages.en.hash);
    const meta = readPagefindFile(await readFile(join(dir, `pagefind.${entryAfter.languages.en.hash}.pf_meta`)));
    const files = (await readdir(join(dir, 'index'))).sort();
    // Exactly the listed chunks are on disk: the old ones are gone.
    expect(files).toEqual(meta[2].map(([, , file]: string[]) => `${file}.pf_index`).sort());
    // No family is split between two chunks.
    const placed: [Word, string][] = [];
    for (const [, , file] of meta[2] as string[][]) {
      const [chunkWords] = readPagefindFile(await readFile(join(dir, 'index', `${file}.pf_index`)));
      for (const entry of chunkWords as Word[]) placed.push([entry, file]);
    }
    const keys = familyKeys(
      placed.map(([entry]) => entry),
      maxPositions,
    );
    const families = new Map<string, string>();
    for (const [i, [, file]] of placed.entries()) {
      expect(families.get(keys[i].key) ?? file).toBe(file);
      families.set(keys[i].key, file);
    }

    expect(await searchWith(dir, 2, terms)).toEqual(before);
  }, 60_000);

  it('gives the same answers with pagefind.js patched and minified', async () => {
    const before = await searchWith(dir, 3, terms);
    const original = await readFile(join(dir, 'pagefind.js'), 'utf8');
    const result = await optimizePagefindScript(dir, { log: () => undefined });
    expect(result.patched).toBe(true);
    const optimized = await readFile(join(dir, 'pagefind.js'), 'utf8');
    expect(optimized.length).toBeLessThan(original.length * 0.8);
    expect(optimized).not.toContain('asyncSleep(50)}if(!this.raw_ptr)');
    expect(await searchWith(dir, 4, terms)).toEqual(before);
  }, 60_000);

  it('leaves an index of a Pagefind version it has not been checked against as it is', async () => {
    const entry = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'));
    const metaPath = join(dir, `pagefind.${entry.languages.en.hash}.pf_meta`);
    const meta = readPagefindFile(await readFile(metaPath));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(metaPath, writePagefindFile(['9.9.9', ...meta.slice(1)]));
    const filesBefore = await readdir(join(dir, 'index'));
    const log: string[] = [];
    const result = await rechunkPagefindIndex(dir, { maxPositions: 10, log: (line) => log.push(line) });
    expect(result.en.skipped).toBe('index version 9.9.9');
    expect(log.join('\n')).toContain('warning');
    expect(await readdir(join(dir, 'index'))).toEqual(filesBefore);
  });
});
