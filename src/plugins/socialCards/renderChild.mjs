// The social cards' child process (src/plugins/lowPriorityChild): renders the cards into the cache
// folder while the site is bundled. Child processes start without the TypeScript loader Docusaurus gave
// the build: jiti again.
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';
import { answer } from '../lowPriorityChild/child.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { renderCardsToCache } = jiti('./renderAll.ts');
answer(({ cards, cacheDir }) => renderCardsToCache(cards, cacheDir));
