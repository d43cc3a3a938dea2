import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeStaticRedirects } from '../staticRedirects';

/** Where the last build's step timings are kept, for `npm run bench`. */
export const TIMINGS_FILE = 'node_modules/.cache/signoz-post-build/last-run.json';

interface StepTiming {
  name: string;
  ms: number;
}

/** Runs ./worker.mjs (the steps of ./steps.mjs, in sequence) and resolves with their timings. */
function runSiteSteps(outDir: string, generatedDir: string, siteDir: string): Promise<StepTiming[]> {
  return new Promise((resolve, reject) => {
    let timings: StepTiming[] | null = null;
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), { workerData: { outDir, generatedDir, siteDir } });
    worker.on('message', (message: StepTiming[]) => (timings = message));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (timings) resolve(timings);
      else reject(new Error(`post-build steps stopped (worker exit code ${code})`));
    });
  });
}

/**
 * The steps that run on the finished HTML, in Docusaurus's postBuild, so `docusaurus build` alone (what
 * `docusaurus deploy` and host presets run) gives the same build/ as `npm run build`. One plugin runs
 * them in sequence, because Docusaurus runs plugins' postBuild hooks in parallel and each step needs
 * the previous one's output:
 * 1. static redirect pages (src/plugins/staticRedirects.ts), so the later steps see them;
 * 2. content first (performance/contentFirst): rewrites the HTML's entry scripts;
 * 3. search index (performance/searchIndex), from the final HTML;
 * 4. _headers and _redirects (scripts/deploy-config.mjs): the CSP hashes the final inline scripts;
 * 5. brotli copies (performance/precompress), last, of the final scripts, styles and search files.
 * The other plugins' postBuild hooks (Markdown twins, social cards, the PWA's service worker) neither
 * read nor write what these steps touch. Steps 2-5 run in a worker thread (./worker.mjs).
 */
export default function postBuildStepsPlugin(context: LoadContext): Plugin {
  return {
    name: 'signoz-post-build-steps',
    async postBuild({ outDir }) {
      // Seconds from the build's start (the process's) to Docusaurus's postBuild: bundling and rendering the pages.
      const postBuildAtS = Math.round(process.uptime() * 10) / 10;
      const started = performance.now();
      const redirects = writeStaticRedirects(outDir, context.siteConfig.url);
      const first = { name: 'static redirects', ms: Math.round(performance.now() - started) };
      console.log(`[static-redirects] ${redirects} pages`);
      const timings = [first, ...(await runSiteSteps(outDir, context.generatedFilesDir, context.siteDir))];
      const timingsFile = path.join(context.siteDir, TIMINGS_FILE);
      mkdirSync(path.dirname(timingsFile), { recursive: true });
      writeFileSync(timingsFile, JSON.stringify({ postBuildAtS, steps: timings }));
    },
  };
}
