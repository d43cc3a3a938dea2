// Every upstream file, and every text an upstream tool generates, that the mechanisms in this folder rely
// on: the package and exact version it was checked at, its path, the sha256 of the stock text the
// mechanism was written against, and the mechanisms to re-check when it changes. Checked by
// tests/unit/foundation/performance-manifest.test.ts (see ./README.md). After an upgrade: re-check the
// mechanisms the test names, then copy the new version and sha256 it prints into the entry.

/** One folder of src/plugins/performance/. */
export type Mechanism =
  | 'clientRuntime'
  | 'leanRouteTable'
  | 'fastRouteMatch'
  | 'lazyPrism'
  | 'contentFirst'
  | 'searchIndex'
  | 'pagefindChunks'
  | 'pagefindScript'
  | 'searchWarmup'
  | 'precompress'
  | 'slimArchive'
  | 'slimDocsMetadata'
  | 'twinTrees'
  | 'memoryAfterBundling'
  | 'ssgWorkerRecycle';

/** Mechanisms that rely on nothing upstream beyond public APIs and Node, so have no manifest entry. */
export const WITHOUT_UPSTREAM_TEXT: readonly Mechanism[] = ['precompress', 'memoryAfterBundling'];

/** A file installed in node_modules. */
export interface InstalledFile {
  package: string;
  version: string;
  /** Inside the package. */
  path: string;
  sha256: string;
  mechanisms: readonly Mechanism[];
  /** What the mechanisms take from it. */
  reliedOn: string;
}

/** A text an upstream tool writes at build time. */
export interface GeneratedText {
  name: string;
  /** The package that writes it, and its version. */
  package: string;
  version: string;
  /** Of the text generated for the test's fixture; null when it depends on the site's content (then the test runs the mechanism on it). */
  sha256: string | null;
  mechanisms: readonly Mechanism[];
  reliedOn: string;
}

