// Rewrites scripts/data/product-doc-links.txt from a SigNoz release and its Helm charts: every docs link the UI,
// onboarding, Infrastructure charts and server messages give users, and every docs link in the charts' values,
// READMEs and templates (see scripts/lib/product-links.mjs for the forms read).
// Run it when a release in src/data/product.json moves, then `npm run build && npm run check:routes -- --strict`:
// a new link the build does not serve needs a page, a redirect (src/data/redirects.ts) or an `unserved: <why>` mark.
// Usage: node scripts/refresh-product-links.mjs <SigNoz git dir or checkout> <SigNoz/charts git dir or checkout>
//          [--tag v0.138.0] [--chart-tags signoz-0.131.0,k8s-infra-0.16.0] [--repo <git dir>@<ref> ...] [--out path]
//          [--check]
//   --tag         the SigNoz release to read (default: signoz.tag of src/data/product.json)
//   --chart-tags  the chart releases to read (default: signoz-<chart.signoz> and k8s-infra-<chart.k8sInfra>)
//   --repo        another SigNoz repository whose absolute docs links count (its agent skills, its dashboard
//                 templates), at a ref; repeatable. The header of the links file names the refs last used.
//   --check       write nothing; exit 1 if the file would change (the list is out of date for those releases)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PRODUCT_LINK_SOURCES, extractDocsUrls, extractProductLinks, mergeProductLinks } from './lib/product-links.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tag: { type: 'string' },
    'chart-tags': { type: 'string' },
    repo: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: 'scripts/data/product-doc-links.txt' },
    check: { type: 'boolean', default: false },
  },
});

const [signozRepo, chartsRepo] = positionals;
if (!signozRepo || !chartsRepo) {
  console.error(
    'usage: node scripts/refresh-product-links.mjs <SigNoz git dir> <SigNoz/charts git dir> [--tag vX.Y.Z] [--chart-tags a,b] [--check]',
  );
  process.exit(2);
}
const product = JSON.parse(readFileSync('src/data/product.json', 'utf8'));
const tag = values.tag ?? product.signoz.tag.value;
const chartTags = values['chart-tags']?.split(',') ?? [
  `signoz-${product.chart.signoz.value}`,
  `k8s-infra-${product.chart.k8sInfra.value}`,
];

/** The files at `ref` under `folders` that match `pattern`, with their text. */
function filesAt(repo, ref, folders, pattern) {
  let paths;
  try {
    paths = git(repo, ['grep', '-l', '-E', pattern, ref, '--', ...folders])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(ref.length + 1));
  } catch (error) {
    // git grep exits 1 when nothing matches, which is not an error here.
    if (error.status === 1 && !String(error.stderr).trim()) return [];
    console.error(
      `refresh-product-links: cannot read ${ref} in ${repo}: ${String(error.stderr || error.message).trim()}`,
    );
    process.exit(2);
  }
  return readBlobs(repo, ref, paths);
}

const releaseFiles = filesAt(signozRepo, tag, PRODUCT_LINK_SOURCES, 'signoz\\.io/|/docs/|docPath');
const chartFiles = chartTags.flatMap((chartTag) => filesAt(chartsRepo, chartTag, ['charts/'], 'signoz\\.io/docs'));
const otherRepos = values.repo.map((spec) => {
  const at = spec.lastIndexOf('@');
  if (at <= 0) {
    console.error(`refresh-product-links: --repo takes <git dir>@<ref>, not ${spec}`);
    process.exit(2);
  }
  return { dir: spec.slice(0, at), ref: spec.slice(at + 1) };
});
const otherFiles = otherRepos.flatMap(({ dir, ref }) => filesAt(dir, ref, ['.'], 'signoz\\.io/docs'));
const links = [
  ...new Set([...extractProductLinks(releaseFiles), ...extractDocsUrls(chartFiles), ...extractDocsUrls(otherFiles)]),
].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
const { text, added, removed } = mergeProductLinks(previous, links);

console.log(
  `refresh-product-links: ${links.length} links in ${releaseFiles.length} files of ${tag}, ${chartFiles.length} files of ${chartTags.join(', ')}` +
    (otherRepos.length ? ` and ${otherFiles.length} files of ${otherRepos.map(({ ref }) => ref).join(', ')}` : ''),
);
for (const url of added) console.log(`  + ${url}`);
for (const url of removed) console.log(`  - ${url}`);

if (values.check) {
  if (text !== previous) {
    console.error(`refresh-product-links: ${values.out} is out of date for ${[tag, ...chartTags].join(', ')}`);
    process.exit(1);
  }
} else if (text !== previous) {
  writeFileSync(values.out, text);
  console.log(`wrote ${values.out}; now build and run npm run check:routes -- --strict`);
}

function git(repo, args) {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 512 * 1024 * 1024,
  });
}

/** The text of each path at the ref, read with one `git cat-file --batch`. */
function readBlobs(repo, ref, list) {
  if (!list.length) return [];
  const out = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: list.map((path) => `${ref}:${path}`).join('\n') + '\n',
    maxBuffer: 512 * 1024 * 1024,
  });
  const blobs = [];
  let at = 0;
  for (const path of list) {
    const headerEnd = out.indexOf(0x0a, at);
    const [, type, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    if (type !== 'blob') throw new Error(`refresh-product-links: ${ref}:${path} is not a file (${type})`);
    const start = headerEnd + 1;
    blobs.push({ path, text: out.subarray(start, start + Number(size)).toString('utf8') });
    at = start + Number(size) + 1;
  }
  return blobs;
}
