import { productFacts } from '../data/productFacts';
import { substituteFacts } from '../lib/productFacts';

/**
 * Remark plugin: replaces %%key%% tokens (src/data/product.json) in text,
 * inline code, code blocks, link and image URLs, so a release bump is one
 * edit. Runs before the other remark plugins, in docs and every collection.
 */
interface Node {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  children?: Node[];
}

const VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(productFacts).map(([key, fact]) => [key, fact.value]),
);

export default function remarkProductFacts() {
  return (tree: Node, file: { path?: string }) => {
    const where = file.path ?? 'a page';
    const visit = (node: Node) => {
      if (typeof node.value === 'string' && ['text', 'inlineCode', 'code', 'html'].includes(node.type)) {
        node.value = substituteFacts(node.value, VALUES, where);
      }
      if (typeof node.url === 'string') node.url = substituteFacts(node.url, VALUES, where);
      if (typeof node.title === 'string') node.title = substituteFacts(node.title, VALUES, where);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
