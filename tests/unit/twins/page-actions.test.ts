import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyTwin } from '../../../src/lib/markdownTwins/copy';
import { isTwinRequest, networkFirst, TWIN_CACHE } from '../../../src/serviceWorker/markdownTwinCache.js';

function clipboard(write?: (items: ClipboardItem[]) => Promise<void>) {
  const written: string[] = [];
  return {
    written,
    api: {
      writeText: vi.fn(async (text: string) => {
        written.push(text);
      }),
      ...(write ? { write } : {}),
    } as unknown as Clipboard,
  };
}

class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Copy page', () => {
  it('writes the fetched twin through a ClipboardItem started in the click', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Twin\n')),
    );
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const blobs: string[] = [];
    const { api, written } = clipboard(async (items) => {
      blobs.push(await (await (items[0] as unknown as FakeClipboardItem).items['text/plain']).text());
    });
    await copyTwin('/docs/a.md', api);
    expect(fetch).toHaveBeenCalledWith('/docs/a.md');
    expect(blobs).toEqual(['# Twin\n']);
    expect(written).toEqual([]);
  });

  it('falls back to writing text where ClipboardItem is missing or refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Twin\n')),
    );
    const plain = clipboard();
    await copyTwin('/docs/a.md', plain.api);
    expect(plain.written).toEqual(['# Twin\n']);

    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const refusing = clipboard(async () => Promise.reject(new Error('NotAllowedError')));
    await copyTwin('/docs/a.md', refusing.api);
    expect(refusing.written).toEqual(['# Twin\n']);
  });

  it('fails when the twin cannot be fetched, and writes nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    const { api, written } = clipboard();
    await expect(copyTwin('/docs/gone.md', api)).rejects.toThrow('/docs/gone.md: HTTP 404');
    expect(written).toEqual([]);
  });
});

describe('service worker cache of twins', () => {
  const origin = 'https://signoz.io';

  it('handles GET requests for .md files of the site only', () => {
    expect(isTwinRequest({ method: 'GET', url: `${origin}/docs/a.md` }, origin)).toBe(true);
    expect(isTwinRequest({ method: 'GET', url: `${origin}/docs/a/index.md?x=1` }, origin)).toBe(true);
    expect(isTwinRequest({ method: 'POST', url: `${origin}/docs/a.md` }, origin)).toBe(false);
    expect(isTwinRequest({ method: 'GET', url: `${origin}/docs/a/` }, origin)).toBe(false);
    expect(isTwinRequest({ method: 'GET', url: 'https://example.com/a.md' }, origin)).toBe(false);
  });

  function fakeCaches() {
    const store = new Map<string, Response>();
    const opened: string[] = [];
    const caches = {
      open: async (name: string) => {
        opened.push(name);
        return { put: async (request: Request, response: Response) => void store.set(request.url, response) };
      },
      match: async (request: Request, options?: { cacheName?: string }) =>
        options?.cacheName === TWIN_CACHE ? store.get(request.url)?.clone() : undefined,
    } as unknown as CacheStorage;
    return { caches, store, opened };
  }

  it('answers from the network and keeps a copy, then from the copy when the network fails', async () => {
    const { caches, store, opened } = fakeCaches();
    const pending: Promise<unknown>[] = [];
    const request = new Request(`${origin}/docs/a.md`);
    const online = await networkFirst(request, {
      caches,
      fetch: async () => new Response('# A\n'),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    await Promise.all(pending);
    expect(await online.text()).toBe('# A\n');
    expect(opened).toEqual([TWIN_CACHE]);
    expect(store.has(request.url)).toBe(true);

    const offline = await networkFirst(request, {
      caches,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    expect(await offline.text()).toBe('# A\n');
  });

  it('keeps no copy of a failed answer, and fails offline when nothing was kept', async () => {
    const { caches, store } = fakeCaches();
    const request = new Request(`${origin}/docs/gone.md`);
    const response = await networkFirst(request, {
      caches,
      fetch: async () => new Response('Not found', { status: 404 }),
      waitUntil: () => undefined,
    });
    expect(response.status).toBe(404);
    expect(store.size).toBe(0);
    await expect(
      networkFirst(request, {
        caches,
        fetch: async () => Promise.reject(new TypeError('offline')),
        waitUntil: () => undefined,
      }),
    ).rejects.toThrow('offline');
  });
});
