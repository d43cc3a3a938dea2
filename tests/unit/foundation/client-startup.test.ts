import { describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import clientRuntimePlugin from '../../../src/plugins/performance/clientRuntime';
import fastRouteMatchPlugin from '../../../src/plugins/performance/fastRouteMatch';
import { nextTask, runInTasks } from '../../../src/lib/startup/nextTask';

const require = createRequire(import.meta.url);

describe('start-up in separate tasks', () => {
  it('runs each step in a task of its own, in order, waiting for a step that returns a promise', async () => {
    const log: string[] = [];
    let task = 0;
    const yieldTask = async () => {
      task += 1;
      log.push(`yield ${task}`);
    };
    await runInTasks(
      [
        () => log.push(`a in ${task}`),
        async () => {
          await Promise.resolve();
          log.push(`b in ${task}`);
        },
        () => log.push(`c in ${task}`),
      ],
      yieldTask,
    );
    expect(log).toEqual(['yield 1', 'a in 1', 'yield 2', 'b in 2', 'yield 3', 'c in 3']);
  });

  it('stops at a step that fails, so the app is not hydrated half-loaded', async () => {
    const ran: string[] = [];
    const steps = [
      () => ran.push('a'),
      () => {
        throw new Error('chunk failed');
      },
      () => ran.push('c'),
    ];
    await expect(runInTasks(steps, async () => undefined)).rejects.toThrow('chunk failed');
    expect(ran).toEqual(['a']);
  });

  it('resumes in a later task, not in a microtask of the current one', async () => {
    const order: string[] = [];
    const channelMessage = nextTask().then(() => order.push('after yield'));
    queueMicrotask(() => order.push('microtask'));
    await channelMessage;
    expect(order).toEqual(['microtask', 'after yield']);
  });
});

describe('client runtime plugins (browser build only)', () => {
  type Configure = (config: unknown, isServer: boolean, utils: unknown) => Record<string, unknown>;
  const bundler = {
    currentBundler: {
      instance: {
        NormalModuleReplacementPlugin: class {
          constructor(
            readonly pattern: RegExp,
            readonly replacement: string,
          ) {}
        },
      },
    },
  };

  it("swaps Docusaurus's client entry, window.docusaurus, useIsBrowser's context and useWindowSize for ours", () => {
    const configure = clientRuntimePlugin().configureWebpack as unknown as Configure;
    expect(configure({}, true, bundler)).toEqual({});
    const config = configure({}, false, bundler) as {
      plugins: { pattern: RegExp; replacement: string }[];
      optimization: { splitChunks: { cacheGroups: { reactDom: { test: RegExp; chunks: string } } } };
    };
    const { plugins } = config;
    // react-dom ships as an entry script of its own (see the plugin for why).
    const { reactDom } = config.optimization.splitChunks.cacheGroups;
    expect(reactDom.chunks).toBe('initial');
    expect(reactDom.test.test('/x/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(reactDom.test.test('/x/node_modules/react/index.js')).toBe(false);
    const swap = (file: string) => plugins.find((p) => p.pattern.test(file));
    const entry = swap('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js');
    const runtime = swap('/x/node_modules/@docusaurus/core/lib/client/docusaurus.js');
    expect(entry?.replacement).toMatch(/performance\/clientRuntime\/clientEntry\.tsx$/);
    expect(runtime?.replacement).toMatch(/performance\/clientRuntime\/docusaurus\.ts$/);
    const browserContext = swap('/x/node_modules/@docusaurus/core/lib/client/browserContext.js');
    const windowSize = swap('/x/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js');
    expect(browserContext?.replacement).toMatch(/performance\/clientRuntime\/browserContext\.tsx$/);
    expect(windowSize?.replacement).toMatch(/performance\/clientRuntime\/useWindowSize\.ts$/);
    for (const { replacement } of plugins) expect(existsSync(replacement)).toBe(true);
    // Every pattern names a file that exists in the installed Docusaurus, so none is silently dead.
    for (const file of [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/docusaurus.js',
      '@docusaurus/core/lib/client/browserContext.js',
      '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    ]) {
      const installed = resolve('node_modules', file);
      expect(existsSync(installed)).toBe(true);
      expect(swap(installed)).toBeDefined();
    }
    expect(swap('/x/node_modules/@docusaurus/core/lib/client/serverEntry.js')).toBeUndefined();
  });

  it('names chunk files by id in a production build, so the runtime needs no id-to-name map', () => {
    const configure = clientRuntimePlugin().configureWebpack as unknown as Configure;
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(configure({}, false, bundler).output).toEqual({ chunkFilename: 'assets/js/[id].[contenthash:8].js' });
    } finally {
      vi.unstubAllEnvs();
    }
    // The dev server keeps Docusaurus's names.
    vi.stubEnv('NODE_ENV', 'development');
    try {
      expect(configure({}, false, bundler).output).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('applies the route-match loader to react-router only, in the browser and server builds alike', () => {
    const configure = fastRouteMatchPlugin().configureWebpack as unknown as Configure;
    expect(JSON.stringify(configure({}, true, bundler))).toBe(JSON.stringify(configure({}, false, bundler)));
    const { module } = configure({}, false, bundler) as {
      module: { rules: { test: (resource: string) => boolean; use: { options: { filterModule: string } }[] }[] };
    };
    const [rule] = module.rules;
    expect(rule.test(require.resolve('react-router/esm/react-router.js'))).toBe(true);
    expect(rule.test(require.resolve('react-router-dom/esm/react-router-dom.js'))).toBe(false);
    expect(existsSync(rule.use[0].options.filterModule)).toBe(true);
  });
});
