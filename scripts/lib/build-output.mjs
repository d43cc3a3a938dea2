// What scripts/check-build-output.mjs checks, as pure functions (tests/unit/foundation/build-output.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `from` paths of src/data/redirects.ts's static redirects, read from its text. */
export function staticRedirectPaths(source) {
  return [...source.matchAll(/from:\s*'([^']+)'/g)].map((match) => match[1]);
}

/** File paths with content hashes (8+ hex digits, Pagefind's language_hash names) masked. */
export function maskHashes(paths) {
  return paths.map((path) => path.replace(/\b(en|unknown)_[0-9a-f]{7,}\b/g, '$1_#').replace(/[0-9a-f]{8,}/g, '#'));
}

/** An entry script Docusaurus writes with `defer`, which content first replaces. */
const DEFERRED_ENTRY = /<script src="?[^"\s>]*\/(?:runtime~main|main)\.[0-9a-f]+\.js"? defer/;

/**
 * What the post-build steps should have written but did not.
 * @param {string} buildDir
 * @param {string[]} list every file under buildDir, relative, with `/`
 * @param {string[]} redirects static redirect paths ('/x/')
 */
export function missingPostBuildOutput(buildDir, list, redirects) {
  const has = new Set(list);
  const problems = [];
  for (const file of ['_headers', '_redirects', 'pagefind/pagefind.js', 'pagefind/pagefind-entry.json']) {
    if (!has.has(file)) problems.push(`${file} missing (post-build steps did not run)`);
  }
  if (!list.some((file) => /^assets\/js\/.+\.js\.br$/.test(file))) problems.push('no brotli copies under assets/js/');
  if (!list.some((file) => /^pagefind\/.+\.br$/.test(file))) problems.push('no brotli copies under pagefind/');
  for (const from of redirects) {
    if (!has.has(`${from.replace(/^\//, '')}index.html`)) problems.push(`static redirect page ${from} missing`);
  }
  const pages = list.filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));
  const deferred = pages.filter((file) => DEFERRED_ENTRY.test(readFileSync(join(buildDir, file), 'utf8')));
  if (deferred.length > 0) {
    problems.push(
      `${deferred.length} pages still load their entry scripts with defer (content first did not run), e.g. ${deferred[0]}`,
    );
  }
  return problems;
}
