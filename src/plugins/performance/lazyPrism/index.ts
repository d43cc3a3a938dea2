import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * Drops the theme's client module that registers the extra Prism languages on
 * every page at start-up (and with it Prism itself from the main bundle). The
 * registration moves into the lazily loaded highlighter chunk
 * (src/components/HighlightedCode), which only pages showing code load.
 */
export default function lazyPrismPlugin(): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'signoz-lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [clientModule]: false,
            [clientModule.replace(/\.js$/, '')]: false,
          },
        },
      };
    },
  };
}
