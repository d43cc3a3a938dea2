import { afterEach, describe, expect, it, vi } from 'vitest';

// The search engine's warm-up, run with stand-in fetch and import functions.
async function freshModule() {
  vi.resetModules();
  return import('../../../src/plugins/performance/searchWarmup/engineWarmup');
}

const entry = { languages: { fr: { hash: 'fr_111', wasm: 'fr' }, en: { hash: 'en_abc123', wasm: 'en' } } };

/** A response whose body is `value` as JSON. */
function jsonResponse(value: unknown, ok = true) {
  return { ok, arrayBuffer: async () => new TextEncoder().encode(JSON.stringify(value)).buffer } as Response;
}

function stubFetch(entryOk = true) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('pagefind-entry.json')) return jsonResponse(entry, entryOk);
    return { ok: true, arrayBuffer: async () => new ArrayBuffer(0) } as Response;
  });
}

describe('search engine warm-up', () => {
  afterEach(() => vi.resetModules());

  it('fetches the tagged entry and the wasm at once, then the metadata the entry names, and imports the script', async () => {
    const { warmSearchEngine, entryTag } = await freshModule();
    const get = stubFetch();
    const importScript = vi.fn(async () => ({}));
    await warmSearchEngine('/docs-site', 'en', get, importScript);
    expect(get.mock.calls.map(([url]) => String(url))).toEqual([
      `/docs-site/pagefind/pagefind-entry.json?ts=${entryTag()}`,
      '/docs-site/pagefind/wasm.en.pagefind',
      '/docs-site/pagefind/pagefind.en_abc123.pf_meta',
    ]);
    expect(importScript).toHaveBeenCalledWith('/docs-site/pagefind/pagefind.js');
  });

  it('starts the engine once its script has run: options first, then init', async () => {
    const { warmSearchEngine, entryTag } = await freshModule();
    const calls: string[] = [];
    const engine = {
      options: vi.fn(async () => void calls.push('options')),
      init: vi.fn(async () => void calls.push('init')),
    };
    await warmSearchEngine('/docs-site', 'en', stubFetch(), async () => engine);
    await vi.waitFor(() => expect(engine.init).toHaveBeenCalled());
    expect(calls).toEqual(['options', 'init']);
    expect(engine.options).toHaveBeenCalledWith({
      baseUrl: '/docs-site/',
      excerptLength: 24,
      noWorker: true,
      metaCacheTag: entryTag(),
    });
  });

  it('runs once per page session and keeps one tag', async () => {
    const { warmSearchEngine, entryTag } = await freshModule();
    const get = stubFetch();
    const tag = entryTag();
    const first = warmSearchEngine('/', 'en', get, async () => ({}));
    expect(warmSearchEngine('/', 'en', get, async () => ({}))).toBe(first);
    await first;
    await warmSearchEngine('/', 'en', get, async () => ({}));
    expect(get).toHaveBeenCalledTimes(3);
    expect(entryTag()).toBe(tag);
  });

  it('tries again after a failure, without throwing', async () => {
    const { warmSearchEngine } = await freshModule();
    const failing = stubFetch(false);
    await expect(warmSearchEngine('/', 'en', failing, async () => ({}))).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2); // the entry and the wasm, which start together
    const working = stubFetch();
    await warmSearchEngine('/', 'en', working, async () => ({}));
    expect(working).toHaveBeenCalledTimes(3);
  });

  it('sets up text segmentation for the page language once the engine has arrived', async () => {
    const { warmSearchEngine } = await freshModule();
    const created: { locale: string; granularity: string; consumed: boolean }[] = [];
    class RecordingSegmenter {
      record: (typeof created)[number];
      constructor(locale: string, options: { granularity: string }) {
        this.record = { locale, granularity: options.granularity, consumed: false };
        created.push(this.record);
      }
      segment() {
        const record = this.record;
        return {
          *[Symbol.iterator]() {
            record.consumed = true;
            yield { segment: 'w' };
          },
        };
      }
    }
    vi.stubGlobal('Intl', { ...Intl, getCanonicalLocales: Intl.getCanonicalLocales, Segmenter: RecordingSegmenter });
    try {
      let release: () => void = () => undefined;
      const wasmArrived = new Promise<void>((resolve) => (release = resolve));
      const get = vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('pagefind-entry.json')) return jsonResponse(entry);
        if (url.includes('wasm.')) await wasmArrived;
        return { ok: true, arrayBuffer: async () => new ArrayBuffer(0) } as Response;
      });
      const warming = warmSearchEngine('/', 'EN-us', get, async () => ({}));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(created).toEqual([]);
      release();
      await warming;
      expect(created).toEqual([{ locale: 'en-US', granularity: 'grapheme', consumed: true }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('skips text segmentation where the browser lacks it or the language tag is invalid', async () => {
    const { warmTextSegmentation } = await freshModule();
    expect(() => warmTextSegmentation('not a tag!')).not.toThrow();
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    try {
      expect(() => warmTextSegmentation('en')).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names the wasm by the primary language subtag, and fetches the entry’s own when the guess is wrong', async () => {
    const { warmSearchEngine, guessedWasmUrl } = await freshModule();
    const { answerFromKept } = await import('../../../src/plugins/performance/searchWarmup/keptResponses');
    expect(guessedWasmUrl('/docs', 'pt-BR')).toBe('/docs/pagefind/wasm.pt.pagefind');
    expect(guessedWasmUrl('/', '')).toBe('/pagefind/wasm.unknown.pagefind');
    const get = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('pagefind-entry.json')) return jsonResponse({ languages: { xx: { hash: 'xx_1', wasm: null } } });
      return { ok: true, arrayBuffer: async () => new ArrayBuffer(0) } as Response;
    });
    await warmSearchEngine('/', 'xx', get, async () => ({}));
    expect(
      get.mock.calls
        .map(([url]) => String(url))
        .slice(1)
        .sort(),
    ).toEqual(['/pagefind/pagefind.xx_1.pf_meta', '/pagefind/wasm.unknown.pagefind', '/pagefind/wasm.xx.pagefind']);
    // The wrong guess is not kept for Pagefind, which never asks for it; the right file is.
    const network = vi.fn(async () => new Response(''));
    expect(answerFromKept('/pagefind/wasm.xx.pagefind', undefined, network)).toBeNull();
    expect(answerFromKept('/pagefind/wasm.unknown.pagefind', undefined, network)).not.toBeNull();
  });

  it('falls back to the first language of the index when the page language has none', async () => {
    const { engineFileUrls } = await freshModule();
    expect(engineFileUrls('/', entry, 'de').meta).toBe('/pagefind/pagefind.fr_111.pf_meta');
    // A language without an engine of its own uses Pagefind's 'unknown' one.
    expect(engineFileUrls('/', { languages: { en: { hash: 'en_1', wasm: null } } }, 'en').wasm).toBe(
      '/pagefind/wasm.unknown.pagefind',
    );
    expect(engineFileUrls('/', null, 'en').meta).toBeNull();
  });
});
