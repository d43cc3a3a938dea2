import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../scripts/serve.mjs';
import { brotli, contentOf, isServedSearchFile } from '../../../src/plugins/performance/precompress/precompress.mjs';
import { acceptsBrotli } from '../../../scripts/lib/resolve-request.mjs';

describe('Accept-Encoding: brotli', () => {
  it('accepts br unless it is refused', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('brotli copies of search files', () => {
  it('copies only the files the site downloads', () => {
    expect(isServedSearchFile('wasm.en.pagefind')).toBe(true);
    expect(isServedSearchFile('en_1a2b3c.pf_fragment')).toBe(true);
    expect(isServedSearchFile('pagefind.js')).toBe(true);
    expect(isServedSearchFile('pagefind-ui.js')).toBe(false);
    expect(isServedSearchFile('pagefind-worker.js')).toBe(false);
    expect(isServedSearchFile('wasm.en.pagefind.br')).toBe(false);
  });

  it('compresses what a gzip file holds, not the gzip bytes', () => {
    const text = Buffer.from('pagefind_dcd'.repeat(50));
    expect(contentOf(gzipSync(text)).equals(text)).toBe(true);
    expect(contentOf(text)).toBe(text);
  });
});

describe('scripts/serve.mjs with a precompressed copy', () => {
  let dir: string;
  let base: string;
  let close: () => void;
  const content = Buffer.from(JSON.stringify({ words: Array.from({ length: 400 }, (_, i) => `word${i % 37}`) }));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'serve-br-'));
    await mkdir(join(dir, 'pagefind', 'fragment'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(join(dir, 'pagefind', 'fragment', 'en_abc.pf_fragment'), gzipSync(content));
    await writeFile(join(dir, 'pagefind', 'fragment', 'en_abc.pf_fragment.br'), await brotli(content));
    await writeFile(join(dir, '_headers'), '/pagefind/fragment/*\n  Content-Encoding: gzip\n');
    await mkdir(join(dir, 'docs', 'a'), { recursive: true });
    await writeFile(join(dir, 'docs', 'a', 'index.html'), '<!doctype html><title>A</title>');
    await writeFile(join(dir, 'docs', 'a.md'), '# A — café\n');
    await writeFile(join(dir, 'docs', 'a', 'index.md'), '# A — café\n');
    const server = createServer({ dir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, and the gzip file to one that does not', async () => {
    const url = `${base}/pagefind/fragment/en_abc.pf_fragment`;
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Buffer.from(await br.arrayBuffer()).equals(content)).toBe(true);

    const gz = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(content)).toBe(true);
  });

  it('serves Markdown twins as UTF-8 text/markdown, at both their paths', async () => {
    for (const path of ['/docs/a.md', '/docs/a/index.md']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe('# A — café\n');
    }
  });
});
