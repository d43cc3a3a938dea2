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

  it('inserts the scripts only once the document is parsed and a frame is painted, once, in order', () => {
    const inserted: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const document = {
      currentScript: { getAttribute: () => '/r.js /m.js' },
      readyState: 'loading',
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (el: { src: string; async: boolean }) => inserted.push({ ...el }) },
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', ENTRY_LOADER);
    run(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
    );
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
    timers.find((t) => t.ms === 200)!.fn();
    expect(inserted).toHaveLength(2);
  });

  it('still loads the app in a hidden tab, where no frame is painted', () => {
    const inserted: string[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const document = {
      currentScript: { getAttribute: () => '/r.js /m.js' },
      readyState: 'interactive',
      addEventListener: () => undefined,
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (el: { src: string }) => inserted.push(el.src) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', ENTRY_LOADER)(
      document,
      () => undefined,
      (fn: () => void, ms: number) => timers.push({ fn, ms }),
    );
    timers.find((t) => t.ms === 200)!.fn();
    expect(inserted).toEqual(['/r.js', '/m.js']);
  });
});
