import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { cannotApply } from '../strict.cjs';

const require = createRequire(__filename);

/** True when theme-classic's plugin (its lib/index.js) lists the module among its client modules. */
export function registersPrismModule(themeIndexSource: string): boolean {
  return /getClientModules\(\)[\s\S]*'\.\/prism-include-languages'/.test(themeIndexSource);
}

/**
 * Drops the theme's client module that registers the extra Prism languages on
 * every page at start-up (and with it Prism itself from the main bundle). The
 * registration moves into the lazily loaded highlighter chunk
 * (src/components/HighlightedCode), which only pages showing code load.
 * If theme-classic no longer registers that module by that name, the alias
 * would do nothing: the plugin says so (fails under SITE_STRICT=1).
 */
export default function lazyPrismPlugin(): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  if (!registersPrismModule(readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8'))) {
    cannotApply('lazyPrism: theme-classic no longer registers ./prism-include-languages; Prism stays in main.js');
  }
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
