// The manifest of src/plugins/performance/: the installed upstream files must be the ones each mechanism
// was written against, and the texts Docusaurus and Pagefind generate must still be what the mechanisms
// rewrite. Any dependency bump fails here with the list of mechanisms to re-check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  GENERATED_TEXTS,
  INSTALLED_FILES,
  WITHOUT_UPSTREAM_TEXT,
  type GeneratedText,
  type Mechanism,
} from '../../../src/plugins/performance/manifest';
import {
  checkGeneratedText,
  checkInstalledFiles,
  driftReport,
  installedVersion,
  mechanismsOf,
  type Drift,
} from '../../../src/plugins/performance/manifestCheck';
import { evaluateRouteTable } from '../../../src/plugins/performance/contentFirst/routeChunks.mjs';
import { patchScript } from '../../../src/plugins/performance/pagefindScript/pagefindScript.mjs';
import { SUPPORTED_VERSIONS } from '../../../src/plugins/performance/pagefindChunks/pagefindChunks.mjs';

const require = createRequire(import.meta.url);
const root = join(__dirname, '../../..');
const nodeModules = join(root, 'node_modules');
const performanceDir = join(root, 'src/plugins/performance');

const { lazyRouteComponents, dropRegistryModuleNames } =
  require('../../../src/plugins/performance/leanRouteTable/loader.cjs') as {
    lazyRouteComponents(source: string): { code: string; count: number };
    dropRegistryModuleNames(source: string): { code: string; count: number };
  };
const { matchRoutes } = require('react-router-config') as {
  matchRoutes(
    routes: unknown[],
    path: string,
  ): { route: { path: string; component?: { path: string; hash?: string } } }[];
};

const entry = (name: string): GeneratedText => GENERATED_TEXTS.find((text) => text.name === name)!;

/** Runs `check`; a failure is reported with the manifest entry's mechanisms, as a drift would be. */
function expectStillApplies(text: GeneratedText, check: () => void) {
  try {
    check();
  } catch (error) {
    throw new Error(
      driftReport([
        {
          subject: `${text.name} (written by ${text.package}@${text.version})`,
          problem: `the mechanism no longer applies to the generated text: ${(error as Error).message}`,
          mechanisms: text.mechanisms,
        },
      ]),
    );
  }
}

