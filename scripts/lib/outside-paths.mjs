// Finds references in source files to paths outside the repository root, so
// that a plain clone (no sibling folders) builds and tests the same as ours.
// A reference is a string literal that starts with `../` and, resolved from
// the file's folder, leaves the root; or one that names the steering repo's
// `shared/spec` folder. Used by tests/unit/foundation/self-contained.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

export const SOURCE_EXTENSIONS = [
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.sh',
  '.json',
  '.yml',
  '.yaml',
];
const SKIP_DIRS = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  '.bench',
  'data',
]);
// Content folders hold prose, whose `../` strings are relative links between pages.
const CONTENT_DIRS = new Set(['docs', 'blog', 'comparisons', 'learn', 'opentelemetry', 'newsroom', 'static']);

/**
 * @param {string} text a source file's text
 * @param {string} file its path relative to the root, with `/` separators
 * @returns {string[]} the offending literals
 */
export function outsideRootReferences(text, file) {
  const found = [];
  const dir = posix.dirname(file);
  for (const match of text.matchAll(/(['"`])((?:\.\.\/)+[^'"`\s]*)\1/g)) {
    const resolved = posix.normalize(posix.join(dir, match[2]));
    if (resolved === '..' || resolved.startsWith('../')) found.push(match[2]);
  }
  for (const match of text.matchAll(/[^\s'"`]*\bshared\/spec\/[^\s'"`]*/g)) found.push(match[0]);
  return [...new Set(found)];
}

/** Every source file under root, relative paths with `/` separators. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP_DIRS.has(name)) continue;
      const path = join(dir, name);
      const rel = relative(root, path).split('\\').join('/');
      if (statSync(path).isDirectory()) {
        if (dir === root && CONTENT_DIRS.has(name)) continue;
        walk(path);
      } else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && name !== 'package-lock.json') {
        files.push(rel);
      }
    }
  };
  walk(root);
  return files;
}

/** `file: literal` for each reference outside root in the tree. */
export function findOutsideReferences(root) {
  return sourceFiles(root).flatMap((file) =>
    outsideRootReferences(readFileSync(join(root, file), 'utf8'), file).map((ref) => `${file}: ${ref}`),
  );
}