export const INSTALLED_FILES: readonly InstalledFile[] = [
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/ssg/ssgEnv.js',
    sha256: '36755bf1f3101eb3fa24dbdf9a6da1f0aefb8d6a4a7fc49eba9388e55cc4c846',
    mechanisms: ['ssgWorkerRecycle'],
    reliedOn: 'exports.SSGWorkerThreadRecyclerMaxMemory, a number read from the environment once, writable afterwards',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/ssg/ssgExecutor.js',
    sha256: 'd39e469f8adb08eccca9755df0c1f36f74bc3c3531a10f873be9b152b885bef8',
    mechanisms: ['ssgWorkerRecycle'],
    reliedOn:
      'createPooledSSGExecutor() passes ssgEnv_1.SSGWorkerThreadRecyclerMaxMemory to Tinypool as maxMemoryLimitBeforeRecycle when the pool is created, after the bundling',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    mechanisms: ['clientRuntime'],
    reliedOn: 'replaced whole by clientEntry.tsx, which must do the same work',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    mechanisms: ['clientRuntime'],
    reliedOn: 'replaced whole by docusaurus.ts (window.docusaurus: prefetch, preload)',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/browserContext.js',
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    mechanisms: ['clientRuntime'],
    reliedOn: 'replaced whole by browserContext.tsx (useIsBrowser context)',
  },
  {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    path: 'lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
    mechanisms: ['clientRuntime'],
    reliedOn: 'replaced whole by useWindowSize.ts (same breakpoint and contract)',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    mechanisms: ['clientRuntime'],
    reliedOn: 'imported by docusaurus.ts (default export: prefetch one URL)',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    mechanisms: ['clientRuntime'],
    reliedOn: 'imported by docusaurus.ts (default export: preload a route)',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    mechanisms: ['clientRuntime'],
    reliedOn: '__webpack_require__.gca(chunkName), called by docusaurus.ts',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    mechanisms: ['leanRouteTable', 'contentFirst', 'clientRuntime'],
    reliedOn:
      'writes routes.js, registry.js and routesChunkNames.json, whose text the loaders and routeChunks.mjs read',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    mechanisms: ['leanRouteTable'],
    reliedOn: 'ComponentCreator(path, hash), called lazily by the rewritten routes.js',
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    path: 'lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    mechanisms: ['contentFirst'],
    reliedOn: 'writes the entry scripts as <script src="..." defer>, which contentFirst.mjs moves',
  },
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    path: 'lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    mechanisms: ['lazyPrism'],
    reliedOn: 'aliased away; its work is redone in src/components/HighlightedCode',
  },
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    path: 'lib/index.js',
    sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
    mechanisms: ['lazyPrism'],
    reliedOn: 'registers ./prism-include-languages as a client module (getClientModules)',
  },
  {
    package: '@docusaurus/plugin-content-blog',
    version: '3.10.2',
    path: 'lib/routes.js',
    sha256: 'beeac6a07d61604f9fb32209077cdd60b75370d5eedc4daf402f3ad64790643d',
    mechanisms: ['slimArchive'],
    reliedOn:
      'createArchiveRoute() adds the archive route through actions.addRoute with props { archive: { blogPosts } }',
  },
  {
    package: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    path: 'lib/routes.js',
    sha256: '5292463cb424aa027fbebf9c14b4f2f29bfdc557659f18e5b00df60200458a35',
    mechanisms: ['slimDocsMetadata'],
    reliedOn:
      'adds one route tree: the version route with props { version }, and category index routes with props { categoryGeneratedIndex }',
  },
  {
    package: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    path: 'lib/props.js',
    sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
    mechanisms: ['slimDocsMetadata'],
    reliedOn:
      'toVersionMetadataProp(): docs { id, title, description, sidebar } and docsSidebars, whose items name their docId',
  },
  {
    package: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    path: 'lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
    mechanisms: ['slimDocsMetadata'],
    reliedOn: "useDocById() is the one reader of the version metadata's docs map, and throws for an id it lacks",
  },
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    path: 'lib/theme/DocCard/index.js',
    sha256: 'ed868923dd2135d3ea182c46edc2ccc7f62dfb9a737356fa37527d3db6b485ea',
    mechanisms: ['slimDocsMetadata'],
    reliedOn:
      'a link card shows item.description ?? useDocById(item.docId).description (src/theme/DocCard fills item.description)',
  },
  {
    package: 'react-router',
    version: '5.3.4',
    path: 'esm/react-router.js',
    sha256: '959b74b77b5f2b69ac588c508f2d9b4d9b5cc26efa16a85de0ebed4b645c7b07',
    mechanisms: ['fastRouteMatch'],
    reliedOn: "matchPath()'s two anchor lines, patched by loader.cjs",
  },
  {
    package: 'react-router-config',
    version: '5.1.1',
    path: 'cjs/react-router-config.js',
    sha256: '256ea8084426f391f0d6793c855d3d6e6815c40e800462015d42cf68a114f11f',
    mechanisms: ['contentFirst', 'clientRuntime'],
    reliedOn: 'matchRoutes(), as the app matches routes (routeChunks.mjs, docusaurus.ts)',
  },
  {
    package: 'pagefind',
    version: '1.6.0',
    path: 'lib/index.js',
    sha256: '166b4479211ad932ec1c4c6732edf4e3e689e0c3dcfe6538eba781c4dbb13e7d',
    mechanisms: ['searchIndex', 'pagefindChunks', 'pagefindScript', 'searchWarmup'],
    reliedOn: 'the Node API (createIndex, addHTMLFile, writeFiles); its version pins the index format and pagefind.js',
  },
  {
    package: '@docusaurus/mdx-loader',
    version: '3.10.2',
    path: 'lib/processor.js',
    sha256: '85eeb841ae3fffff1d7e6a6bcd1f8b33581b112419af9b84e9bd1a0110fd86e0',
    mechanisms: ['twinTrees'],
    reliedOn:
      'beforeDefaultRemarkPlugins run first, on the tree as parsed with the syntax extensions the twins parse with (mdx, frontmatter, directive, gfm)',
  },
  {
    package: '@docusaurus/plugin-content-blog',
    version: '3.10.2',
    path: 'lib/markdownLoader.js',
    sha256: '03b66050b584bb2fdcd9ff63893f4eb4fa8e18137c2a99e368b6c2c5549bcede',
    mechanisms: ['twinTrees'],
    reliedOn: 'a post compiled for the list pages (?truncated=true) is a shorter source under the same path',
  },
];

export const GENERATED_TEXTS: readonly GeneratedText[] = [
  {
    name: '.docusaurus/routes.js',
    package: '@docusaurus/core',
    version: '3.10.2',
    sha256: null,
    mechanisms: ['leanRouteTable', 'contentFirst'],
    reliedOn:
      'an import of ComponentCreator and `export default [` of plain data and ComponentCreator(path, hash) calls',
  },
  {
    name: '.docusaurus/registry.js',
    package: '@docusaurus/core',
    version: '3.10.2',
    sha256: null,
    mechanisms: ['leanRouteTable'],
    reliedOn: 'entries `[() => import(...), "moduleName", require.resolveWeak(...)]`',
  },
  {
    name: 'pagefind/pagefind.js',
    package: 'pagefind',
    version: '1.6.0',
    sha256: '02746cc529f88f853275720dcb1c2b6a18b0c7a92b73fae82ca2738e64500bcd',
    mechanisms: ['pagefindScript', 'searchWarmup'],
    reliedOn: 'the text pagefindScript.mjs patches; the files and order of requests searchWarmup fetches ahead',
  },
];
