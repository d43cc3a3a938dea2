// Build check of the Markdown twins (see scripts/lib/twin-check.mjs): every docs page and post has a
// clean twin and llms.txt lists it. Run after a build; `npm test` does.
// Usage: node scripts/check-twins.mjs [--build build]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkTwins } from './lib/twin-check.mjs';

const { values } = parseArgs({ options: { build: { type: 'string', default: 'build' } } });
if (!existsSync(join(values.build, 'index.html'))) {
  console.error(`check:twins: no build in ${values.build}/ (run npm run build first)`);
  process.exit(2);
}
const { pages, problems } = checkTwins(values.build);
const docs = pages.filter((p) => p.kind === 'doc').length;
console.log(
  `check:twins: ${pages.length} pages (${docs} docs, ${pages.length - docs} posts), ${problems.length} problems`,
);
for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
if (problems.length > 50) console.error(`  ... and ${problems.length - 50} more`);
process.exit(problems.length ? 1 : 0);
