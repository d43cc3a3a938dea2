import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as PwaOptions } from '@docusaurus/plugin-pwa';
import { site } from './src/data/site';
import { navbar } from './src/data/navbar';
import { footer } from './src/data/footer';
import { announcement } from './src/data/announcement';
import { readSettings } from './src/data/settings';
import { collectionOptions } from './src/plugins/blogCollections';
import { collectionById } from './src/data/collections';
import githubStars from './src/plugins/githubStars';
import dataPagesPlugin from './src/plugins/dataPages';
import apiReferencePlugin from './src/plugins/apiReference';
import { pwaHead } from './src/plugins/pwaHead';
import { darkCodeTheme, lightCodeTheme } from './src/plugins/prismThemes';
import { sidebarItemsGenerator } from './src/plugins/docsSidebar';
import testFixturesPlugin from './src/plugins/testFixtures';
import remarkReaderSettings from './src/plugins/remarkReaderSettings';
import remarkProductFacts from './src/plugins/remarkProductFacts';
import postBuildStepsPlugin from './src/plugins/postBuildSteps';
import { figureSizePlugin } from './src/plugins/remarkFigureSize';
import remarkTableLabels from './src/plugins/remarkTableLabels';
import socialCardsPlugin from './src/plugins/socialCards';
import { snippetFrontMatter } from './src/plugins/snippetFrontMatter';
import searchPagePlugin from './src/plugins/searchPage';
import lazyPrismPlugin from './src/plugins/performance/lazyPrism';
import clientRuntimePlugin from './src/plugins/performance/clientRuntime';
import leanRouteTablePlugin from './src/plugins/performance/leanRouteTable';
import fastRouteMatchPlugin from './src/plugins/performance/fastRouteMatch';
import memoryAfterBundlingPlugin from './src/plugins/performance/memoryAfterBundling';
import ssgWorkerRecyclePlugin from './src/plugins/performance/ssgWorkerRecycle';
import slimArchiveBlogPlugin from './src/plugins/performance/slimArchive';
import slimDocsMetadataPlugin from './src/plugins/performance/slimDocsMetadata';
import earlyInputPlugin from './src/plugins/earlyInput';
import markdownTwinsPlugin from './src/plugins/markdownTwins';
import { twinTrees } from './src/plugins/performance/twinTrees';
import { insideGitWorktree } from './src/plugins/gitWorktree';

