import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { lazyRouteComponents, dropRegistryModuleNames } =
  require('../../../src/plugins/performance/leanRouteTable/loader.cjs') as {
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
  // Runs a transformed routes module with a ComponentCreator that records what it builds.
  function runRoutesModule(code: string) {
    const created: string[] = [];
    const body = code
      .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
      .replace('export default', 'return');
    const table = new Function('ComponentCreator', body)((path: string, hash?: string) => {
      created.push(`${path}-${hash ?? ''}`);
      return { path, hash };
    }) as { path: string; component: unknown; exact?: boolean; routes?: { path: string; component: unknown }[] }[];
    return { table, created };
  }

  it('ships the table as JSON and creates each route component once, on first use', () => {
    const { code, count } = lazyRouteComponents(routes);
    expect(count).toBe(4);
    expect(code).not.toMatch(/ComponentCreator\('/);
    expect(code).toMatch(/export default withLazyComponents\(JSON\.parse\("\[/);

    const { table, created } = runRoutesModule(code);
    expect(created).toEqual([]);
    expect(table.map((route) => route.path)).toEqual(["/blog/it's-here/", '/docs/', '*']);
    expect(table[0].exact).toBe(true);
    const docker = table[1].routes![0];
    expect(docker.path).toBe('/docs/install/docker/');
    expect(docker.component).toEqual({ path: '/docs/install/docker/', hash: '1a2' });
    expect(docker.component).toBe(docker.component);
    expect(table[0].component).toEqual({ path: "/blog/it's-here/", hash: 'b79' });
    expect(table[2].component).toEqual({ path: '*', hash: undefined });
    expect(created).toEqual(['/docs/install/docker/-1a2', "/blog/it's-here/-b79", '*-']);
    // Enumerable, as in the generated table (the router copies route objects with spread).
    expect(Object.keys(docker)).toContain('component');
  });

  it('keeps a component whose path differs from its route', () => {
    const source = routes.replace("ComponentCreator('/docs/', '5e9')", "ComponentCreator('/docs-root/', '5e9')");
    const { table } = runRoutesModule(lazyRouteComponents(source).code);
    expect(table[1].component).toEqual({ path: '/docs-root/', hash: '5e9' });
  });

  it('leaves a routes file it does not recognise unchanged', () => {
    const other = 'export default [{ path: "/", component: makeComponent("/") }];';
    expect(lazyRouteComponents(other)).toEqual({ code: other, count: 0 });
    // Recognised imports, but something JSON cannot carry (a function) or a route without a component.
    const withFunction = routes.replace('exact: true\n  },', 'exact: true,\n    onEnter: () => {}\n  },');
    expect(withFunction).not.toBe(routes);
    expect(lazyRouteComponents(withFunction).count).toBe(0);
    const withoutComponent = routes.replace("    component: ComponentCreator('*'),\n", '');
    expect(withoutComponent).not.toBe(routes);
    expect(lazyRouteComponents(withoutComponent).count).toBe(0);
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
