import { describe, expect, it } from 'vitest';
import { evaluateRouteTable, routeChunkFiles } from '../../../src/plugins/performance/contentFirst/routeChunks.mjs';
import { loadEntryScriptsAfterPaint } from '../../../src/plugins/performance/contentFirst/contentFirst.mjs';

// The shape Docusaurus generates in .docusaurus/ (trimmed to a docs tree and a blog post).
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/apdex/',
    component: ComponentCreator('/blog/apdex/', 'a01'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '18f'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'be5'),
        routes: [
          {
            path: '/docs/install/docker/',
            component: ComponentCreator('/docs/install/docker/', 'd0c'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const build = {
  routes: evaluateRouteTable(routesJs),
  routesChunkNames: {
    '/blog/apdex/-a01': { __comp: 'blogPost', content: 'apdexMdx' },
    '/docs/-18f': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
    '/docs/-be5': { __comp: 'docRoot' },
    '/docs/install/docker/-d0c': { __comp: 'docItem', content: 'dockerMdx' },
  },
  manifest: {
    origins: {
      blogPost: ['100', '101'],
      apdexMdx: ['102'],
      docsRoot: ['200'],
      docsPlugin: ['201'],
      docRoot: ['100', '202'],
      docItem: ['100', '203'],
      dockerMdx: ['204'],
    },
    assets: {
      '100': { js: [{ publicPath: '/assets/js/shared.1.js' }] },
      '101': { js: [{ publicPath: '/assets/js/blogPost.2.js' }] },
      '102': { js: [{ publicPath: '/assets/js/apdex.3.js' }] },
      '200': { js: [{ publicPath: '/assets/js/docsRoot.4.js' }] },
      '201': { js: [{ publicPath: '/assets/js/docsPlugin.5.js' }] },
      '202': { js: [{ publicPath: '/assets/js/docRoot.6.js' }] },
      '203': { js: [{ publicPath: '/assets/js/docItem.7.js' }] },
      '204': { js: [{ publicPath: '/assets/js/docker.8.js' }] },
    },
  },
};

describe('route chunks of a built page', () => {
  it('lists the files of every route the page matches, parents first, each once', () => {
    expect(routeChunkFiles(build, '/docs/install/docker/')).toEqual([
      '/assets/js/docsRoot.4.js',
      '/assets/js/docsPlugin.5.js',
      '/assets/js/shared.1.js',
      '/assets/js/docRoot.6.js',
      '/assets/js/docItem.7.js',
      '/assets/js/docker.8.js',
    ]);
    expect(routeChunkFiles(build, '/blog/apdex/')).toEqual([
      '/assets/js/shared.1.js',
      '/assets/js/blogPost.2.js',
      '/assets/js/apdex.3.js',
    ]);
  });

  it('gives nothing for a path only the not-found route matches', () => {
    expect(routeChunkFiles(build, '/no/such/page/')).toEqual([]);
  });

  it('loads the route chunks after the webpack runtime and main.js, as chunks of their own', () => {
    const page =
      '<html><head><script src=/assets/js/runtime~main.aa11.js defer></script><script src=/assets/js/main.bb22.js defer></script></head><body></body></html>';
    const { html, urls } = loadEntryScriptsAfterPaint(page, routeChunkFiles(build, '/blog/apdex/'));
    expect(urls).toEqual([
      '/assets/js/runtime~main.aa11.js',
      '/assets/js/main.bb22.js',
      '/assets/js/shared.1.js',
      '/assets/js/blogPost.2.js',
      '/assets/js/apdex.3.js',
    ]);
    expect(html).toContain(
      'data-scripts="/assets/js/runtime~main.aa11.js /assets/js/main.bb22.js" ' +
        'data-chunks="/assets/js/shared.1.js /assets/js/blogPost.2.js /assets/js/apdex.3.js"',
    );
  });
});
