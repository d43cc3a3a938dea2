import { describe, expect, it } from 'vitest';
import {
  ENTRY_LOADER,
  entryLoaderTag,
  loadEntryScriptsAfterPaint,
} from '../../../src/plugins/performance/contentFirst/contentFirst.mjs';

const page = `<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.4103307f.css /><script src=/assets/js/runtime~main.812d9c79.js defer></script>
<script src=/assets/js/main.c76e35c5.js defer></script><script>document.documentElement.dataset.theme="dark"</script></head><body><main><h1>Install</h1></main></body></html>`;

describe('content first: entry scripts after the first paint', () => {
  it('replaces the deferred entry scripts with a loader at the end of the body, in the same order', () => {
    const { html, urls } = loadEntryScriptsAfterPaint(page);
    expect(urls).toEqual(['/assets/js/runtime~main.812d9c79.js', '/assets/js/main.c76e35c5.js']);
    expect(html).not.toMatch(/<script src=[^>]*defer/);
    expect(html).not.toContain('main.c76e35c5.js defer');
    expect(html).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
    expect(html.endsWith(`${entryLoaderTag(urls)}</body></html>`)).toBe(true);
    expect(entryLoaderTag(urls)).toBe(
      `<script data-scripts="/assets/js/runtime~main.812d9c79.js /assets/js/main.c76e35c5.js">${ENTRY_LOADER}</script>`,
    );
  });

  it('moves every deferred entry script, chunks split off the entry included, and no other script', () => {
    const split = page
      .replace(
        '<script src=/assets/js/main.c76e35c5.js defer></script>',
        '<script src=/assets/js/51207.b2a6493c.js defer></script><script src=/assets/js/main.c76e35c5.js defer></script>',
      )
      .replace('</head>', '<script async src=https://www.googletagmanager.com/gtag/js?id=G-1></script></head>');
    const { html, urls } = loadEntryScriptsAfterPaint(split);
    expect(urls).toEqual([
      '/assets/js/runtime~main.812d9c79.js',
      '/assets/js/51207.b2a6493c.js',
      '/assets/js/main.c76e35c5.js',
    ]);
    expect(html).not.toMatch(/defer/);
    expect(html).toContain('<script async src=https://www.googletagmanager.com/gtag/js?id=G-1></script>');
  });

  it('leaves a page without entry scripts unchanged', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(loadEntryScriptsAfterPaint(plain)).toEqual({ html: plain, urls: [] });
  });

  // Runs the loader against a fake document; returns what it inserted and the queues it left.
  function runLoader(
    attributes: Record<string, string>,
    { readyState = 'loading', visibilityState = 'visible', paintTiming = true } = {},
  ) {
    const inserted: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const messages: (() => void)[] = [];
    const observers: { report(names: string[]): void; disconnected: boolean; options?: unknown }[] = [];
    class FakeChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    type PaintList = { getEntriesByName(name: string): unknown[] };
    // A PerformanceObserver whose paint entries the test reports by name.
    class FakeObserver {
      disconnected = false;
      options?: unknown;
      constructor(private readonly callback: (list: PaintList, observer: FakeObserver) => void) {
        if (!paintTiming) throw new TypeError('PerformanceObserver is not a constructor');
        observers.push(this);
      }
      observe(options: unknown) {
        this.options = options;
      }
      disconnect() {
        this.disconnected = true;
      }
      report(names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      }
    }
    const document = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      readyState,
      visibilityState,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (el: { src: string; async: boolean }) => inserted.push({ ...el }) },
    };
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'MessageChannel',
      'PerformanceObserver',
      ENTRY_LOADER,
    )(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      FakeChannel,
      FakeObserver,
    );
    return { inserted, listeners, frames, timers, messages, observers };
  }

  it('inserts the scripts only once the document is parsed and its first contentful paint is reported, once, in order', () => {
    const { inserted, listeners, timers, messages, observers } = runLoader({ 'data-scripts': '/r.js /m.js' });
    expect(inserted).toEqual([]);
    expect(observers).toHaveLength(0);

    listeners.DOMContentLoaded();
    expect(observers).toHaveLength(1);
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    observers[0].report(['first-paint']);
    expect(observers[0].disconnected).toBe(false);
    expect(timers.filter((t) => t.ms === 0)).toHaveLength(0);
    observers[0].report(['first-contentful-paint']);
    expect(observers[0].disconnected).toBe(true);
    expect(inserted).toEqual([]);
    timers.find((t) => t.ms === 0)!.fn();
    expect(inserted).toEqual([
      { src: '/r.js', async: false },
      { src: '/m.js', async: false },
    ]);
    expect(messages).toHaveLength(0);
    // The safety net (3 s) is then a no-op.
    timers.find((t) => t.ms === 3000)!.fn();
    expect(inserted).toHaveLength(2);
  });

  it('inserts the route chunks one per task after the entry scripts, to run as they arrive', () => {
    const { inserted, timers, messages } = runLoader(
      { 'data-scripts': '/r.js /m.js', 'data-chunks': '/c1.js /c2.js /c3.js' },
      { readyState: 'complete' },
    );
    timers.find((t) => t.ms === 3000)!.fn();
    expect(inserted.map((s) => s.src)).toEqual(['/r.js', '/m.js']);
    for (const expected of ['/c1.js', '/c2.js', '/c3.js']) {
      expect(messages).toHaveLength(1);
      messages.shift()!();
      expect(inserted.at(-1)).toEqual({ src: expected, async: true });
    }
    expect(messages).toHaveLength(0);
    expect(inserted).toHaveLength(5);
  });

  it('loads at once in a hidden tab, which does not paint', () => {
    const { inserted, observers } = runLoader(
      { 'data-scripts': '/r.js /m.js' },
      { readyState: 'interactive', visibilityState: 'hidden' },
    );
    expect(inserted.map((s) => s.src)).toEqual(['/r.js', '/m.js']);
    expect(observers).toHaveLength(0);
  });

  it('falls back to the next frame where paint timing is missing', () => {
    const { inserted, frames, timers } = runLoader(
      { 'data-scripts': '/r.js /m.js' },
      { readyState: 'interactive', paintTiming: false },
    );
    expect(inserted).toEqual([]);
    frames.shift()!();
    timers.find((t) => t.ms === 0)!.fn();
    expect(inserted.map((s) => s.src)).toEqual(['/r.js', '/m.js']);
  });
});
