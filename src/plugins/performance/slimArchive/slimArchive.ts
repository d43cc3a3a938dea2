import type { RouteConfig } from '@docusaurus/types';

/** What an archive page shows of a post: its link, title and date. */
export interface SlimArchivePost {
  metadata: { permalink: string; title: string; date: string };
}

/** The props of a collection's archive route once slimmed. */
export interface SlimArchiveProps {
  archive: { blogPosts: SlimArchivePost[] };
}

interface StockArchivePost {
  metadata: { permalink: string; title: string; date: Date | string };
}

function isArchiveProps(props: unknown): props is { archive: { blogPosts: StockArchivePost[] } } {
  const archive = (props as { archive?: { blogPosts?: unknown } } | undefined)?.archive;
  return Array.isArray(archive?.blogPosts);
}

/**
 * The route with its archive props cut to what the archive page shows; any other route as it is.
 * plugin-content-blog (lib/routes.js, createArchiveRoute) passes every listed post whole, Markdown
 * source included, and Docusaurus writes the props to a JSON chunk the archive page downloads.
 */
export function slimArchiveRoute(route: RouteConfig): { route: RouteConfig; slimmed: boolean } {
  if (!isArchiveProps(route.props)) return { route, slimmed: false };
  const blogPosts: SlimArchivePost[] = route.props.archive.blogPosts.map(({ metadata }) => ({
    metadata: {
      permalink: metadata.permalink,
      title: metadata.title,
      date: typeof metadata.date === 'string' ? metadata.date : metadata.date.toISOString(),
    },
  }));
  const props: SlimArchiveProps = { archive: { blogPosts } };
  return { route: { ...route, props: { ...route.props, ...props } }, slimmed: true };
}
