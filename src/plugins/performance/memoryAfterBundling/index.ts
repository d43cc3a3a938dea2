import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Plugin } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';

/**
 * When to collect after the server compiler has shut down, in ms: once as soon as `compile()` has
 * resolved and the SSG workers are starting (the compilers are unreachable by then), and once more
 * while the workers render (the main thread is idle in SSG, so the second pass costs the build
 * nothing on its critical path).
 */
export const COLLECT_AFTER_MS = [100, 3000] as const;

type Collect = () => void;

/**
 * V8's `gc()`, the way Jest's leak detector reaches it without `--expose-gc` on the command line (the
 * site must build with a plain `docusaurus build`): set the flag, read `gc` from a fresh context, where V8
 * installs it, and set the flag back at once. The flag must not stay changed: V8 checks its flags' hash
 * against its startup snapshot, and the SSG worker threads started with the flag on rendered about half
 * as fast (measured: the 104 SSG tasks took 45 to 62 s of worker time instead of 32 to 33). Null when
 * this Node does not give it.
 */
export function exposeGc(): Collect | null {
  setFlagsFromString('--expose-gc');
  try {
    const gc: unknown = runInNewContext('typeof gc === "function" ? gc : null');
    return typeof gc === 'function' ? (gc as Collect) : null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

interface ShutdownHook {
  hooks: { shutdown: { tap: (name: string, callback: () => void) => void } };
}

/**
 * What runs when the server compiler has shut down: full collections at COLLECT_AFTER_MS. Without a
 * `gc()` the override cannot apply (see ../strict.cjs: fails the strict build, warns otherwise).
 */
export function collectAfterShutdown(gc: Collect | null = exposeGc()): void {
  if (!gc) {
    cannotApply(
      "memory-after-bundling: this Node gives no gc() with --expose-gc; SSG starts with the bundler's garbage",
    );
    return;
  }
  for (const delay of COLLECT_AFTER_MS) {
    setTimeout(() => {
      const before = process.memoryUsage().rss;
      gc();
      if (process.env.DOCUSAURUS_PERF_LOGGER === 'true')
        console.log(`[memory-after-bundling] +${delay} ms: RSS ${mb(before)} → ${mb(process.memoryUsage().rss)}`);
    }, delay).unref();
  }
}

/**
 * Frees the bundler's memory before SSG, with a full garbage collection once the compilers have closed.
 * See README.md next to this file.
 */
export default function memoryAfterBundlingPlugin(): Plugin {
  return {
    name: 'memory-after-bundling',
    configureWebpack(_config, isServer) {
      // Only a production build has a server compiler; `docusaurus start` bundles for the browser and
      // keeps its compiler until it exits.
      if (!isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: ShutdownHook) {
              compiler.hooks.shutdown.tap('memory-after-bundling', () => collectAfterShutdown());
            },
          },
        ],
      };
    },
  };
}
