import type { Plugin } from '@docusaurus/types';

/**
 * Adds test-only pages to builds made with SIGNOZ_E2E_FIXTURES=1 (the test
 * command's build). Production builds never contain them.
 */
export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/tests/crash/', component: '@site/tests/fixtures/CrashPage.tsx', exact: true });
      actions.addRoute({ path: '/tests/loading/', component: '@site/tests/fixtures/LoadingPage.tsx', exact: true });
    },
  };
}
