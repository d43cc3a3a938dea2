// Rewrites scripts/data/product-doc-links.txt from a SigNoz release: every docs link its UI, onboarding,
// Infrastructure charts and server messages give users (see scripts/lib/product-links.mjs for the forms read).
// Run it when the release in src/data/product.json moves, then `npm run build && npm run check:routes -- --strict`:
// a new link the build does not serve needs a page, a redirect (src/data/productLinkRedirects.ts) or an
// `unserved: <why>` mark.
// Usage: node scripts/refresh-product-links.mjs <SigNoz git dir or checkout> [--tag v0.138.0] [--out path] [--check]
//   --tag    the release to read (default: signoz.tag of src/data/product.json)
//   --check  write nothing; exit 1 if the file would change (the list is out of date for that release)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PRODUCT_LINK_SOURCES, extractProductLinks, mergeProductLinks } from './lib/product-links.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tag: { type: 'string' },
    out: { type: 'string', default: 'scripts/data/product-doc-links.txt' },
    check: { type: 'boolean', default: false },
  },
});

const repo = positionals[0];
if (!repo) {
  console.error('usage: node scripts/refresh-product-links.mjs <SigNoz git dir or checkout> [--tag vX.Y.Z] [--check]');
  process.exit(2);
}
const tag = values.tag ?? JSON.parse(readFileSync('src/data/product.json', 'utf8')).signoz.tag.value;

const git = (args, input) =>
  execFileSync('git', ['-C', repo, ...args], {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 512 * 1024 * 1024,
  });

let paths;
try {
  // Only files that can hold a link: one git grep, then one cat-file for their text.
  paths = git(['grep', '-l', '-E', 'signoz\\.io/|/docs/|docPath', tag, '--', ...PRODUCT_LINK_SOURCES])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(tag.length + 1));
} catch (error) {
  console.error(
    `refresh-product-links: cannot read ${tag} in ${repo}: ${String(error.stderr || error.message).trim()}`,
  );
  process.exit(2);
}

const files = readBlobs(paths);
const links = extractProductLinks(files);
const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
const { text, added, removed } = mergeProductLinks(previous, links);

console.log(`refresh-product-links: ${links.length} links in ${files.length} files of ${tag}`);
for (const url of added) console.log(`  + ${url}`);
for (const url of removed) console.log(`  - ${url}`);

if (values.check) {
  if (text !== previous) {
    console.error(`refresh-product-links: ${values.out} is out of date for ${tag}`);
    process.exit(1);
  }
} else if (text !== previous) {
  writeFileSync(values.out, text);
  console.log(`wrote ${values.out}; now build and run npm run check:routes -- --strict`);
}

/** The text of each path at the tag, read with one `git cat-file --batch`. */
function readBlobs(list) {
  const out = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: list.map((path) => `${tag}:${path}`).join('\n') + '\n',
    maxBuffer: 512 * 1024 * 1024,
  });
  const blobs = [];
  let at = 0;
  for (const path of list) {
    const headerEnd = out.indexOf(0x0a, at);
    const [, type, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    if (type !== 'blob') throw new Error(`refresh-product-links: ${tag}:${path} is not a file (${type})`);
    const start = headerEnd + 1;
    blobs.push({ path, text: out.subarray(start, start + Number(size)).toString('utf8') });
    at = start + Number(size) + 1;
  }
  return blobs;
}
