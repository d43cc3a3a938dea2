import { productFacts } from '../data/productFacts';
import { substituteFactsInTree, type FactNode } from '../lib/productFacts';

/**
 * Remark plugin: replaces %%key%% tokens (src/data/product.json) in text,
 * inline code, code blocks, link and image URLs, so a release bump is one
 * edit. Runs before the other remark plugins, in docs and every collection.
 * The Markdown twins (src/plugins/markdownTwins) substitute the same values.
 */
export const PRODUCT_FACT_VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(productFacts).map(([key, fact]) => [key, fact.value]),
);

export default function remarkProductFacts() {
  return (tree: FactNode, file: { path?: string }) => {
    substituteFactsInTree(tree, PRODUCT_FACT_VALUES, file.path ?? 'a page');
  };
}
