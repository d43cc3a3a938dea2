import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * Lets react-router skip compiling the paths of routes a URL cannot match
 * (see ./loader.cjs). In the browser build, route matching runs on the
 * reader's main thread at start-up; in the server build, it runs for every
 * page the build renders (Docusaurus matches the route table twice a page).
 */
export default function fastRouteMatchPlugin(): Plugin {
  const reactRouter = require.resolve('react-router/esm/react-router.js');
  const filterModule = require.resolve('../../../lib/routing/staticPathFilter.ts');
  return {
    name: 'signoz-fast-route-match',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: (resource: string) => resource === reactRouter,
              use: [{ loader: require.resolve('./loader.cjs'), options: { filterModule } }],
            },
          ],
        },
      };
    },
  };
}
