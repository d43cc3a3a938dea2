import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { minify } from 'terser';

export interface EarlyInputOptions {
  /** Hide the navbar while scrolling down (the theme's own hideOnScroll must be off: this replaces it). */
  hideOnScroll: boolean;
}

/** The browser script, next to this file (read at build time; never bundled). */
export const EARLY_INPUT_SOURCE = path.join(__dirname, 'earlyInput.browser.js');

/** The script as it goes into pages: minified, the same text on every page (one CSP hash for the site). */
export async function earlyInputScript(): Promise<string> {
  const source = await readFile(EARLY_INPUT_SOURCE, 'utf8');
  const { code } = await minify(source, { ecma: 2017, compress: { passes: 2 }, mangle: true });
  if (!code) throw new Error('earlyInput: terser returned no code');
  return code;
}

/**
 * Puts the early-input script (earlyInput.browser.js) at the top of every page's <body>: the search
 * button, its shortcuts, the menu button and hide-on-scroll respond from the first paint, not only once
 * the app has started (up to seconds later on a phone). Its options ride in attributes, so every page
 * carries the same script text.
 */
export default function earlyInputPlugin(options: EarlyInputOptions): () => Plugin {
  return () => ({
    name: 'early-input',
    loadContent: earlyInputScript,
    injectHtmlTags({ content }) {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            attributes: options.hideOnScroll ? { 'data-hide-on-scroll': 'true' } : {},
            innerHTML: String(content),
          },
        ],
      };
    },
  });
}
