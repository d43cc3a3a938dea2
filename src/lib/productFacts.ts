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
