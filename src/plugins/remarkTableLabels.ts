import type { Heading, Nodes, Root, Table } from 'mdast';

/**
 * Remark plugin: names each Markdown table's scroll box for the whole page, and
 * makes an empty corner cell a data cell.
 *
 * - Each table's box (src/components/TableScroll) is a region named from its column
 *   headings ("Table: Setting, Value"). Two tables with the same columns made two
 *   regions of one name, which a screen reader's list of landmarks cannot tell apart
 *   (axe landmark-unique, on seven pages). Seen whole, the page can tell them apart:
 *   a repeated name gets the heading the table sits under, then a number if that
 *   still repeats. The name goes to the table as `data-table-label`, which
 *   src/theme/MDXComponents reads; tables written as JSX keep their runtime name
 *   (src/lib/content/tableLabel.ts).
 * - A comparison table's first header cell is often empty (`| | Loki | Mimir |`): a
 *   header with no text names no column (axe empty-table-header, on 22 pages). It is
 *   rendered as a `<td>`, the usual corner cell.
 */

/** Plain text of a Markdown node (inline code and text values, whitespace squashed). */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The name a table has on its own: "Table: " and its column headings, or "Table". */
export function ownLabel(table: Table): string {
  const headings = (table.children[0]?.children ?? []).map((cell) => squash(textOf(cell))).filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ')}` : 'Table';
}

interface Found {
  table: Table;
  heading: string | null;
}

/** Every table in document order, each with the text of the last heading before it. */
function tablesOf(tree: Root): Found[] {
  const found: Found[] = [];
  let heading: string | null = null;
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      heading = squash(textOf(node as Heading)) || heading;
      return;
    }
    if (node.type === 'table') {
      found.push({ table: node, heading });
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return found;
}

/** Names for the tables of one page, in order, no two alike. */
export function pageLabels(found: { label: string; heading: string | null }[]): string[] {
  const count = (labels: string[]) =>
    labels.reduce((map, l) => map.set(l, (map.get(l) ?? 0) + 1), new Map<string, number>());
  const own = found.map((entry) => entry.label);
  const ownCounts = count(own);
  const withHeading = found.map((entry, i) =>
    (ownCounts.get(own[i]) ?? 0) > 1 && entry.heading ? `${own[i]}, under “${entry.heading}”` : own[i],
  );
  const counts = count(withHeading);
  const seen = new Map<string, number>();
  return withHeading.map((label) => {
    if ((counts.get(label) ?? 0) < 2) return label;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return `${label} (${n} of ${counts.get(label)})`;
  });
}

export default function remarkTableLabels() {
  return (tree: Root) => {
    const found = tablesOf(tree);
    const labels = pageLabels(found.map(({ table, heading }) => ({ label: ownLabel(table), heading })));
    found.forEach(({ table }, i) => {
      table.data = { ...table.data, hProperties: { ...table.data?.hProperties, dataTableLabel: labels[i] } };
      for (const cell of table.children[0]?.children ?? []) {
        if (!squash(textOf(cell))) cell.data = { ...cell.data, hName: 'td' };
      }
    });
  };
}
