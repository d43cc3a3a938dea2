// A worker thread of the markdown-twins plugin (index.ts): converts its share of the pages, so the
// conversion uses every core and runs beside the other plugins' post-build work instead of after it.
// Worker threads start without the TypeScript loader Docusaurus gave the main thread: jiti again.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { convertPages } = jiti('./convertPages.ts');
parentPort.postMessage(convertPages(workerData));
