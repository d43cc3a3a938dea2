import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSET_QUALITY, precompressAssets } from '../../../src/plugins/performance/precompress/precompress.mjs';

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
    expect(entries.every((name) => name.endsWith(`.q${ASSET_QUALITY}.br`))).toBe(true);

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
