import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Adds the embedded search's results page at /search/. Registered only when
 * the site uses Pagefind: with Algolia keys set, @docusaurus/theme-search-algolia
 * owns /search/ instead (see docusaurus.config.ts).
 */
export default function searchPagePlugin(context: LoadContext): Plugin {
  return {
    name: 'search-page',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}search/`,
        component: '@site/src/components/SearchPage/index.tsx',
        exact: true,
      });
    },
  };
}
