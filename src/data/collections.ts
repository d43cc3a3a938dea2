/**
 * The blog-shaped collections: one Docusaurus blog plugin each (see
 * src/plugins/blogCollections.ts). The title and description head the list
 * pages and compose the descriptions of their tag, author and archive pages.
 */
export interface Collection {
  /** Plugin id, folder and URL base (`/blog/`). */
  id: string;
  title: string;
  description: string;
}

export const collections: Collection[] = [
  {
    id: 'blog',
    title: 'SigNoz Blog',
    description: 'Engineering articles on observability, OpenTelemetry, distributed tracing, logs and metrics.',
  },
  {
    id: 'comparisons',
    title: 'SigNoz Comparisons',
    description: 'Side-by-side comparisons of SigNoz with other observability tools, and migration guides.',
  },
  {
    id: 'learn',
    title: 'Learn observability',
    description: 'Concepts and guides on observability for cloud-native systems.',
  },
  {
    id: 'opentelemetry',
    title: 'OpenTelemetry guides',
    description: 'Step-by-step OpenTelemetry tutorials for Go, Java, Node.js and Python, sending data to SigNoz.',
  },
];

/** The collection with this plugin id; throws for an unknown id. */
export function collectionById(id: string): Collection {
  const found = collections.find((collection) => collection.id === id);
  if (!found) throw new Error(`No collection "${id}" in src/data/collections.ts`);
  return found;
}
