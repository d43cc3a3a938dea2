import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assetQuality,
  LARGE_ASSET_BYTES,
  precompressAssets,
  precompressSearchFiles,
  searchFileQuality,
} from '../../../src/plugins/performance/precompress/precompress.mjs';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(root, 'build', 'assets', 'js'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const script = (name: string) => `/* ${name} */ ${'export const words = ["observability", "traces"];\n'.repeat(40)}`;

describe('brotli copies kept by content between builds', () => {
  it('compresses a file once, takes it from the cache on the next build, and drops entries no build uses', async () => {
    const build = join(root, 'build');
    const cache = join(root, 'cache');
    await writeFile(join(build, 'assets', 'js', 'a.js'), script('a'));
    await writeFile(join(build, 'assets', 'js', 'b.js'), script('b'));

    const first = await precompressAssets(build, cache);
    expect(first).toMatchObject({ files: 2, cached: 0 });
    const entries = await readdir(cache);
    expect(entries).toHaveLength(2);
    expect(entries.every((name) => name.endsWith(`.q${assetQuality(script('a').length)}.br`))).toBe(true);

    // The next build: a.js unchanged, b.js replaced by c.js.
    await rm(join(build, 'assets', 'js', 'b.js'));
    await rm(join(build, 'assets', 'js', 'b.js.br'));
    await writeFile(join(build, 'assets', 'js', 'c.js'), script('c'));
    const second = await precompressAssets(build, cache);
    expect(second).toMatchObject({ files: 2, cached: 1 });
    expect(await readdir(cache)).toHaveLength(2);

    // A copy from the cache is the file's own brotli copy.
    const copy = await readFile(join(build, 'assets', 'js', 'a.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script('a'));
  });

  it('without a cache folder compresses every file and writes no cache', async () => {
    const build = join(root, 'build');
    await writeFile(join(build, 'assets', 'js', 'a.js'), script('a'));
    expect(await precompressAssets(build)).toMatchObject({ files: 1, cached: 0 });
    expect(await readdir(root)).toEqual(['build']);
  });
});

describe('search files', () => {
  it('keeps quality 11 for the engine and gives the index chunks and fragments 10', async () => {
    expect(searchFileQuality('pagefind.js')).toBe(11);
    expect(searchFileQuality('wasm.en.pagefind')).toBe(11);
    expect(searchFileQuality('pagefind-entry.json')).toBe(11);
    expect(searchFileQuality('pagefind.en_3932ea3b41.pf_meta')).toBe(11);
    expect(searchFileQuality('filter/en_8a1c.pf_filter')).toBe(11);
    expect(searchFileQuality('index/en_0c1d.pf_index')).toBe(10);
    expect(searchFileQuality('fragment/en_2f3e.pf_fragment')).toBe(10);

    const dir = join(root, 'pagefind');
    const cache = join(root, 'cache');
    await mkdir(join(dir, 'index'), { recursive: true });
    await writeFile(join(dir, 'pagefind.js'), script('engine'));
    await writeFile(join(dir, 'index', 'en_1.pf_index'), script('chunk'));
    expect(await precompressSearchFiles(dir, cache)).toMatchObject({ files: 2, cached: 0 });
    expect((await readdir(cache)).map((name) => name.replace(/^[0-9a-f]+/, '')).sort()).toEqual(['.q10.br', '.q11.br']);
    expect(brotliDecompressSync(await readFile(join(dir, 'index', 'en_1.pf_index.br'))).toString()).toBe(
      script('chunk'),
    );
  });
});

describe('scripts and styles', () => {
  it('gives the large shared files quality 10 and the small route chunks 8', async () => {
    expect(assetQuality(LARGE_ASSET_BYTES)).toBe(10);
    expect(assetQuality(LARGE_ASSET_BYTES - 1)).toBe(8);

    const build = join(root, 'build');
    const cache = join(root, 'cache');
    const large = script('main').repeat(Math.ceil(LARGE_ASSET_BYTES / script('main').length));
    await writeFile(join(build, 'assets', 'js', 'main.js'), large);
    await writeFile(join(build, 'assets', 'js', 'chunk.js'), script('chunk'));
    expect(await precompressAssets(build, cache)).toMatchObject({ files: 2, cached: 0 });
    expect((await readdir(cache)).map((name) => name.replace(/^[0-9a-f]+/, '')).sort()).toEqual(['.q10.br', '.q8.br']);
    expect(brotliDecompressSync(await readFile(join(build, 'assets', 'js', 'main.js.br'))).toString()).toBe(large);
  });
});
