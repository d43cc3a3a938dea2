/**
 * %%key%% tokens in docs: the pure part of the remark step, shared with its
 * tests. A token is a dotted key between double percent signs.
 */
export const FACT_TOKEN = /%%([a-zA-Z][\w]*(?:\.[a-zA-Z][\w]*)+)%%/g;

/**
 * Replaces every token in `text` by its value. Throws on an unknown key, so a
 * typo fails the build instead of shipping "%%signoz.verison%%".
 */
export function substituteFacts(text: string, values: Record<string, string>, where = 'a page'): string {
  if (!text.includes('%%')) return text;
  return text.replace(FACT_TOKEN, (token, key: string) => {
    const value = values[key];
    if (value === undefined) {
      throw new Error(
        `Unknown product fact ${token} in ${where}. Known keys: ${Object.keys(values).sort().join(', ')} (src/data/product.json)`,
      );
    }
    return value;
  });
}

/** A Markdown syntax tree node, as far as fact substitution cares. */
export interface FactNode {
  type: string;
  value?: unknown;
  url?: unknown;
  title?: unknown;
  children?: FactNode[];
}

/**
 * Substitutes tokens in a Markdown syntax tree, in place: text, inline code, code blocks, HTML, and
 * link and image URLs and titles. Used by the remark step that renders pages and by the Markdown
 * twins, so both show the same values.
 */
export function substituteFactsInTree(tree: FactNode, values: Record<string, string>, where = 'a page'): void {
  const visit = (node: FactNode) => {
    if (typeof node.value === 'string' && ['text', 'inlineCode', 'code', 'html'].includes(node.type)) {
      node.value = substituteFacts(node.value, values, where);
    }
    if (typeof node.url === 'string') node.url = substituteFacts(node.url, values, where);
    if (typeof node.title === 'string') node.title = substituteFacts(node.title, values, where);
    node.children?.forEach(visit);
  };
  visit(tree);
}
