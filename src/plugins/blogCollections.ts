import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import remarkProductFacts from './remarkProductFacts';

/**
 * Shared options of every blog-shaped collection (blog, comparisons, learn,
 * opentelemetry): 10 items a page, no sidebar, reading time, strict tags and
 * one authors file.
 */
export function collectionOptions(id: string, title: string, description: string) {
  return {
    id,
    path: id,
    routeBasePath: id,
    blogTitle: title,
    blogDescription: description,
    postsPerPage: 10,
    blogSidebarCount: 0,
    showReadingTime: true,
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    authorsMapPath: '../blog/authors.yml',
    feedOptions: { type: ['rss', 'atom'], limit: 20, xslt: false },
    archiveBasePath: 'archive',
    beforeDefaultRemarkPlugins: [remarkProductFacts],
  } satisfies BlogOptions;
}
