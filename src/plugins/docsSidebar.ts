import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { isSnippetId } from '../lib/docs/snippets';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;
type GeneratorArgs = Parameters<Generator>[0];
type Item = Awaited<ReturnType<Generator>>[number];

/** Docs that render without a sidebar must not be listed in it either. */
export function isSidebarless(doc: { id: string; frontMatter: Record<string, unknown> }): boolean {
  return isSnippetId(doc.id) || doc.frontMatter.displayed_sidebar === null;
}

export function removeItems(items: Item[], hidden: Set<string>): Item[] {
  return items.flatMap((item): Item[] => {
    if (item.type === 'doc' && hidden.has(item.id)) return [];
    if (item.type === 'category') {
      const children = removeItems(item.items, hidden);
      if (children.length === 0 && !item.link) return [];
      return [{ ...item, items: children }];
    }
    return [item];
  });
}

export const sidebarItemsGenerator: Generator = async (args: GeneratorArgs) => {
  const { defaultSidebarItemsGenerator, docs } = args;
  const hidden = new Set(docs.filter(isSidebarless).map((doc) => doc.id));
  const items = await defaultSidebarItemsGenerator(args);
  return removeItems(items, hidden);
};
