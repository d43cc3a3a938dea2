import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

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
  return {
    name: 'signoz-client-runtime',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: replacements.map(([stock, replacement]) => new NormalModuleReplacementPlugin(stock, replacement)),
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