describe('performance manifest: installed upstream files', () => {
  it('every installed file is the version and text the mechanisms were written against', () => {
    const drifts = checkInstalledFiles(INSTALLED_FILES, nodeModules);
    if (drifts.length > 0) throw new Error(driftReport(drifts));
    expect(drifts).toEqual([]);
  });

  it('covers every mechanism folder, and names only folders that exist', () => {
    const folders = readdirSync(performanceDir, { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => dirent.name)
      .sort();
    const named = new Set<Mechanism>([
      ...INSTALLED_FILES.flatMap((file) => file.mechanisms),
      ...GENERATED_TEXTS.flatMap((text) => text.mechanisms),
      ...WITHOUT_UPSTREAM_TEXT,
    ]);
    expect([...named].sort()).toEqual(folders);
    for (const folder of folders)
      expect(readFileSync(join(performanceDir, folder, 'README.md'), 'utf8')).toMatch(/Upstream issue/);
  });

  describe('on a scratch copy of node_modules', () => {
    let scratch: string;
    beforeAll(() => {
      scratch = mkdtempSync(join(tmpdir(), 'performance-manifest-'));
      for (const file of INSTALLED_FILES) {
        for (const path of [file.path, 'package.json']) {
          const to = join(scratch, file.package, path);
          mkdirSync(dirname(to), { recursive: true });
          copyFileSync(join(nodeModules, file.package, path), to);
        }
      }
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('the copy passes as the installed files do', () => {
      expect(checkInstalledFiles(INSTALLED_FILES, scratch)).toEqual([]);
    });

    it('one changed byte in a replaced Docusaurus file fails, naming the mechanisms to re-check', () => {
      const path = join(scratch, '@docusaurus/core/lib/client/clientEntry.js');
      const stock = readFileSync(path);
      const tampered = Buffer.from(stock);
      tampered[tampered.length - 2] ^= 1;
      writeFileSync(path, tampered);
      try {
        const drifts = checkInstalledFiles(INSTALLED_FILES, scratch);
        expect(drifts.map((drift) => drift.subject)).toEqual(['@docusaurus/core@3.10.2 lib/client/clientEntry.js']);
        expect(mechanismsOf(drifts)).toEqual(['clientRuntime']);
        const report = driftReport(drifts);
        expect(report).toContain('Re-check these mechanisms');
        expect(report).toContain(': clientRuntime\n');
        expect(report).toContain('text changed');
      } finally {
        writeFileSync(path, stock);
      }
    });

    it('a version bump fails even with the same text, naming every mechanism that relies on the package', () => {
      const path = join(scratch, 'react-router/package.json');
      const stock = readFileSync(path, 'utf8');
      writeFileSync(path, JSON.stringify({ ...JSON.parse(stock), version: '5.3.5' }));
      try {
        const drifts = checkInstalledFiles(INSTALLED_FILES, scratch);
        expect(drifts).toHaveLength(1);
        expect(drifts[0].problem).toBe('version 5.3.5 installed, same text');
        expect(driftReport(drifts)).toContain('mechanisms: fastRouteMatch');
      } finally {
        writeFileSync(path, stock);
      }
      const docusaurus = join(scratch, '@docusaurus/core/package.json');
      const stockCore = readFileSync(docusaurus, 'utf8');
      writeFileSync(docusaurus, JSON.stringify({ ...JSON.parse(stockCore), version: '3.10.3' }));
      try {
        const names = mechanismsOf(checkInstalledFiles(INSTALLED_FILES, scratch));
        expect(names.sort()).toEqual(['clientRuntime', 'contentFirst', 'leanRouteTable', 'ssgWorkerRecycle']);
      } finally {
        writeFileSync(docusaurus, stockCore);
      }
    });

    it('a file that is gone fails with its mechanisms', () => {
      const path = join(scratch, '@docusaurus/theme-classic/lib/prism-include-languages.js');
      const stock = readFileSync(path);
      rmSync(path);
      try {
        const drifts = checkInstalledFiles(INSTALLED_FILES, scratch);
        expect(drifts.map((drift) => [drift.problem, drift.mechanisms])).toEqual([
          ['file gone in 3.10.2', ['lazyPrism']],
        ]);
      } finally {
        writeFileSync(path, stock);
      }
    });
  });
});

// A two-doc, one-post site, generated by the installed Docusaurus (the same codegen as the real build;
// no bundling, which the loaders do not need).
describe('performance manifest: .docusaurus/routes.js and registry.js of a fixture site', () => {
  let site: string;
  let routesJs: string;
  let registryJs: string;
  let routesChunkNames: Record<string, unknown>;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'performance-fixture-site-'));
    symlinkSync(nodeModules, join(site, 'node_modules'), 'dir');
    mkdirSync(join(site, 'docs'));
    mkdirSync(join(site, 'blog'));
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      `module.exports = {
  title: 'Fixture', url: 'https://example.test', baseUrl: '/', trailingSlash: true,
  presets: [['classic', {
    docs: { routeBasePath: 'docs' },
    blog: { onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' },
    debug: false,
  }]],
};
`,
    );
    writeFileSync(join(site, 'docs/install.md'), '---\ntitle: Install\n---\nInstall it.\n');
    writeFileSync(join(site, 'docs/configure.md'), '---\ntitle: Configure\n---\nConfigure it.\n');
    writeFileSync(join(site, 'blog/2024-01-01-hello.md'), '---\ntitle: Hello\n---\nHello.\n');
    const { loadSite } = require('@docusaurus/core/lib/server/site.js') as {
      loadSite(params: { siteDir: string }): Promise<unknown>;
    };
    await loadSite({ siteDir: site });
    const generated = join(site, '.docusaurus');
    routesJs = readFileSync(join(generated, 'routes.js'), 'utf8');
    registryJs = readFileSync(join(generated, 'registry.js'), 'utf8');
    routesChunkNames = JSON.parse(readFileSync(join(generated, 'routesChunkNames.json'), 'utf8'));
  }, 60_000);

  afterAll(() => {
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('was written by the Docusaurus version of the manifest', () => {
    const drifts: Drift[] = ['.docusaurus/routes.js', '.docusaurus/registry.js'].flatMap((name) =>
      checkGeneratedText(
        entry(name),
        name.endsWith('routes.js') ? routesJs : registryJs,
        installedVersion(nodeModules, '@docusaurus/core'),
      ),
    );
    if (drifts.length > 0) throw new Error(driftReport(drifts));
  });

  it('leanRouteTable turns every ComponentCreator call of the real routes.js into a lazy getter', () => {
    expectStillApplies(entry('.docusaurus/routes.js'), () => {
      const calls = routesJs.match(/ComponentCreator\('/g)?.length ?? 0;
      expect(calls).toBeGreaterThanOrEqual(5);
      const { code, count } = lazyRouteComponents(routesJs);
      expect(count).toBe(calls);
      const body = code
        .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
        .replace('export default', 'return');
      const created: string[] = [];
      const table = new Function('ComponentCreator', body)((path: string, hash?: string) => {
        created.push(path);
        return { path, hash };
      }) as {
        path: string;
        component: { path: string; hash?: string };
        routes?: { path: string; component: unknown }[];
      }[];
      expect(created).toEqual([]);
      const docs = table.find((route) => route.path === '/docs/')!;
      const install = JSON.stringify(docs.routes);
      expect(install).toContain('/docs/install/');
      expect(docs.component.path).toBe('/docs/');
      expect(Object.keys(routesChunkNames)).toContain(`/docs/-${docs.component.hash}`);
    });
  });

  it('leanRouteTable drops the module name of every chunk entry of the real registry.js', () => {
    expectStillApplies(entry('.docusaurus/registry.js'), () => {
      const entries = registryJs.match(/require\.resolveWeak\(/g)?.length ?? 0;
      expect(entries).toBeGreaterThanOrEqual(5);
      const { code, count } = dropRegistryModuleNames(registryJs);
      expect(count).toBe(entries);
      expect(code).not.toMatch(/\), "[^"]+", require\.resolveWeak\(/);
    });
  });

  it("contentFirst finds each page's route chunks from the real routes.js", () => {
    expectStillApplies(entry('.docusaurus/routes.js'), () => {
      const routes = evaluateRouteTable(routesJs) as unknown[];
      for (const page of ['/docs/install/', '/docs/configure/', '/blog/2024/01/01/hello/']) {
        const matched = matchRoutes(routes, page);
        expect(matched.length, page).toBeGreaterThan(0);
        const leaf = matched.at(-1)!.route;
        expect(leaf.path).toBe(page);
        expect(routesChunkNames[`${leaf.component!.path}-${leaf.component!.hash}`], page).toBeDefined();
      }
    });
  });
});

describe('performance manifest: the pagefind.js Pagefind writes', () => {
  let dir: string;
  let script: string;
  let entryFile: { version: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'performance-pagefind-'));
    const pagefind = await import('pagefind');
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    await index.addHTMLFile({
      url: '/docs/install/',
      content:
        '<html lang="en"><body><main data-pagefind-body><h1>Install</h1><p>Install with Docker.</p></main></body></html>',
    });
    await index.writeFiles({ outputPath: dir });
    await pagefind.close();
    script = readFileSync(join(dir, 'pagefind.js'), 'utf8');
    entryFile = JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8'));
  }, 60_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is the text pagefindScript patches and searchWarmup fetches ahead for', () => {
    const drifts = checkGeneratedText(entry('pagefind/pagefind.js'), script, installedVersion(nodeModules, 'pagefind'));
    if (drifts.length > 0) throw new Error(driftReport(drifts));
    expect(patchScript(script)).not.toBeNull();
  });

  it('writes an index version pagefindChunks can re-cut', () => {
    expectStillApplies({ ...entry('pagefind/pagefind.js'), mechanisms: ['pagefindChunks'] }, () => {
      expect(SUPPORTED_VERSIONS).toContain(entryFile.version);
    });
  });

  it('a changed pagefind.js is reported with its mechanisms', () => {
    const drifts = checkGeneratedText(entry('pagefind/pagefind.js'), `${script}\n`, '1.6.0');
    expect(mechanismsOf(drifts)).toEqual(['pagefindScript', 'searchWarmup']);
    expect(driftReport(drifts)).toContain('generated text changed');
    expect(checkGeneratedText(entry('pagefind/pagefind.js'), script, '1.7.0')[0].problem).toBe(
      'pagefind 1.7.0 installed',
    );
  });
});
