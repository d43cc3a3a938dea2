/**
 * The docs in sidebar order, grouped the way llms.txt lists them: one section per top-level sidebar
 * category (its index page, then every page under it, depth first), pages at the top level of the
 * sidebar in a first section, and docs outside the sidebar (shared snippets, pages without a sidebar)
 * in a last one. Also the generated index pages of categories, whose twins list their items.
 */
import type { TwinEntry } from './llmsTxt';

export interface DocLike {
  id: string;
  title: string;
  description?: string;
  permalink: string;
}

/** The sidebar items we read (Docusaurus's loaded sidebar, structurally). */
export type SidebarItemLike =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'html' }
  | {
      type: 'category';
      label: string;
      description?: string;
      items: SidebarItemLike[];
      link?:
        | { type: 'doc'; id: string }
        | { type: 'generated-index'; permalink: string; title?: string; description?: string };
    };

export interface OutlineSection {
  slug: string;
  title: string;
  /** Pages in sidebar order: docs, and the generated index pages of categories. */
  entries: TwinEntry[];
  /** Doc ids of the section, in sidebar order (for llms-full.txt). */
  docIds: string[];
}

export interface GeneratedIndex {
  page: TwinEntry;
  entries: TwinEntry[];
}

export interface DocsOutline {
  sections: OutlineSection[];
  generatedIndexes: GeneratedIndex[];
}

function slugify(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

export function docsOutline(docs: DocLike[], sidebar: SidebarItemLike[]): DocsOutline {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const generatedIndexes: GeneratedIndex[] = [];
  const entryOf = (doc: DocLike): TwinEntry => ({
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description,
  });

  /** The entry an item is reached by in its parent's list (a doc, or a category's own page). */
  const itemEntry = (item: SidebarItemLike): TwinEntry | undefined => {
    if (item.type === 'doc') {
      const doc = byId.get(item.id);
      return doc && entryOf(doc);
    }
    if (item.type === 'category' && item.link?.type === 'doc') {
      const doc = byId.get(item.link.id);
      return doc && entryOf(doc);
    }
    if (item.type === 'category' && item.link?.type === 'generated-index') {
      return {
        permalink: item.link.permalink.endsWith('/') ? item.link.permalink : `${item.link.permalink}/`,
        title: item.link.title ?? item.label,
        description: item.link.description ?? item.description,
      };
    }
    return undefined;
  };

  const walk = (items: SidebarItemLike[], section: OutlineSection) => {
    for (const item of items) {
      const entry = itemEntry(item);
      if (entry && !section.entries.some((e) => e.permalink === entry.permalink)) section.entries.push(entry);
      if (item.type === 'doc' && byId.has(item.id)) {
        section.docIds.push(item.id);
        listed.add(item.id);
      }
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc' && byId.has(item.link.id)) {
        section.docIds.push(item.link.id);
        listed.add(item.link.id);
      }
      if (item.link?.type === 'generated-index' && entry) {
        generatedIndexes.push({
          page: entry,
          entries: item.items.map(itemEntry).filter((e): e is TwinEntry => Boolean(e)),
        });
      }
      walk(item.items, section);
    }
  };

  const top: OutlineSection = { slug: 'docs', title: 'Docs', entries: [], docIds: [] };
  const sections: OutlineSection[] = [top];
  for (const item of sidebar) {
    if (item.type === 'category') {
      const section: OutlineSection = {
        slug: slugify(item.label),
        title: `Docs: ${item.label}`,
        entries: [],
        docIds: [],
      };
      sections.push(section);
      walk([item], section);
    } else {
      walk([item], top);
    }
  }
  const others = docs.filter((doc) => !listed.has(doc.id));
  sections.push({
    slug: 'other-pages',
    title: 'Docs: pages outside the sidebar',
    entries: others.map(entryOf),
    docIds: others.map((doc) => doc.id),
  });
  return { sections: sections.filter((s) => s.entries.length), generatedIndexes };
}
