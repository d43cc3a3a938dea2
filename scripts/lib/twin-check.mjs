// The build check of the Markdown twins (scripts/check-twins.mjs): every docs page and every post
// of the build has its twin, the twin is clean Markdown (no MDX left in it), and llms.txt lists it
// (blog posts through the blog's index twin, /blog.md). Pages are found from the built HTML, not
// from the plugin that wrote the twins, so a page the plugin forgets is caught.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { htmlFiles } from './html-files.mjs';

/**
 * The lines of a Markdown text outside fenced code blocks, with inline code spans removed: what a
 * reader sees as prose, where MDX syntax must not survive. (Code may well say `import os`.)
 * @param {string} markdown
 */
export function proseLines(markdown) {
  const lines = [];
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line.replace(/(`+)[^`]*?\1/g, ''));
  }
  return lines;
}

const LEFTOVERS = [
  ['an import statement', /^\s*import\s+(?:[\w$]+\s*(?:,|from\b)|\{|\*\s*as\b|['"])/],
  ['an export statement', /^\s*export\s+(?:\{|\*|default\b|const\b|let\b|var\b|function\b|class\b|async\b)/],
  ['<Tabs', /<Tabs\b/],
  ['<TabItem', /<TabItem\b/],
  ['a JSX comment {/*', /\{\/\*/],
  ['an HTML comment <!--', /<!--/],
  ['an admonition left as text :::', /^\s*:::/],
  ['an unresolved product fact %%key%%', /%%[a-zA-Z]\w*(?:\.\w+)+%%/],
];

/**
 * MDX syntax left in a twin, outside code: each finding as "what (line n)".
 * @param {string} markdown
 */
export function mdxLeftovers(markdown) {
  const found = [];
  proseLines(markdown).forEach((line, index) => {
    for (const [what, pattern] of LEFTOVERS) if (pattern.test(line)) found.push(`${what} (prose line ${index + 1})`);
  });
  return found;
}

/** The twin files of a page route (`/docs/x/` → docs/x.md and docs/x/index.md). */
export function twinFilesOf(route) {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? ['index.md'] : [`${trimmed}.md`, `${trimmed}/index.md`];
}

/** URL paths of the `.md` and `.txt` files a Markdown list links to (absolute or site-relative). */
export function linkedPaths(markdown) {
  const paths = new Set();
  for (const match of markdown.matchAll(/\]\(([^)\s]+\.(?:md|txt))\)/g)) {
    paths.add(match[1].startsWith('/') ? match[1] : new URL(match[1]).pathname);
  }
  return paths;
}

const COLLECTIONS = ['blog', 'comparisons', 'learn', 'opentelemetry'];

/**
 * Routes of the build that must have a twin: every page under /docs/, and every collection post
 * (the pages Docusaurus marks `blog-post-page`).
 * @param {string} buildDir
 * @returns {{ route: string, kind: 'doc' | 'post', collection?: string }[]}
 */
export function pagesNeedingTwins(buildDir) {
  const pages = [];
  for (const file of htmlFiles(buildDir)) {
    const rel = relative(buildDir, file).split(sep).join('/');
    if (!rel.endsWith('index.html')) continue;
    const route = `/${rel.slice(0, -'index.html'.length)}`;
    const top = route.split('/')[1];
    // Static redirect pages (src/data/redirects.ts) send readers on; they have no content of their own.
    if (readFileSync(file, 'utf8').slice(0, 600).includes('http-equiv="refresh"')) continue;
    if (top === 'docs') pages.push({ route, kind: 'doc' });
    else if (COLLECTIONS.includes(top)) {
      const head = readFileSync(file, 'utf8').slice(0, 600);
      if (/<html[^>]*class="?[^">]*\bblog-post-page\b/.test(head)) pages.push({ route, kind: 'post', collection: top });
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Checks the twins of a build. Returns the pages checked and every problem found.
 * @param {string} buildDir
 */
export function checkTwins(buildDir) {
  const problems = [];
  const read = (path) => readFileSync(join(buildDir, path), 'utf8');
  const llmsPath = join(buildDir, 'llms.txt');
  if (!existsSync(llmsPath)) return { pages: [], problems: ['llms.txt is missing'] };
  const llms = read('llms.txt');
  const listed = linkedPaths(llms);
  for (const path of listed) {
    if (!existsSync(join(buildDir, path))) problems.push(`llms.txt links ${path}, which the build does not have`);
  }
  if (![...listed].some((path) => /^\/llms-full(-[\w-]+)?\.txt$/.test(path))) {
    problems.push('llms.txt links no llms-full text');
  }
  const blogIndex = existsSync(join(buildDir, 'blog.md')) ? linkedPaths(read('blog.md')) : new Set();
  if (!listed.has('/blog.md')) problems.push('llms.txt does not link the blog index /blog.md');

  const pages = pagesNeedingTwins(buildDir);
  for (const page of pages) {
    const [main, ...aliases] = twinFilesOf(page.route);
    if (!existsSync(join(buildDir, main))) {
      problems.push(`${page.route}: no twin at /${main}`);
      continue;
    }
    const twin = read(main);
    for (const alias of aliases) {
      if (!existsSync(join(buildDir, alias)) || read(alias) !== twin) problems.push(`${page.route}: /${alias} differs`);
    }
    if (!twin.startsWith('# ')) problems.push(`${page.route}: twin does not start with its title as H1`);
    for (const finding of mdxLeftovers(twin)) problems.push(`${page.route}: twin contains ${finding}`);
    const url = `/${main}`;
    if (page.collection === 'blog') {
      if (!blogIndex.has(url)) problems.push(`${page.route}: not listed in /blog.md`);
    } else if (!listed.has(url)) problems.push(`${page.route}: not listed in llms.txt`);
  }
  return { pages, problems };
}
