import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER, entryLoaderTag, loadEntryScriptsAfterPaint } from '../../../scripts/lib/content-first.mjs';

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

  it('leaves a page without entry scripts unchanged', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(loadEntryScriptsAfterPaint(plain)).toEqual({ html: plain, urls: [] });
  });

  // Runs the loader against a fake document; returns what it inserted and the queues it left.
  function runLoader(attributes: Record<string, string>, readyState = 'loading') {
    const inserted: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const messages: (() => void)[] = [];
    class FakeChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      readyState,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (el: { src: string; async: boolean }) => inserted.push({ ...el }) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'MessageChannel', ENTRY_LOADER)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
      FakeChannel,
    );
    return { inserted, listeners, frames, timers, messages };
  }

  it('inserts the scripts only once the document is parsed and a frame is painted, once, in order', () => {
    const { inserted, listeners, frames, timers, messages } = runLoader({ 'data-scripts': '/r.js /m.js' });
    expect(inserted).toEqual([]);
    expect(frames).toHaveLength(0);

    listeners.DOMContentLoaded();
    expect(inserted).toEqual([]);
    frames.shift()!();
    expect(inserted).toEqual([]);
    // The timeout queued by the frame (0 ms) runs first; the hidden-tab fallback (200 ms) is then a no-op.
    timers.find((t) => t.ms === 0)!.fn();
    expect(inserted).toEqual([
      { src: '/r.js', async: false },
      { src: '/m.js', async: false },
    ]);
    expect(messages).toHaveLength(0);
    timers.find((t) => t.ms === 200)!.fn();
    expect(inserted).toHaveLength(2);
  });

  it('inserts the route chunks one per task after the entry scripts, to run as they arrive', () => {
    const { inserted, timers, messages } = runLoader(
      { 'data-scripts': '/r.js /m.js', 'data-chunks': '/c1.js /c2.js /c3.js' },
      'complete',
    );
    timers.find((t) => t.ms === 200)!.fn();
    expect(inserted.map((s) => s.src)).toEqual(['/r.js', '/m.js']);
    for (const expected of ['/c1.js', '/c2.js', '/c3.js']) {
      expect(messages).toHaveLength(1);
      messages.shift()!();
      expect(inserted.at(-1)).toEqual({ src: expected, async: true });
    }
    expect(messages).toHaveLength(0);
    expect(inserted).toHaveLength(5);
  });

  it('still loads the app in a hidden tab, where no frame is painted', () => {
    const { inserted, timers } = runLoader({ 'data-scripts': '/r.js /m.js' }, 'interactive');
    timers.find((t) => t.ms === 200)!.fn();
    expect(inserted.map((s) => s.src)).toEqual(['/r.js', '/m.js']);
  });
});
