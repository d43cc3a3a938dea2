// Makes a copy of the vanilla Docusaurus anchor as large as this site: as many Markdown bytes, about as many
// HTML pages. The anchor (a generated stock site that the steering repo describes; README.md gives its build
// figures) has 542 Markdown files and 3.8 MB against our 9.9 MB, so "N times the anchor" mixes the build's
// cost with the content's growth; built the same way, the scaled copy says what stock Docusaurus takes for a
// site of our size.
//
//   node scripts/scale-anchor.mjs <generated anchor site> <new folder>
//   cd <new folder> && rm -rf node_modules/.cache .docusaurus build && /usr/bin/time -v npx docusaurus build
//
// Both paths come from the command line (the anchor lives outside the project). The copy links to the
// anchor's node_modules. What it adds: the docs tree once more under docs/more/, each blog post once more
// (slug and title suffixed, so the blog's list, tag and archive pages grow too), then the bodies of every
// seventh Markdown file appended to it, cycling, until the copy has as many Markdown bytes as this site.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The content folders of both sites. */
export const CONTENT_DIRS = ['docs', 'blog', 'learn', 'comparisons', 'opentelemetry'];

/** Markdown files under `dir` (recursively), sorted. */
export function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** Total bytes of the Markdown files in a site's content folders. */
export function markdownBytes(siteDir) {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(join(siteDir, dir))).reduce(
    (sum, file) => sum + readFileSync(file).length,
    0,
  );
}

/** A post's copy: same text, `-again` on its slug and ` (again)` on its title. */
export function repeatPost(text) {
  return text.replace(/^slug: "(.*)"$/m, 'slug: "$1-again"').replace(/^title: "(.*)"$/m, 'title: "$1 (again)"');
}

/** The body of a Markdown file (front matter and the blog's truncate marker removed). */
export function bodyOf(text) {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text);
  return (frontMatter ? text.slice(frontMatter[0].length) : text).replace(/<!--\s*truncate\s*-->/g, '');
}

function main([from, to]) {
  if (!from || !to) throw new Error('usage: node scripts/scale-anchor.mjs <generated anchor site> <new folder>');
  const source = resolve(from);
  const target = resolve(to);
  if (!existsSync(join(source, 'docusaurus.config.ts'))) throw new Error(`${source} has no docusaurus.config.ts`);
  if (existsSync(target)) throw new Error(`${target} exists; give a new folder`);
  const goal = markdownBytes(process.cwd());
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !/\/(node_modules|build|\.docusaurus)(\/|$)/.test(path.slice(source.length)),
  });
  symlinkSync(join(source, 'node_modules'), join(target, 'node_modules'));

  const docs = join(target, 'docs');
  const more = join(docs, 'more');
  for (const name of readdirSync(docs)) cpSync(join(docs, name), join(more, name), { recursive: true });
  const blog = join(target, 'blog');
  for (const name of readdirSync(blog).filter((n) => /\.mdx?$/.test(n))) {
    const copy = name.replace(/(\.mdx?)$/, '-again$1');
    writeFileSync(join(blog, copy), repeatPost(readFileSync(join(blog, name), 'utf8')));
  }

  const files = CONTENT_DIRS.flatMap((dir) => markdownFiles(join(target, dir)));
  let missing = goal - markdownBytes(target);
  let appended = 0;
  while (missing > 0) {
    const file = files[(appended * 7) % files.length];
    const text = readFileSync(file, 'utf8');
    const extra = `\n${bodyOf(text)}`;
    writeFileSync(file, text + extra);
    missing -= Buffer.byteLength(extra);
    appended += 1;
  }
  rmSync(join(target, '.docusaurus'), { recursive: true, force: true });
  console.log(
    `${target}: ${files.length} Markdown files, ${(markdownBytes(target) / 1e6).toFixed(2)} MB ` +
      `(this site: ${(goal / 1e6).toFixed(2)} MB); a body appended to ${appended} of them`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
