/**
 * Product facts the docs name (versions, chart versions, ports, Cloud
 * endpoints, SDK minimums), each with where it was read. The data lives in
 * product.json so the content checks (plain Node) read the same file; this
 * module gives it a type and a flat lookup by dotted key ("signoz.version").
 * Pages write %%key%%; src/plugins/remarkProductFacts.ts substitutes it.
 */
import * as factsModule from './product.json';

export interface ProductFact {
  value: string;
  /** The upstream file or tag the value was read from. */
  source: string;
}

type FactTree = { [key: string]: ProductFact | FactTree | string };

function isFact(node: unknown): node is ProductFact {
  return typeof node === 'object' && node !== null && 'value' in node && 'source' in node;
}

/** Every fact by its dotted key, e.g. `signoz.version`. */
export function flattenFacts(tree: FactTree, prefix = ''): Record<string, ProductFact> {
  const out: Record<string, ProductFact> = {};
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFact(node)) out[path] = node;
    else if (typeof node === 'object') Object.assign(out, flattenFacts(node, path));
  }
  return out;
}

// Bundlers and Vitest give the JSON as the default export; jiti (which loads the site config) gives the
// namespace itself. Accept both.
const facts = ((factsModule as { default?: unknown }).default ?? factsModule) as FactTree;

export const productFacts: Record<string, ProductFact> = flattenFacts(facts);
