import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { lazyRouteComponents, dropRegistryModuleNames } = require('../../../src/plugins/leanRouteTable/loader.cjs') as {
  lazyRouteComponents(source: string): { code: string; count: number };
  dropRegistryModuleNames(source: string): { code: string; count: number };
};

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/it\\'s-here/',
    component: ComponentCreator('/blog/it\\'s-here/', 'b79'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '5e9'),
    routes: [
      {
        path: '/docs/install/docker/',
        component: ComponentCreator('/docs/install/docker/', '1a2'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('lean route table loader', () => {
  it('turns every route component into a getter that creates it once, on first use', async () => {
    const { code, count } = lazyRouteComponents(routes);
    expect(count).toBe(3);
    expect(code).not.toMatch(/component: ComponentCreator\('\/docs\//);
    expect(code).toContain("component: ComponentCreator('*')");

    // Run the transformed module with a counting ComponentCreator.
    const created: string[] = [];
    const body = code
      .replace("import React from 'react';", '')
      .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
      .replace('export default', 'return');
    const table = new Function('ComponentCreator', body)((path: string, hash?: string) => {
      created.push(`${path}-${hash ?? ''}`);
      return { path, hash };
    }) as { path: string; component: unknown; routes?: { component: unknown }[] }[];
    expect(created).toEqual(['*-']);
    const docker = table[1].routes![0];
    expect(docker.component).toEqual({ path: '/docs/install/docker/', hash: '1a2' });
    expect(docker.component).toBe(docker.component);
    expect(table[0].component).toEqual({ path: "/blog/it's-here/", hash: 'b79' });
    expect(created).toEqual(['*-', '/docs/install/docker/-1a2', "/blog/it's-here/-b79"]);
  });

  it('leaves a routes file it does not recognise unchanged', () => {
    const other = 'export default [{ path: "/", component: makeComponent("/") }];';
    expect(lazyRouteComponents(other)).toEqual({ code: other, count: 0 });
  });

  it('drops the server-only module name from each registry entry', () => {
    const registry = `export default {
  "000e8bc5": [() => import(/* webpackChunkName: "000e8bc5" */ "@site/docs/a \\"b\\".mdx"), "@site/docs/a \\"b\\".mdx", require.resolveWeak("@site/docs/a \\"b\\".mdx")],
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],
};`;
    const { code, count } = dropRegistryModuleNames(registry);
    expect(count).toBe(2);
    expect(code).toContain(
      'import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "", require.resolveWeak("@theme/BlogTagsListPage")]',
    );
    expect(code).toContain('"@site/docs/a \\"b\\".mdx"), "", require.resolveWeak(');
  });
});
