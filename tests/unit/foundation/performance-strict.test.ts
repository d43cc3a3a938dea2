// SITE_STRICT=1 (set by scripts/e2e-env.sh for the test build, and so by `npm test` and CI): every
// performance override that cannot apply fails the build; without it, the build warns and goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannotApply, isStrict } from '../../../src/plugins/performance/strict.cjs';
import { optimizePagefindScript } from '../../../src/plugins/performance/pagefindScript/pagefindScript.mjs';
import {
  rechunkPagefindIndex,
  writePagefindFile,
} from '../../../src/plugins/performance/pagefindChunks/pagefindChunks.mjs';
import { applyContentFirst } from '../../../src/plugins/performance/contentFirst/applyContentFirst.mjs';
import { registersPrismModule } from '../../../src/plugins/performance/lazyPrism';
import { STOCK_FILES, stockFile } from '../../../src/plugins/performance/clientRuntime';
import clientRuntimePlugin from '../../../src/plugins/performance/clientRuntime';

const require = createRequire(import.meta.url);
type Loader = (this: Record<string, unknown>, source: string) => string;
const leanRouteTableLoader = require('../../../src/plugins/performance/leanRouteTable/loader.cjs') as Loader;
const fastRouteMatchLoader = require('../../../src/plugins/performance/fastRouteMatch/loader.cjs') as Loader;

afterEach(() => {
  vi.unstubAllEnvs();
});

const strict = () => vi.stubEnv('SITE_STRICT', '1');
const lenient = () => vi.stubEnv('SITE_STRICT', '');

describe('strict flag', () => {
  it('is on only for SITE_STRICT=1', () => {
    expect(isStrict({ SITE_STRICT: '1' })).toBe(true);
    expect(isStrict({ SITE_STRICT: '0' })).toBe(false);
    expect(isStrict({})).toBe(false);
  });

  it('throws when strict, warns otherwise', () => {
    const warnings: string[] = [];
    expect(() => cannotApply('x: left as is', { env: { SITE_STRICT: '1' } })).toThrow(/x: left as is.*SITE_STRICT=1/);
    cannotApply('x: left as is', { env: {}, warn: (line: string) => warnings.push(line) });
    expect(warnings).toEqual(['warning: x: left as is']);
  });

  it('is set by the test build environment', () => {
    expect(readFileSync(join(__dirname, '../../../scripts/e2e-env.sh'), 'utf8')).toMatch(/^export SITE_STRICT=1$/m);
  });
});

describe('loaders that cannot apply', () => {
  const context = (warnings: Error[]) => ({
    resourcePath: '/site/.docusaurus/routes.js',
    emitWarning: (error: Error) => warnings.push(error),
    getOptions: () => ({ filterModule: '/abs/staticPathFilter.ts' }),
  });
  const unknownRoutes = 'export default [{ path: "/", component: makeComponent("/") }];';
  const unknownRouter = 'export function matchPath() { return null; }';

  it('lean route table: warns and passes the file through, or fails when strict', () => {
    lenient();
    const warnings: Error[] = [];
    expect(leanRouteTableLoader.call(context(warnings), unknownRoutes)).toBe(unknownRoutes);
    expect(warnings.map((error) => error.message)).toEqual([
      'warning: lean route table: no match in /site/.docusaurus/routes.js; left as generated',
    ]);
    strict();
    expect(() => leanRouteTableLoader.call(context([]), unknownRoutes)).toThrow(/lean route table: no match/);
  });

  it('fast route match: warns and passes react-router through, or fails when strict', () => {
    lenient();
    const warnings: Error[] = [];
    expect(fastRouteMatchLoader.call(context(warnings), unknownRouter)).toBe(unknownRouter);
    expect(warnings).toHaveLength(1);
    strict();
    expect(() => fastRouteMatchLoader.call(context([]), unknownRouter)).toThrow(/matchPath\(\) not recognised/);
  });
});

