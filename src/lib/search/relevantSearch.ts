import type { PagefindApi, PagefindFilters, PagefindResult, PagefindResultData } from './pagefind';
import {
  contentTokens,
  isForm,
  isRelevant,
  isTypoOf,
  matchedWords,
  queryWords,
  typoCandidates,
  wordIsNear,
  type QueryWord,
} from './relevance';

/** What a search found once far matches are set aside (see relevance.ts). */
export interface RelevantResults {
  /** Relevant results among the first `limit` of Pagefind's, in its order. */
  results: PagefindResultData[];
  /** Pages found: Pagefind's count less the results set aside; 0 when none of those examined is relevant. */
  total: number;
  /** The words that were searched for (aliases and corrections applied). */
  searched: string;
  /** Pagefind's filter counts for what was searched. */
  totalFilters: Record<string, Record<string, number>>;
}

/** Pagefind's own test for an exact-phrase query. */
const EXACT_PHRASE = /^\s*".+"\s*$/;

/** Results a corrected word is checked on: its matches are much the same on every page. */
const PROBED_RESULTS = 2;

interface Examined {
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

async function examine(results: PagefindResult[]): Promise<Examined[]> {
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

/**
 * A word to search in place of the query word at `index` (typoCandidates) whose matches are typos of
 * what was typed, or null.
 * Searched with the other words as they are, so the matches are those of the whole query.
 */
async function correctWord(
  pagefind: PagefindApi,
  words: QueryWord[],
  searched: string[],
  index: number,
  filters: PagefindFilters,
): Promise<string | null> {
  const word = words[index];
  const works = async (candidate: string): Promise<boolean> => {
    const trial = searched.map((w, i) => (i === index ? candidate : w)).join(' ');
    const response = await pagefind.search(trial, { filters });
    if (!response || response.results.length === 0) return false;
    const probe = await examine(response.results.slice(0, PROBED_RESULTS));
    // Kept when Pagefind reached, through the candidate itself (a word it begins or inflects), a word that
    // is a typo of what was typed; not when the candidate only fell back to a shorter word of some
    // compound that happens to hold the intended one ("clickohse" to "click").
    const reached = (m: string) => isForm(candidate, m) && word.forms.some((form) => isTypoOf(form, m));
    return probe.some((e) => e.matched.some(reached));
  };
  for (const batch of typoCandidates(word.typed)) {
    // Together: one round trip for the batch rather than one per candidate (nonsense tries them all).
    const verdicts = await Promise.all(batch.map(works));
    const found = batch.find((_, i) => verdicts[i]);
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * Searches `term` and keeps the relevant results among Pagefind's first `limit` (their fragments are
 * loaded for display anyway). A query word none of whose matches is a form of it is retried
 * (typoCandidates) to find what a typo meant. Null when Pagefind gives no answer.
 */
export async function searchRelevant(
  pagefind: PagefindApi,
  term: string,
  filters: PagefindFilters,
  limit: number,
): Promise<RelevantResults | null> {
  // A quoted phrase is Pagefind's exact search: whole words, no prefixes, no fallback. Passed as typed.
  if (EXACT_PHRASE.test(term)) {
    const response = await pagefind.search(term, { filters });
    if (!response) return null;
    const data = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
    return { results: data, total: response.results.length, searched: term, totalFilters: response.totalFilters ?? {} };
  }
  const words = queryWords(term);
  if (words.length === 0) return { results: [], total: 0, searched: '', totalFilters: {} };
  const searched = words.map((word) => word.search);
  let response = await pagefind.search(searched.join(' '), { filters });
  if (!response) return null;
  let examined = await examine(response.results.slice(0, limit));

  let corrected = false;
  for (const [index, word] of words.entries()) {
    if (examined.some((e) => wordIsNear(word, e.matched, isForm))) continue;
    const replacement = await correctWord(pagefind, words, searched, index, filters);
    if (replacement === null) continue;
    searched[index] = replacement;
    corrected = true;
  }
  if (corrected) {
    response = await pagefind.search(searched.join(' '), { filters });
    if (!response) return null;
    examined = await examine(response.results.slice(0, limit));
  }

  const relevant = examined.filter((e) => isRelevant(words, e.matched, e.data.meta.title ?? ''));
  const setAside = examined.length - relevant.length;
  return {
    results: relevant.map((e) => e.data),
    total: relevant.length === 0 ? 0 : response.results.length - setAside,
    searched: searched.join(' '),
    totalFilters: response.totalFilters ?? {},
  };
}
