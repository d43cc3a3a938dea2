// Runs post-build steps one after the other and times each: Docusaurus runs plugins' postBuild hooks
// in parallel, and these steps depend on each other's output (see ./index.ts).
import { join } from 'node:path';

/**
 * Runs `steps` in order (awaiting each); a failing step stops the sequence with its name in the error.
 * @param {readonly { name: string, run(): unknown }[]} steps
 * @param {{ log?: (line: string) => void, now?: () => number }} [options]
 * @returns {Promise<{ name: string, ms: number }[]>}
 */
export async function runInSequence(steps, { log = console.log, now = () => performance.now() } = {}) {
  const timings = [];
  for (const step of steps) {
    const started = now();
    try {
      await step.run();
    } catch (error) {
      throw new Error(`post-build step "${step.name}" failed: ${error.message}`, { cause: error });
    }
    timings.push({ name: step.name, ms: Math.round(now() - started) });
  }
  log(`[post-build] ${timings.map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  return timings;
}

/**
 * The steps on the finished HTML, in the order they need.
 * @param {{ outDir: string, generatedDir: string, siteDir?: string }} paths siteDir: where the brotli
 *   copies are cached between builds (none without it)
 */
export async function siteSteps({ outDir, generatedDir, siteDir }) {
  const [{ applyContentFirst }, { buildSearchIndex }, { writeDeployConfig }, { precompressAssets, CACHE_DIR }] =
    await Promise.all([
      import('../performance/contentFirst/applyContentFirst.mjs'),
      import('../performance/searchIndex/searchIndex.mjs'),
      import('../../../scripts/deploy-config.mjs'),
      import('../performance/precompress/precompress.mjs'),
    ]);
  const cacheFor = (kind) => (siteDir ? join(siteDir, CACHE_DIR, kind) : null);
  return [
    { name: 'content first', run: () => applyContentFirst(outDir, generatedDir) },
    { name: 'search index', run: () => buildSearchIndex({ buildDir: outDir, cacheDir: cacheFor('search') }) },
    { name: 'deploy config', run: () => writeDeployConfig(outDir) },
    {
      name: 'precompress',
      run: async () => {
        const copies = await precompressAssets(outDir, cacheFor('assets'));
        console.log(
          `[precompress] brotli copies of ${copies.files} scripts and styles: ${(copies.brotliBytes / 1024).toFixed(0)} KB ` +
            `(raw ${(copies.bytes / 1024).toFixed(0)} KB; ${copies.cached} from the cache)`,
        );
      },
    },
  ];
}
