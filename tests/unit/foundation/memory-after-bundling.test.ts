// src/plugins/performance/memoryAfterBundling: a full collection once the bundler's compilers have shut down.
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import memoryAfterBundlingPlugin, {
  COLLECT_AFTER_MS,
  collectAfterShutdown,
  exposeGc,
} from '../../../src/plugins/performance/memoryAfterBundling';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('exposeGc', () => {
  it('gives a gc() that collects an object nothing refers to', async () => {
    const gc = exposeGc();
    expect(gc).toBeTypeOf('function');
    const ref = (() => new WeakRef({ payload: new Array(1000).fill('x') }))();
    // A WeakRef's target stays alive until the job that created it has ended.
    await tick();
    gc!();
    expect(ref.deref()).toBeUndefined();
  });

  it('sets the flag back: contexts created afterwards have no gc (worker threads start as they would)', () => {
    exposeGc();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('collectAfterShutdown', () => {
  it('collects at each delay and logs the RSS with the perf logger on', () => {
    vi.useFakeTimers();
    vi.stubEnv('DOCUSAURUS_PERF_LOGGER', 'true');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const gc = vi.fn();
    collectAfterShutdown(gc);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COLLECT_AFTER_MS[0]);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(COLLECT_AFTER_MS[1]);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(/^\[memory-after-bundling\] \+100 ms: RSS \d+ MB → \d+ MB$/),
      expect.stringMatching(/^\[memory-after-bundling\] \+3000 ms: RSS \d+ MB → \d+ MB$/),
    ]);
  });

  it('fails the strict build when no gc() is available, and only warns otherwise', () => {
    vi.stubEnv('SITE_STRICT', '1');
    expect(() => collectAfterShutdown(null)).toThrow(/memory-after-bundling: this Node gives no gc\(\).*SITE_STRICT=1/);
    vi.stubEnv('SITE_STRICT', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    collectAfterShutdown(null);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^warning: memory-after-bundling/));
  });
});

describe('the plugin', () => {
  it('taps the server compiler shutdown only', () => {
    const plugin = memoryAfterBundlingPlugin();
    const configure = plugin.configureWebpack as (config: unknown, isServer: boolean) => { plugins?: unknown[] };
    expect(configure({}, false)).toEqual({});
    const [rspackPlugin] = configure({}, true).plugins as { apply: (compiler: unknown) => void }[];
    const taps: string[] = [];
    rspackPlugin.apply({ hooks: { shutdown: { tap: (name: string) => taps.push(name) } } });
    expect(taps).toEqual(['memory-after-bundling']);
  });
});
