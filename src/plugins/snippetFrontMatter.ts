import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { isSnippetFile } from '../lib/docs/snippets';

/**
 * Front matter hook (`markdown.parseFrontMatter`): every shared snippet is
 * `unlisted`, whatever its file says, so Docusaurus gives its page noindex and
 * leaves it out of the sitemap, the sidebar and search. Snippets keep their own
 * front matter (title, description, `verified`) for the content checks.
 */
export function snippetFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (isSnippetFile(path.relative(siteDir, params.filePath))) {
      return { ...result, frontMatter: { ...result.frontMatter, unlisted: true } };
    }
    return result;
  };
}
