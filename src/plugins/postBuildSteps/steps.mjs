// Runs post-build steps one after the other and times each: Docusaurus runs plugins' postBuild hooks
// in parallel, and these steps depend on each other's output (see ./index.ts).

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
 * @param {{ outDir: string, generatedDir: string }} paths
 */
export async function siteSteps({ outDir, generatedDir }) {
  const [{ applyContentFirst }, { buildSearchIndex }, { writeDeployConfig }, { precompressAssets }] = await Promise.all(
    [
      import('../performance/contentFirst/applyContentFirst.mjs'),
      import('../performance/searchIndex/searchIndex.mjs'),
      import('../../../scripts/deploy-config.mjs'),
      import('../performance/precompress/precompress.mjs'),
    ],
  );
  return [
    { name: 'content first', run: () => applyContentFirst(outDir, generatedDir) },
    { name: 'search index', run: () => buildSearchIndex({ buildDir: outDir }) },
    { name: 'deploy config', run: () => writeDeployConfig(outDir) },
    {
      name: 'precompress',
      run: async () => {
        const copies = await precompressAssets(outDir);
        console.log(
          `[precompress] brotli copies of ${copies.files} scripts and styles: ${(copies.brotliBytes / 1024).toFixed(0)} KB ` +
            `(raw ${(copies.bytes / 1024).toFixed(0)} KB)`,
        );
      },
    },
  ];
}
