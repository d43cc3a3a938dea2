// Runs post-build steps in stages and times each step: Docusaurus runs plugins' postBuild hooks in
// parallel, and these steps depend on each other's output (see ./index.ts).
import { join } from 'node:path';

/**
 * Runs `stages` in order, awaiting each: a stage is one step, or an array of steps that need the same input
 * and touch different files, run at once. A failing step stops the run (after the other steps of its stage
 * have settled) with its name in the error.
 * @param {readonly ({ name: string, run(): unknown } | readonly { name: string, run(): unknown }[])[]} stages
 * @param {{ log?: (line: string) => void, now?: () => number }} [options]
 * @returns {Promise<{ name: string, ms: number, stage: number }[]>} each step's time, with its stage's index
 */
export async function runStages(stages, { log = console.log, now = () => performance.now() } = {}) {
  const timings = [];
  for (const [stage, entry] of stages.entries()) {
    const steps = Array.isArray(entry) ? entry : [entry];
    const results = await Promise.allSettled(
      steps.map(async (step) => {
        const started = now();
        try {
          await step.run();
        } catch (error) {
          throw new Error(`post-build step "${step.name}" failed: ${error.message}`, { cause: error });
        }
        timings.push({ name: step.name, ms: Math.round(now() - started), stage });
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
  const stageText = (stage) =>
    timings
      .filter((timing) => timing.stage === stage)
      .map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(' alongside ');
  log(`[post-build] ${stages.map((_, stage) => stageText(stage)).join(', ')}`);
  return timings;
}

/** Wall time of timed stages: the longest step of each stage, added up. */
export function stagesWallMs(timings) {
  const longest = new Map();
  for (const { ms, stage } of timings) longest.set(stage, Math.max(longest.get(stage) ?? 0, ms));
  return [...longest.values()].reduce((sum, ms) => sum + ms, 0);
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
  // Content first rewrites the HTML. The search index reads it and writes pagefind/ (with its own brotli
  // copies); the brotli copies of assets/ need only the scripts and styles, which no step changes, so they
  // are made alongside it, on the cores the Pagefind service leaves idle while it indexes. The deploy files
  // come last: their walk of the whole build would race the search index's writes under pagefind/.
  return [
    { name: 'content first', run: () => applyContentFirst(outDir, generatedDir) },
    [
      { name: 'search index', run: () => buildSearchIndex({ buildDir: outDir, cacheDir: cacheFor('search') }) },
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
    ],
    { name: 'deploy config', run: () => writeDeployConfig(outDir) },
  ];
}
