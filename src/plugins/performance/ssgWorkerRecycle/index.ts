import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { stockFile } from '../clientRuntime';
import { cannotApply } from '../strict.cjs';

const require = createRequire(__filename);

/**
 * V8 heap in use, in bytes, after which a worker thread of Docusaurus's SSG pool is replaced by a fresh one
 * (tinypool's `maxMemoryLimitBeforeRecycle`, which Docusaurus sets to 1 GB). Our workers' heaps grow by
 * about 3 MB per task of 10 pages and reached about 320 MB each by the end of SSG, the build's peak.
 * Measured on cold builds (README.md): at 150 MB the peak is about 250 MB lower, for about 7 s more SSG;
 * 100 MB gave no lower peak, 200 MB let it drift back up.
 */
export const SSG_WORKER_RECYCLE_BYTES = 150_000_000;

/** The environment variable Docusaurus reads for the same setting; when set, it wins. */
export const RECYCLE_ENV = 'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY';

/** The text in ssgExecutor.js that shows it reads the setting from ssgEnv's exports when it creates the pool. */
export const EXECUTOR_READS_SETTING = 'maxMemoryLimitBeforeRecycle: ssgEnv_1.SSGWorkerThreadRecyclerMaxMemory';

interface SsgEnv {
  SSGWorkerThreadRecyclerMaxMemory: unknown;
}

/**
 * Sets the recycling threshold on Docusaurus's `ssgEnv` module, which read it from the environment when
 * the CLI loaded, before any config or plugin could set the variable; `ssgExecutor` reads the export when
 * it creates the pool, after the bundling. Leaves a value the reader set with RECYCLE_ENV alone.
 */
export function recycleSsgWorkers(
  env: SsgEnv = require(stockFile('@docusaurus/core', 'lib/ssg/ssgEnv.js')) as SsgEnv,
  executorText: string = readFileSync(stockFile('@docusaurus/core', 'lib/ssg/ssgExecutor.js'), 'utf8'),
  limit: number = SSG_WORKER_RECYCLE_BYTES,
): void {
  if (process.env[RECYCLE_ENV]) return;
  if (typeof env.SSGWorkerThreadRecyclerMaxMemory !== 'number' || !executorText.includes(EXECUTOR_READS_SETTING)) {
    cannotApply(
      'ssg-worker-recycle: @docusaurus/core no longer exports SSGWorkerThreadRecyclerMaxMemory from lib/ssg/ssgEnv.js ' +
        "or no longer passes it to the SSG pool; the SSG workers keep Docusaurus's 1 GB threshold",
    );
    return;
  }
  env.SSGWorkerThreadRecyclerMaxMemory = limit;
}

/**
 * Replaces an SSG worker thread once its heap passes SSG_WORKER_RECYCLE_BYTES, instead of 1 GB.
 * See README.md next to this file.
 */
export default function ssgWorkerRecyclePlugin(): Plugin {
  recycleSsgWorkers();
  return { name: 'ssg-worker-recycle' };
}
