import type { PagefindResult, PagefindResultData } from './pagefind';
import { contentTokens, matchedWords } from './relevance';

/** A result's data with the candidate words at its match locations (relevance.ts). */
export interface Examined {
  data: PagefindResultData;
  /** Candidate words at the result's match locations. */
  matched: string[];
}

/** A fragment's content split into words, once per page (Pagefind keeps one data object per page). */
const tokensCache = new WeakMap<PagefindResultData, string[]>();
/**
 * Matched words per match-location array: Pagefind gives the same data object again to a later search
 * with that search's locations in a new array, so the words are keyed by the array, not the object.
 */
const matchedCache = new WeakMap<number[], string[]>();

/** Loads the results' data and reads the words each one matched. */
export async function examine(results: PagefindResult[]): Promise<Examined[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item) => {
    const locations = item.locations ?? [];
    let matched = matchedCache.get(locations);
    if (!matched) {
      let tokens = tokensCache.get(item);
      if (!tokens) {
        tokens = contentTokens(item.content ?? '');
        tokensCache.set(item, tokens);
      }
      matched = matchedWords(tokens, locations);
      matchedCache.set(locations, matched);
    }
    return { data: item, matched };
  });
}
