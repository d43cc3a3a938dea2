/**
 * Where a page's Markdown twin lives. A page at `/docs/install/docker/` has its twin at
 * `/docs/install/docker.md` (the URL readers and tools are told about) and the same file at
 * `/docs/install/docker/index.md` (for tools that append `index.md` to a folder URL).
 * Shared by the build plugin and the page actions, so both name the same file.
 */

/** The twin's URL path: the page path without its trailing slash, plus `.md` (`/` gives `/index.md`). */
export function twinPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** Files to write under the build folder for a page, relative to it (no leading slash). */
export function twinFiles(permalink: string): string[] {
  const trimmed = permalink.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return ['index.md'];
  return [`${trimmed}.md`, `${trimmed}/index.md`];
}
