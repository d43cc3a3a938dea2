// After a build: what the post-build steps write is in build/, so `docusaurus build` alone (which is
// what `npm run build` runs) produced it: the static redirect pages, content first's loader on every
// page instead of the deferred entry scripts, the search index, _headers and _redirects, and brotli
// copies. With --list FILE, also compares build/'s file list with FILE (one path a line, as written by
// --write-list), with content hashes in names masked: two builds of the same tree by either command
// must give the same files. `npm test` runs it after the build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { staticRedirectPaths, maskHashes, missingPostBuildOutput } from './lib/build-output.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'build' }, list: { type: 'string' }, 'write-list': { type: 'string' } },
});
const buildDir = values.dir;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield relative(buildDir, path).split(sep).join('/');
  }
}

const list = [...files(buildDir)].sort();
const problems = missingPostBuildOutput(
  buildDir,
  list,
  staticRedirectPaths(readFileSync('src/data/redirects.ts', 'utf8')),
);
if (values['write-list']) writeFileSync(values['write-list'], `${list.join('\n')}\n`);
if (values.list) {
  const other = readFileSync(values.list, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^\.\//, ''));
  const [a, b] = [new Set(maskHashes(list)), new Set(maskHashes(other))];
  const onlyHere = [...a].filter((path) => !b.has(path));
  const onlyThere = [...b].filter((path) => !a.has(path));
  if (list.length !== other.length) problems.push(`${list.length} files here, ${other.length} in ${values.list}`);
  for (const path of onlyHere.slice(0, 20)) problems.push(`only in ${buildDir}: ${path}`);
  for (const path of onlyThere.slice(0, 20)) problems.push(`only in ${values.list}: ${path}`);
}
if (problems.length > 0) {
  console.error(`build output: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `build output: ${list.length} files, every post-build step's output present` +
    (values.list ? `; same file list as ${values.list}` : ''),
);
