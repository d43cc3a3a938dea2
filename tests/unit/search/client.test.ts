import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnderPath } from '../../../src/plugins/performance/searchWarmup/keptResponses';

// The browser adapter, run in Node with a stand-in window.fetch: the engine
// import fails (there is no /pagefind/ here), which is the path that must
// retry, and index downloads that fail must be counted.
describe('search client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('rejects when the engine cannot load, and tries again on the next call', async () => {
    const fetch = vi.fn(async () => ({ ok: true }) as Response);
    vi.stubGlobal('window', { fetch });
    const { loadPagefind } = await import('../../../src/lib/search/client');
    const first = loadPagefind('/');
    expect(loadPagefind('/')).toBe(first);
    await expect(first).rejects.toThrow();
    const second = loadPagefind('/');
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });

  it('counts failed and refused index downloads, and only those', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('refused')) throw new TypeError('Failed to fetch');
      return { ok: !url.includes('missing') } as Response;
    });
    vi.stubGlobal('window', { fetch });
    const client = await import('../../../src/lib/search/client');
    await client.loadPagefind('/').catch(() => undefined);
    const watched = (globalThis as unknown as { window: { fetch: typeof globalThis.fetch } }).window.fetch;
    const before = client.indexFetchFailures();
    await watched('/pagefind/index/ok.pf_index');
    await watched('/pagefind/index/missing.pf_index');
    await watched('/pagefind/fragment/refused.pf_fragment').catch(() => undefined);
    const init = { method: 'POST', body: '{}' };
    await watched('/other/missing.json', init);
    await watched('/docs/pagefind-guide/missing/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.indexFetchFailures() - before).toBe(2);
    // Any other request reaches the page's fetch as it came.
    expect(fetch).toHaveBeenCalledWith('/other/missing.json', init);
    expect(isUnderPath('/pagefind/index/a.pf_index', '/pagefind/')).toBe(true);
    expect(isUnderPath('https://cdn.example.com/pagefind/a', '/pagefind/')).toBe(true);
    expect(isUnderPath('/docs/pagefind/', '/pagefind/')).toBe(false);
    expect(isUnderPath('http://[bad', '/pagefind/')).toBe(false);
    expect(client.isDevServer).toBe(false);
  });

  it('fetches the engine metadata and wasm alongside the script, outside the failure count', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('pagefind-entry.json?ts=')) {
        return new Response(JSON.stringify({ languages: { en: { hash: 'en_abc123', wasm: 'en' } } }));
      }
      return { ok: false } as Response; // the warm-up downloads fail: Pagefind will fetch again itself
    });
    vi.stubGlobal('window', { fetch });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const client = await import('../../../src/lib/search/client');
    const before = client.indexFetchFailures();
    await client.loadPagefind('/').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const urls = fetch.mock.calls.map(([input]) => String(input));
    // The entry with this session's tag, which Pagefind is told to use too (its metaCacheTag).
    const { entryTag } = await import('../../../src/plugins/performance/searchWarmup/engineWarmup');
    expect(urls).toContain(`/pagefind/pagefind-entry.json?ts=${entryTag()}`);
    expect(urls).toContain('/pagefind/pagefind.en_abc123.pf_meta');
    expect(urls).toContain('/pagefind/wasm.en.pagefind');
    expect(client.indexFetchFailures()).toBe(before);
  });
});

describe('preloading a query as it is typed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('asks the engine being loaded for the query’s chunks, and does nothing before it is loaded', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const dir = await mkdtemp(join(tmpdir(), 'preload-'));
    try {
      // A stand-in engine that records what it is asked to preload.
      await mkdir(join(dir, 'pagefind'));
      await writeFile(
        join(dir, 'pagefind', 'pagefind.js'),
        'export const calls = [];\n' +
          'export async function options() {}\nexport async function init() {}\n' +
          'export async function preload(term, options) { calls.push([term, options]); }\n',
      );
      vi.stubGlobal('window', { fetch: vi.fn(async () => new Response('{}')) });
      const client = await import('../../../src/lib/search/client');
      const base = pathToFileURL(`${dir}/`).href;
      client.preloadQuery('docker', {});
      const engine = (await client.loadPagefind(base)) as unknown as { calls: unknown[] };
      expect(engine.calls).toEqual([]);
      client.preloadQuery('install docker', { section: 'Docs' });
      client.preloadQuery('', {});
      await vi.waitFor(() => expect(engine.calls).toEqual([['install docker', { filters: { section: 'Docs' } }]]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
