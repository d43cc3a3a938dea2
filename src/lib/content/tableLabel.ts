import { isValidElement, type ReactNode } from 'react';

/**
 * The accessible name of a table's scroll box, from the table itself: its
 * caption, else its column headings ("Table: Option, Default, Meaning"). MDX
 * tables have no caption, and a region without a name is just "region".
 */

function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Elements of a given tag among the nodes, depth first (not descending into a match). */
function findAll(node: ReactNode, tag: string, found: ReactNode[] = []): ReactNode[] {
  if (Array.isArray(node)) {
    for (const child of node) findAll(child, tag, found);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === tag) found.push(node);
    else findAll(node.props.children, tag, found);
  }
  return found;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "Table: …" from the caption or the first row's header cells; "Table" when neither has text. */
export function tableLabel(children: ReactNode): string {
  const caption = findAll(children, 'caption')[0];
  if (caption) {
    const text = squash(textOf(caption));
    if (text) return text;
  }
  const firstRow = findAll(children, 'tr')[0];
  const headings = findAll(isValidElement<{ children?: ReactNode }>(firstRow) ? firstRow.props.children : null, 'th')
    .map((cell) => squash(textOf(cell)))
    .filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ')}` : 'Table';
}
