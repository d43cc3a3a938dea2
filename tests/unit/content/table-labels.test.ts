import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root as HastRoot, Element } from 'hast';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkTableLabels, { pageLabels } from '../../../src/plugins/remarkTableLabels';

/** The page's Markdown through the plugin, then to HTML elements as MDX renders them. */
function tablesOf(markdown: string): Element[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkTableLabels);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const hast = toHast(tree) as HastRoot;
  const tables: Element[] = [];
  const walk = (node: HastRoot | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'table') tables.push(child);
      walk(child);
    }
  };
  walk(hast);
  return tables;
}

const headerCells = (table: Element) => {
  const thead = table.children.find((c): c is Element => c.type === 'element' && c.tagName === 'thead');
  const row = thead?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'tr');
  return (row?.children ?? []).filter((c): c is Element => c.type === 'element').map((c) => c.tagName);
};

describe('table names for the whole page (remarkTableLabels)', () => {
  it('names a table from its column headings, and keeps a unique name as it is', () => {
    const [table] = tablesOf('| Setting | Value |\n| --- | --- |\n| a | b |\n');
    expect(table.properties.dataTableLabel).toBe('Table: Setting, Value');
  });

  it('tells apart tables of the same columns by the heading each sits under', () => {
    const tables = tablesOf(
      [
        '## Create the alert',
        '| Setting | Value |\n| --- | --- |\n| a | b |',
        '## Route `notifications`',
        '| Setting | Value |\n| --- | --- |\n| c | d |',
      ].join('\n\n'),
    );
    expect(tables.map((t) => t.properties.dataTableLabel)).toEqual([
      'Table: Setting, Value, under “Create the alert”',
      'Table: Setting, Value, under “Route notifications”',
    ]);
  });

  it('numbers tables that still share a name under one heading, or have no heading', () => {
    expect(
      pageLabels([
        { label: 'Table', heading: null },
        { label: 'Table', heading: null },
        { label: 'Table: A', heading: 'X' },
      ]),
    ).toEqual(['Table (1 of 2)', 'Table (2 of 2)', 'Table: A']);
  });

  it('renders an empty corner cell as a data cell, and keeps the other header cells', () => {
    const [table] = tablesOf('| | Loki | Mimir |\n| --- | --- | --- |\n| Storage | chunks | blocks |\n');
    expect(headerCells(table)).toEqual(['td', 'th', 'th']);
    expect(table.properties.dataTableLabel).toBe('Table: Loki, Mimir');
  });
});
