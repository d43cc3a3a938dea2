import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * Swaps Docusaurus's window.docusaurus module (route prefetch and preload) for
 * src/clientRuntime/docusaurus.ts, which does the same work from an index and
 * in idle time. The client entry imports the stock module by a relative path,
 * so an alias cannot reach it; a module replacement on the resolved file can.
 */
export default function routePrefetchPlugin(): Plugin {
  const stock = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
  const replacement = require.resolve('../clientRuntime/docusaurus.ts');
  return {
    name: 'signoz-route-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(stock, replacement)] };
    },
  };
}