describe('post-build steps that cannot apply', () => {
  let dir: string;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('pagefind.js of an unchecked release: left as written with a warning, or an error when strict', async () => {
    dir = mkdtempSync(join(tmpdir(), 'strict-pagefind-script-'));
    writeFileSync(join(dir, 'pagefind.js'), 'const pagefind_version="9.9.9";export const x=1;');
    lenient();
    const log: string[] = [];
    expect(await optimizePagefindScript(dir, { log: (line: string) => log.push(line) })).toMatchObject({
      patched: false,
    });
    expect(log.join('\n')).toMatch(/warning: .*pagefind\.js 9\.9\.9 left as Pagefind wrote it/);
    strict();
    await expect(optimizePagefindScript(dir, { log: () => {} })).rejects.toThrow(/pagefind\.js 9\.9\.9/);
  });

  it('an index of an unchecked Pagefind version: left as written with a warning, or an error when strict', async () => {
    dir = mkdtempSync(join(tmpdir(), 'strict-pagefind-index-'));
    writeFileSync(
      join(dir, 'pagefind-entry.json'),
      JSON.stringify({ version: '9.9.9', languages: { en: { hash: 'en_0' } } }),
    );
    writeFileSync(join(dir, 'pagefind.en_0.pf_meta'), writePagefindFile(['9.9.9', [], []]));
    lenient();
    const log: string[] = [];
    const results = await rechunkPagefindIndex(dir, { log: (line: string) => log.push(line) });
    expect(results.en.skipped).toBe('index version 9.9.9');
    expect(log.join('\n')).toMatch(/warning: .*en index left as Pagefind wrote it/);
    strict();
    await expect(rechunkPagefindIndex(dir, { log: () => {} })).rejects.toThrow(/index version 9\.9\.9 not checked/);
  });

  it('content first with no page finding its route chunks: a warning, or an error when strict', () => {
    dir = mkdtempSync(join(tmpdir(), 'strict-content-first-'));
    const build = join(dir, 'build');
    const generated = join(dir, '.docusaurus');
    mkdirSync(build);
    mkdirSync(generated);
    const page =
      '<html><head></head><body><p>Hi</p><script src="/assets/js/main.0a1b2c3d.js" defer></script></body></html>';
    writeFileSync(
      join(generated, 'routes.js'),
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{ path: '/', component: ComponentCreator('/', 'abc'), exact: true }];\n",
    );
    writeFileSync(join(generated, 'routesChunkNames.json'), '{}');
    writeFileSync(join(generated, 'client-manifest.json'), JSON.stringify({ origins: {}, assets: {} }));
    writeFileSync(join(build, 'index.html'), page);
    lenient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    applyContentFirst(build, generated);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/no page found its route chunks/);
    writeFileSync(join(build, 'index.html'), page);
    strict();
    expect(() => applyContentFirst(build, generated)).toThrow(/no page found its route chunks/);
    vi.restoreAllMocks();
  });
});

describe('plugins that check what they override', () => {
  it('lazyPrism: recognises the theme registering its Prism client module, and notices when it stops', () => {
    const themeIndex = readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8');
    expect(registersPrismModule(themeIndex)).toBe(true);
    expect(registersPrismModule(themeIndex.replace("'./prism-include-languages',", ''))).toBe(false);
  });

  it('clientRuntime: every stock file it replaces is installed, and its pattern matches it', () => {
    type Configure = (
      config: unknown,
      isServer: boolean,
      utils: {
        currentBundler: { instance: { NormalModuleReplacementPlugin: new (re: RegExp, to: string) => unknown } };
      },
    ) => { plugins: { re: RegExp }[] };
    class Replacement {
      constructor(
        public re: RegExp,
        public to: string,
      ) {}
    }
    strict();
    const configure = clientRuntimePlugin().configureWebpack as unknown as Configure;
    const { plugins } = configure({}, false, {
      currentBundler: { instance: { NormalModuleReplacementPlugin: Replacement } },
    });
    for (const stock of STOCK_FILES) {
      const resolved = stockFile(...stock);
      expect(existsSync(resolved), resolved).toBe(true);
      expect(
        plugins.filter(({ re }) => re.test(resolved)),
        resolved,
      ).toHaveLength(1);
    }
  });
});
