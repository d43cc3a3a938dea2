// Fast syntax check of Markdown/MDX content without a site build: parses the
// front matter and compiles each file with the same MDX version and remark
// plugins Docusaurus uses. Usage: node scripts/check-mdx.mjs [paths...]
// (files or folders; defaults to every content folder).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import matter from 'gray-matter';

const roots = process.argv.slice(2);
const defaults = ['docs', 'blog', 'comparisons', 'learn', 'opentelemetry', 'src/pages'];

function* walk(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (['.md', '.mdx'].includes(extname(path))) yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* walk(join(path, name));
  }
}

let failures = 0;
let count = 0;
for (const root of roots.length ? roots : defaults) {
  for (const file of walk(root)) {
    count += 1;
    const source = readFileSync(file, 'utf8');
    try {
      const { content } = matter(source);
      await compile(content, { remarkPlugins: [remarkGfm, remarkDirective], format: 'mdx' });
    } catch (error) {
      failures += 1;
      const where = error.place ? `:${error.place.line ?? error.place.start?.line}` : '';
      console.error(`${file}${where}: ${error.reason ?? error.message}`);
    }
  }
}
console.log(`check-mdx: ${count} files, ${failures} with errors`);
process.exit(failures ? 1 : 0);
