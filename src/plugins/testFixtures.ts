import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Adds test-only pages and a hydration marker to builds made with
 * SIGNOZ_E2E_FIXTURES=1 (the test command's build). Production builds never
 * contain them. The pages exercise behaviours no real page can trigger on
 * demand: a render crash, a failing lazy load, every highlighted language.
 */
export default function testFixturesPlugin(context: LoadContext): Plugin {
  const fixture = (name: string) => path.join(context.siteDir, 'tests/fixtures', name);
  return {
    name: 'test-fixtures',
    getClientModules() {
      return [fixture('hydrationMarker.ts')];
    },
    async contentLoaded({ actions }) {
      const pages: [string, string][] = [
        ['/tests/crash/', 'CrashPage.tsx'],
        ['/tests/loading/', 'LoadingPage.tsx'],
        ['/tests/showcase/', 'ShowcasePage.tsx'],
        ['/tests/showcase-b/', 'ShowcasePage.tsx'],
      ];
      for (const [routePath, file] of pages) {
        actions.addRoute({ path: routePath, component: fixture(file), exact: true });
      }
    },
  };
}
