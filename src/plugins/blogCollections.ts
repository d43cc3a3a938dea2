import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import remarkProductFacts from './remarkProductFacts';
import { figureSizePlugin } from './remarkFigureSize';
import remarkTableLabels from './remarkTableLabels';
import { twinTrees } from './performance/twinTrees';
import type { Collection } from '../data/collections';
import { readingTimeMinutes } from '../lib/readingTime';

/**
 * Shared options of every blog-shaped collection (blog, comparisons, learn,
 * opentelemetry): 10 items a page, no sidebar, reading time, strict tags and
 * one authors file; "Edit this page" to `editUrl` when set, and with
 * `lastUpdateDates` "Last updated on" (front matter `last_update`, else the
 * file's last commit).
 */
export function collectionOptions(
  { id, title, description }: Collection,
  history: { editUrl?: string; lastUpdateDates?: boolean } = {},
) {
  return {
    id,
    path: id,
    routeBasePath: id,
    blogTitle: title,
    blogDescription: description,
    postsPerPage: 10,
    blogSidebarCount: 0,
    showReadingTime: true,
    // The plugin's default, counted without Intl.Segmenter (see src/lib/readingTime.ts).
    readingTime: ({ content }: { content: string }) => readingTimeMinutes(content),
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    authorsMapPath: '../blog/authors.yml',
    feedOptions: { type: ['rss', 'atom'], limit: 20, xslt: false },
    archiveBasePath: 'archive',
    // First: the twins keep the tree as parsed, before any plugin rewrites it.
    beforeDefaultRemarkPlugins: [twinTrees.remarkPlugin, remarkProductFacts],
    editUrl: history.editUrl,
    showLastUpdateTime: history.lastUpdateDates ?? false,
    remarkPlugins: [figureSizePlugin, remarkTableLabels],
  } satisfies BlogOptions;
}
