import type { AllContent } from '@docusaurus/types';
import { isSnippetId } from '../../lib/docs/snippets';

/** What a card shows. */
export interface CardSpec {
  permalink: string;
  title: string;
  section: string;
  author?: string;
  /** Also render the small cover copy (collection posts show their card as a cover). */
  cover?: boolean;
}

const SECTION_BY_BLOG_ID: Record<string, string> = {
  blog: 'Blog',
  comparisons: 'Comparisons',
  learn: 'Learn',
  opentelemetry: 'OpenTelemetry',
};

interface DocLike {
  title: string;
  permalink: string;
  id: string;
  frontMatter: Record<string, unknown>;
}
interface BlogPostLike {
  metadata: { title: string; permalink: string; authors: { name?: string }[]; frontMatter: Record<string, unknown> };
}

/**
 * Card specs for every docs page and every blog, comparison, learn and
 * OpenTelemetry post, read from the content plugins' loaded content. Pages
 * whose front matter names an image keep it and get no card.
 */
export function collectCards(allContent: AllContent): CardSpec[] {
  const cards: CardSpec[] = [];
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const content of Object.values(docs)) {
    const versions = (content as { loadedVersions?: { docs: DocLike[] }[] }).loadedVersions ?? [];
    for (const version of versions) {
      for (const doc of version.docs) {
        if (isSnippetId(doc.id) || doc.frontMatter.image) continue;
        cards.push({ permalink: doc.permalink, title: doc.title, section: 'Docs' });
      }
    }
  }
  const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
  for (const [id, content] of Object.entries(blogs)) {
    const posts = (content as { blogPosts?: BlogPostLike[] }).blogPosts ?? [];
    for (const { metadata } of posts) {
      if (metadata.frontMatter.image) continue;
      cards.push({
        permalink: metadata.permalink,
        title: metadata.title,
        section: SECTION_BY_BLOG_ID[id] ?? 'Blog',
        cover: true,
        author:
          metadata.authors
            .map((a) => a.name)
            .filter(Boolean)
            .join(', ') || undefined,
      });
    }
  }
  return cards;
}
