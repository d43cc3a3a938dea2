import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { DocLike, SidebarItemLike } from '../../lib/markdownTwins/docsOutline';

/** A page whose twin is converted from its source file. */
export interface SourcePage extends DocLike {
  /** Absolute path of the source file. */
  file: string;
}

export interface Post extends SourcePage {
  /** Publication date, ISO. */
  date: string;
}

export interface Collection {
  id: string;
  title: string;
  description: string;
  /** The collection's index route (`/blog/`). */
  permalink: string;
  posts: Post[];
}

export interface TwinSources {
  docs: SourcePage[];
  sidebar: SidebarItemLike[];
  collections: Collection[];
}

interface DocMetadataLike {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  source: string;
}
interface BlogContentLike {
  blogTitle: string;
  blogDescription: string;
  blogPosts: {
    metadata: { title: string; description?: string; permalink: string; source: string; date: string | Date };
  }[];
}

/** A page's URL path as the site serves it: with a trailing slash (trailingSlash: true), which metadata leaves out. */
export function pageUrl(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

/** `@site/docs/x.mdx` to an absolute path. */
function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/')
    ? path.join(siteDir, source.slice('@site/'.length))
    : path.resolve(siteDir, source);
}

/**
 * Pages that get a twin, read from the content plugins' loaded content: every doc of the current
 * docs version with the sidebar that orders them, and every post of each blog-shaped collection
 * (blog, comparisons, learn, opentelemetry) with the collection's title and index route.
 */
export function collectTwinSources(allContent: AllContent, siteDir: string): TwinSources {
  const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
    string,
    { loadedVersions?: { docs: DocMetadataLike[]; sidebars: Record<string, SidebarItemLike[]> }[] }
  >;
  const docs: SourcePage[] = [];
  const sidebar: SidebarItemLike[] = [];
  for (const content of Object.values(docsContent)) {
    const version = content.loadedVersions?.[0];
    if (!version) continue;
    for (const doc of version.docs) {
      docs.push({
        id: doc.id,
        title: doc.title,
        description: doc.description || undefined,
        permalink: pageUrl(doc.permalink),
        file: sourceFile(siteDir, doc.source),
      });
    }
    for (const items of Object.values(version.sidebars)) sidebar.push(...items);
  }
  const blogs = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContentLike>;
  const collections: Collection[] = [];
  for (const [id, content] of Object.entries(blogs)) {
    const posts = content.blogPosts.map(({ metadata }) => ({
      id: pageUrl(metadata.permalink),
      title: metadata.title,
      description: metadata.description || undefined,
      permalink: pageUrl(metadata.permalink),
      file: sourceFile(siteDir, metadata.source),
      date: new Date(metadata.date).toISOString(),
    }));
    if (!posts.length) continue;
    // Posts live at `<route base>/<slug>/`: the collection's index route is their parent.
    const permalink = `${path.posix.dirname(posts[0].permalink.replace(/\/$/, ''))}/`;
    collections.push({ id, title: content.blogTitle, description: content.blogDescription, permalink, posts });
  }
  return { docs, sidebar, collections };
}
