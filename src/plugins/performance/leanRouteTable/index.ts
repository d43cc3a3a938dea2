import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * Slims the browser's copy of the route table (see ./loader.cjs): route
 * components are created when a route is first matched instead of all at
 * start-up, and chunk entries lose the module names only server rendering
 * reads. The server bundle keeps the files as generated.
 */
export default function leanRouteTablePlugin(context: LoadContext): Plugin {
  const generated = [join(context.generatedFilesDir, 'routes.js'), join(context.generatedFilesDir, 'registry.js')];
  return {
    name: 'signoz-lean-route-table',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (resource: string) => generated.includes(resource),
              enforce: 'pre' as const,
              use: [{ loader: require.resolve('./loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
