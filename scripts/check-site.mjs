// `npm run check:site`: the static pass of the site gate over every built HTML
// page (no browser): headings, titles and descriptions, canonical URLs,
// og:image, JSON-LD, internal links and anchors, the sitemap and images. See
// scripts/lib/site-gate/rules.mjs for the rules. Prints its counts and every
// problem; fails on any.
// Usage: node scripts/check-site.mjs [--build build] [--limit 40]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { site as identity } from '../src/data/site.ts';
import { loadSite } from './lib/site-gate/site.mjs';
import { runRules } from './lib/site-gate/rules.mjs';
import { GATE_OPTIONS, isGatedRoute } from './lib/site-gate/scope.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    limit: { type: 'string', default: '40' },
  },
});

if (!existsSync(join(values.build, 'index.html'))) {
  console.error(`check:site: no build in ${values.build}/ (run npm run build first)`);
  process.exit(2);
}

const started = performance.now();
const site = loadSite(values.build, { origin: identity.url, skip: (route) => !isGatedRoute(route) });
const results = runRules(site, GATE_OPTIONS);
const total = results.reduce((sum, { problems }) => sum + problems.length, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `site gate (static): ${site.pages.size} pages, ${site.sitemap?.length ?? 0} sitemap URLs, ` +
    `${results.length} rules, ${total} problems (${seconds} s)`,
);
const limit = Number(values.limit);
for (const { rule, problems } of results) {
  console.log(
    `  ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${rule.id.padEnd(19)} ${String(problems.length).padStart(4)}  ${rule.summary}`,
  );
  for (const problem of problems.slice(0, limit)) console.log(`         ${problem.page}: ${problem.message}`);
  if (problems.length > limit) console.log(`         ... and ${problems.length - limit} more`);
}
process.exit(total === 0 ? 0 : 1);
