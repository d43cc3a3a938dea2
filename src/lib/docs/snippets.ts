/**
 * Shared snippets (docs/shared/*.mdx) are imported into other docs, not read on
 * their own: Docusaurus still builds a page for each, which the site marks
 * unlisted (noindex, out of the sitemap, the sidebar and search) and gives no
 * social card.
 */

/** Docs id prefix of the snippets. */
export const SNIPPET_ID_PREFIX = 'shared/';

export function isSnippetId(docId: string): boolean {
  return docId.startsWith(SNIPPET_ID_PREFIX);
}

/**
 * Whether a Markdown file is a snippet, by its path relative to the site folder
 * (any separator).
 */
export function isSnippetFile(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).slice(0, 2).join('/') === 'docs/shared';
}
