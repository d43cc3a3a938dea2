// The post-build steps, run in a worker thread: they are ES modules (scripts and tests import them
// too), and the plugin itself is loaded through jiti, which cannot load Pagefind's ESM-only package.
import { parentPort, workerData } from 'node:worker_threads';
import { runInSequence, siteSteps } from './steps.mjs';

const timings = await runInSequence(await siteSteps(workerData));
parentPort.postMessage(timings);
