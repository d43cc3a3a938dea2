// Compares the build with the spec's route list (spec/routes.txt, the project's copy of the spec's):
// prints how many routes are served, lists the missing ones per section, and
// fails if a route that must not exist (a `!` line) is in the build. It also checks the docs links that
// SigNoz itself gives its users (scripts/data/product-doc-links.txt): each page is served and has the anchor,
// except links marked `unserved: <why>` there, which must then really be unserved (a stale mark fails). A link
// with a #fragment to a redirected path counts as served when the redirect's target is.
// `--strict` also fails on any missing route, broken product link or stale mark.
// Usage: node scripts/check-routes.mjs [--build build] [--routes path] [--product-links path] [--strict]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hasElementId, parseProductLinks, parseRoutes, redirectTarget, sectionOf } from './lib/routes.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    routes: { type: 'string', default: process.env.SPEC_ROUTES ?? 'spec/routes.txt' },
    'product-links': { type: 'string', default: 'scripts/data/product-doc-links.txt' },
    strict: { type: 'boolean', default: process.env.CHECK_ROUTES_STRICT === '1' },
  },
});

if (!existsSync(join(values.build, 'index.html'))) {
  console.error(`check:routes: no build in ${values.build}/ (run npm run build first)`);
  process.exit(2);
}
if (!existsSync(values.routes)) {
  console.error(`check:routes: route list not found at ${values.routes}`);
  process.exit(2);
}

const { required, forbidden } = parseRoutes(readFileSync(values.routes, 'utf8'));
const served = (route) => existsSync(join(values.build, route, 'index.html'));
const missing = required.filter((route) => !served(route));
const present = forbidden.filter((route) => served(route));

const bySection = new Map();
for (const route of required) {
  const section = sectionOf(route);
  const entry = bySection.get(section) ?? { total: 0, missing: [] };
  entry.total += 1;
  if (!served(route)) entry.missing.push(route);
  bySection.set(section, entry);
}

console.log(`check:routes: ${required.length - missing.length} of ${required.length} spec routes served`);
for (const [section, { total, missing: gone }] of bySection) {
  console.log(`  ${section.padEnd(16)} ${String(total - gone.length).padStart(4)} / ${total}`);
}
if (missing.length) {
  console.log(`missing (${missing.length}):`);
  for (const route of missing) console.log(`  ${route}`);
}
if (present.length) {
  console.error(`routes that must not exist but do (${present.length}):`);
  for (const route of present) console.error(`  ${route}`);
}

// Links from the product (its UI, errors and field descriptions) to the docs: a reader who follows one must
// land on the page and the section it names.
const productLinks = existsSync(values['product-links'])
  ? parseProductLinks(readFileSync(values['product-links'], 'utf8'))
  : [];
// A path that is a static redirect resolves where the redirect points: the reader lands on that page (and the
// redirect's own section, if it names one), since a meta refresh drops the link's #fragment.
const resolves = ({ path, anchor }, hops = 0) => {
  const file = join(values.build, path, 'index.html');
  if (!existsSync(file)) return false;
  if (anchor === null) return true;
  const html = readFileSync(file, 'utf8');
  if (hasElementId(html, anchor)) return true;
  const target = redirectTarget(html);
  return target !== null && hops < 3 && resolves({ path: target.path, anchor: target.anchor }, hops + 1);
};
const brokenLinks = productLinks.filter((link) => link.unserved === null && !resolves(link));
const unserved = productLinks.filter((link) => link.unserved !== null);
// A link marked unserved that the build now serves: the mark is stale, and would hide a later regression.
const staleMarks = unserved.filter(resolves);
console.log(
  `check:routes: ${productLinks.length - brokenLinks.length - unserved.length} of ${productLinks.length} product docs links resolve` +
    (unserved.length
      ? ` (${unserved.length} marked unserved in ${values['product-links']}, each with its reason)`
      : ''),
);
if (brokenLinks.length) {
  console.log(`product docs links without their page or anchor (${brokenLinks.length}):`);
  for (const { url } of brokenLinks) console.log(`  ${url}`);
}
if (staleMarks.length) {
  console.log(`product docs links marked unserved that the build serves (${staleMarks.length}): remove the mark`);
  for (const { url } of staleMarks) console.log(`  ${url}`);
}

const failed =
  present.length > 0 || (values.strict && (missing.length > 0 || brokenLinks.length > 0 || staleMarks.length > 0));
process.exit(failed ? 1 : 0);
