import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';

const require = createRequire(__filename);

/** The stock files replaced below: package, path inside it. */
export const STOCK_FILES: ReadonlyArray<[string, string]> = [
  ['@docusaurus/core', 'lib/client/clientEntry.js'],
  ['@docusaurus/core', 'lib/client/docusaurus.js'],
  ['@docusaurus/core', 'lib/client/browserContext.js'],
  ['@docusaurus/theme-common', 'lib/hooks/useWindowSize.js'],
];

/** Where `path` of the installed `pkg` is (its `exports` may hide the path from require.resolve). */
export function stockFile(pkg: string, path: string): string {
  const root = (require.resolve.paths(pkg) ?? [])
    .map((dir) => join(dir, pkg))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!root) throw new Error(`${pkg} is not installed`);
  return join(root, path);
}

/**
 * Swaps some of Docusaurus's client modules for ours in this folder
 * (browser build only; server rendering keeps the stock ones):
 * - clientEntry.js, the browser entry, for one that starts the app in several
 *   short tasks instead of one long one;
 * - docusaurus.js, the window.docusaurus object (route prefetch and preload),
 *   for one that does the same work from an index and in idle time;
 * - browserContext.js (useIsBrowser) and theme-common's useWindowSize, for
 *   copies whose first update after hydration is a transition, which React
 *   renders in slices instead of one long task.
 * They are imported by relative paths inside the Docusaurus packages (the
 * entry by its absolute path), so an alias cannot reach them; a module
 * replacement on the resolved file can.
 */
export default function clientRuntimePlugin(): Plugin {
  const replacements: Array<[RegExp, string]> = [
    [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/, require.resolve('./clientEntry.tsx')],
    [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, require.resolve('./docusaurus.ts')],
    [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, require.resolve('./browserContext.tsx')],
    [/@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, require.resolve('./useWindowSize.ts')],
  ];
  // A replacement whose stock file has moved would silently not apply.
  for (const stock of STOCK_FILES) {
    if (!existsSync(stockFile(...stock))) {
      cannotApply(`clientRuntime: ${stock.join('/')} not found; Docusaurus's own module stays in the browser build`);
    }
  }
  return {
    name: 'signoz-client-runtime',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: replacements.map(([stock, replacement]) => new NormalModuleReplacementPlugin(stock, replacement)),
        // Chunk files named by id, not by chunk name: the webpack runtime, part of every page's first
        // visit, then needs no map from 1,200 chunk ids to their names to build a file name (19.8 KB of
        // the runtime's 64.6 KB). Docusaurus still finds chunks by name: the client manifest and the
        // runtime's own name-to-id map (__webpack_require__.gca) do not depend on file names.
        ...(process.env.NODE_ENV === 'production'
          ? { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }
          : {}),
        // react-dom (about a third of main.js) ships as a second entry script. The browser compiles
        // each script in its own task, and on a busy or small device it does so on the main thread:
        // two scripts of 200 and 400 KB keep that compile under the long-task line where one of
        // 600 KB did not. Both load together (../contentFirst/ moves every entry script).
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/]react-dom[\\/]/,
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
