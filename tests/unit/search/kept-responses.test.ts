import { afterEach, describe, expect, it, vi } from 'vitest';

// Pagefind's requests for files the warm-up already read, answered from memory.
async function freshModules() {
  vi.resetModules();
  const kept = await import('../../../src/plugins/performance/searchWarmup/keptResponses');
  const warmup = await import('../../../src/plugins/performance/searchWarmup/engineWarmup');
  return { ...kept, ...warmup };
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const entry = { languages: { en: { hash: 'en_abc123', wasm: 'en' } } };

/** A stand-in network: answers every URL with its own name (the entry with JSON), and records calls. */
function network(status = 200) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('pagefind-entry.json') ? JSON.stringify(entry) : `body of ${url}`;
    return new Response(body, { status });
  });
}

describe('answering Pagefind from the warm-up’s bodies', () => {
  afterEach(() => vi.resetModules());

  it('answers a kept URL once from memory, with the same bytes', async () => {
    const { keepBody, answerFromKept } = await freshModules();
    const net = network();
    await keepBody('/pagefind/wasm.en.pagefind', net('/pagefind/wasm.en.pagefind'));
    expect(net).toHaveBeenCalledTimes(1);
    const answer = answerFromKept('/pagefind/wasm.en.pagefind', undefined, net);
    expect(answer).not.toBeNull();
    const response = await answer!;
    expect(response.ok).toBe(true);
    expect(await response.text()).toBe('body of /pagefind/wasm.en.pagefind');
    expect(net).toHaveBeenCalledTimes(1);
    // Once only: the next request goes to the network (the HTTP cache answers it there).
    expect(answerFromKept('/pagefind/wasm.en.pagefind', undefined, net)).toBeNull();
  });

  it('hands over a kept body at once to arrayBuffer, text and json, and the usual way to other readers', async () => {
    const { KeptResponse } = await freshModules();
    const body = bytes(JSON.stringify({ languages: { en: { hash: 'en_1' } } }));
    const response = new KeptResponse(body);
    expect(response).toBeInstanceOf(Response);
    expect(response.ok).toBe(true);
    const copy = await response.arrayBuffer();
    expect(new Uint8Array(copy)).toEqual(new Uint8Array(body));
    // A copy each time, as from a real body: Pagefind may change what it reads.
    expect(copy).not.toBe(body);
    expect(await response.json()).toEqual({ languages: { en: { hash: 'en_1' } } });
    expect(await new KeptResponse(bytes('plain')).text()).toBe('plain');
    expect(await (await new KeptResponse(bytes('blob')).blob()).text()).toBe('blob');
  });

  it('waits for a body still on its way', async () => {
    const { keepBody, answerFromKept } = await freshModules();
    let arrive: (response: Response) => void = () => undefined;
    keepBody('/pagefind/x.pf_meta', new Promise<Response>((resolve) => (arrive = resolve)));
    const answer = answerFromKept('/pagefind/x.pf_meta', undefined, network());
    arrive(new Response(bytes('meta')));
    expect(await (await answer!).text()).toBe('meta');
  });

  it('sends the request to the network when the warm-up’s own failed, so Pagefind sees the failure', async () => {
    const { keepBody, answerFromKept } = await freshModules();
    const failing = network(404);
    const pending = keepBody('/pagefind/x.pf_meta', failing('/pagefind/x.pf_meta'));
    // Asked while the failed answer is on its way: the network is asked again and its answer returned.
    const answer = answerFromKept('/pagefind/x.pf_meta', undefined, failing);
    expect(await pending).toBeNull();
    expect((await answer!).status).toBe(404);
    expect(failing).toHaveBeenCalledTimes(2);
    // Asked after: nothing is kept.
    keepBody('/pagefind/y.pf_meta', Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answerFromKept('/pagefind/y.pf_meta', undefined, failing)).toBeNull();
  });

  it('keeps a newer request for a URL when an older one for it fails afterwards', async () => {
    const { keepBody, answerFromKept } = await freshModules();
    let failOld: (error: Error) => void = () => undefined;
    const old = keepBody('/pagefind/x.pf_meta', new Promise<Response>((_, reject) => (failOld = reject)));
    await keepBody('/pagefind/x.pf_meta', Promise.resolve(new Response(bytes('newer'))));
    failOld(new Error('offline'));
    expect(await old).toBeNull();
    expect(await (await answerFromKept('/pagefind/x.pf_meta', undefined, network())!).text()).toBe('newer');
  });

  it('leaves other URLs, and requests with options, to the network', async () => {
    const { keepBody, answerFromKept } = await freshModules();
    const net = network();
    keepBody('/pagefind/wasm.en.pagefind', net('/pagefind/wasm.en.pagefind'));
    expect(answerFromKept('/pagefind/index/en_1.pf_index', undefined, net)).toBeNull();
    expect(answerFromKept('/pagefind/wasm.en.pagefind', { method: 'HEAD' }, net)).toBeNull();
    expect(answerFromKept(new URL('http://localhost/pagefind/wasm.en.pagefind'), undefined, net)).not.toBeNull();
  });

  it('wraps a fetch once, and the wrapper answers kept URLs before the network', async () => {
    const { keepBody, answerKeptRequests } = await freshModules();
    const net = network();
    const target = { fetch: net as unknown as typeof fetch };
    const unwrapped = answerKeptRequests(target);
    const wrapper = target.fetch;
    expect(wrapper).not.toBe(net);
    expect(answerKeptRequests(target)).toBe(unwrapped);
    expect(target.fetch).toBe(wrapper);
    keepBody('/pagefind/pagefind.en_1.pf_meta', unwrapped('/pagefind/pagefind.en_1.pf_meta'));
    expect(await (await target.fetch('/pagefind/pagefind.en_1.pf_meta')).text()).toBe(
      'body of /pagefind/pagefind.en_1.pf_meta',
    );
    await target.fetch('/pagefind/index/en_1.pf_index');
    expect(net.mock.calls.map(([url]) => String(url))).toEqual([
      '/pagefind/pagefind.en_1.pf_meta',
      '/pagefind/index/en_1.pf_index',
    ]);
  });

  it('leaves every request outside /pagefind/ to the fetch it wrapped, as it came, even for a kept URL', async () => {
    const { keepBody, answerKeptRequests } = await freshModules();
    const net = network();
    const target = { fetch: net as unknown as typeof fetch };
    const unwrapped = answerKeptRequests(target, '/docs-site/pagefind/');
    // Kept under another path (a stale warm-up for a different base URL): not answered from memory here.
    keepBody('/pagefind/wasm.en.pagefind', unwrapped('/pagefind/wasm.en.pagefind'));
    const init = { method: 'POST', body: '{}' };
    await target.fetch('/api/feedback', init);
    await target.fetch('/pagefind/wasm.en.pagefind');
    expect(net.mock.calls.slice(1)).toEqual([
      ['/api/feedback', init],
      ['/pagefind/wasm.en.pagefind', undefined],
    ]);
  });

  it('keeps what the warm-up downloads: Pagefind’s entry, metadata and wasm requests cost no second fetch', async () => {
    const { warmSearchEngine, answerKeptRequests, entryTag } = await freshModules();
    const net = network();
    const target = { fetch: net as unknown as typeof fetch };
    const get = answerKeptRequests(target);
    await warmSearchEngine('/', 'en', get, async () => ({}));
    expect(net).toHaveBeenCalledTimes(3);
    // Pagefind's own requests, as it makes them once its script has run.
    const entryAnswer = await target.fetch(`/pagefind/pagefind-entry.json?ts=${entryTag()}`);
    expect(await entryAnswer.json()).toEqual(entry);
    await target.fetch('/pagefind/pagefind.en_abc123.pf_meta');
    await target.fetch('/pagefind/wasm.en.pagefind');
    expect(net).toHaveBeenCalledTimes(3);
  });
});