const settings = readSettings(process.env);
const gitDates = insideGitWorktree(__dirname);
if (!gitDates) console.warn('[config] not a Git work tree: pages show no "Last updated on" date');

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  titleDelimiter: '|',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: {
    // All v4 flags except CSS cascade layers: their polyfill raises Infima's
    // selector specificity above src/css/custom.css, so the site palette never
    // applied (measured: --ifm-color-primary stayed Infima's #3578e5).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Every Faster option, and Rspack's persistent cache in the dev server only, unless BUNDLER_CACHE=1:
    // in a production build it holds about 450 MB after the bundling ends, which put the build's peak
    // memory over 2.5 GB (src/plugins/performance/memoryAfterBundling/README.md has the figures).
    faster: { rspackPersistentCache: process.env.NODE_ENV !== 'production' || settings.bundlerCache },
  },
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
    parseFrontMatter: snippetFrontMatter(__dirname),
  },
  customFields: {
    newsletterProvider: settings.newsletterProvider ?? null,
    newsletterFormId: settings.newsletterFormId ?? null,
    signupEndpoint: settings.signupEndpoint ?? null,
    websiteRepo: site.websiteRepo,
    searchProvider: settings.algolia ? 'algolia' : 'pagefind',
    // Where "Was this page helpful?" answers go: the configured analytics, or nowhere.
    feedbackAnalytics: !settings.feedbackEvents ? null : settings.gtagId ? 'gtag' : settings.gtmId ? 'gtm' : null,
  },
  presets: [
    [
      'classic',
      {
        // The docs and every blog-shaped collection are plugins below (slimDocsMetadataPlugin,
        // slimArchiveBlogPlugin).
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tests/**'] },
        ...(settings.gtagId ? { gtag: { trackingID: settings.gtagId, anonymizeIP: true } } : {}),
        ...(settings.gtmId ? { googleTagManager: { containerId: settings.gtmId } } : {}),
      } satisfies Preset.Options,
    ],
  ],
  // No explicit search theme: preset-classic adds @docusaurus/theme-search-algolia itself when
  // themeConfig.algolia is set (listing it here too fails the build: "used 2 times").
  plugins: [
    // plugin-content-docs, whose version metadata (downloaded by every docs page) leaves the docs'
    // descriptions to the category index pages that show them (src/plugins/performance/slimDocsMetadata).
    [
      slimDocsMetadataPlugin,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator,
        // First: the twins keep the tree as parsed, before any plugin rewrites it.
        beforeDefaultRemarkPlugins: [twinTrees.remarkPlugin, remarkProductFacts],
        remarkPlugins: [[remarkReaderSettings, { siteDir: __dirname }], figureSizePlugin, remarkTableLabels],
        editUrl: settings.editUrl,
        // "Last updated on": front matter `last_update`, else the file's last commit. With
        // future.faster the dates come from one `git log` over the whole history, read once per build.
        showLastUpdateTime: gitDates,
        versions: { current: { label: 'Latest' } },
      } satisfies Preset.Options['docs'],
    ],
    lazyPrismPlugin,
    // Static redirect pages, content first, search index, _headers/_redirects, brotli copies: in order.
    postBuildStepsPlugin,
    clientRuntimePlugin,
    leanRouteTablePlugin,
    fastRouteMatchPlugin,
    memoryAfterBundlingPlugin,
    ssgWorkerRecyclePlugin,
    earlyInputPlugin({ hideOnScroll: navbar.hideOnScroll ?? false }),
    // plugin-content-blog, with archive pages that download each post's title, date and link rather
    // than every post whole (src/plugins/performance/slimArchive).
    ...(['blog', 'comparisons', 'learn', 'opentelemetry'] as const).map(
      (id) =>
        [
          slimArchiveBlogPlugin,
          collectionOptions(collectionById(id), { editUrl: settings.editUrl, lastUpdateDates: gitDates }),
        ] as [typeof slimArchiveBlogPlugin, ReturnType<typeof collectionOptions>],
    ),
    [
      '@docusaurus/plugin-pwa',
      {
        debug: false,
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        // The stock registration, run after the load event instead of during start-up.
        swRegister: require.resolve('./src/clientModules/registerServiceWorkerAfterLoad.ts'),
        // Keeps the Markdown twins a reader fetched, for "Copy page" offline.
        swCustom: require.resolve('./src/serviceWorker/markdownTwinCache.js'),
        pwaHead,
        // Offline mode precaches pages and assets, not social cards (only
        // crawlers fetch them) or the search index (fetched on demand).
        // (swSrc/swDest are set by the plugin itself, hence the cast.)
        injectManifestConfig: {
          globIgnores: ['img/cards/**', 'pagefind/**', '_headers', '_redirects'],
        } as PwaOptions['injectManifestConfig'],
      } satisfies Partial<PwaOptions>,
    ],
    githubStars({ repo: site.productRepo, offline: process.env.GITHUB_STARS_OFFLINE === '1' }),
    'docusaurus-plugin-image-zoom',
    socialCardsPlugin,
    dataPagesPlugin,
    apiReferencePlugin,
    markdownTwinsPlugin,
    ...(settings.e2eFixtures ? [testFixturesPlugin] : []),
    // The embedded search's /search/ page; with Algolia, its theme provides /search/.
    ...(settings.algolia ? [] : [searchPagePlugin]),
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'theme-color', content: site.themeColor }],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: announcement,
    // Hide-on-scroll is done by the early-input script from the first paint (src/plugins/earlyInput),
    // not by the theme, whose hook works only once the app has started.
    navbar: { ...navbar, hideOnScroll: false },
    footer,
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
      versionPersistence: 'localStorage',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: [
        'ruby',
        'csharp',
        'php',
        'java',
        'scala',
        'kotlin',
        'bash',
        'json',
        'yaml',
        'docker',
        'ini',
        'toml',
        'python',
        'go',
        'rust',
        'elixir',
        'swift',
        'sql',
        'nginx',
      ],
    },
    zoom: {
      selector: '.zoomable-figure img',
      background: { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 13, 18)' },
      config: { margin: 0, scrollOffset: 40 },
    },
    ...(settings.algolia
      ? {
          algolia: {
            appId: settings.algolia.appId,
            apiKey: settings.algolia.apiKey,
            indexName: settings.algolia.indexName,
            contextualSearch: true,
            searchPagePath: 'search',
          },
        }
      : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
