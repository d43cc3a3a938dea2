import type { PagefindApi, PagefindFilters, PagefindResultData } from './pagefind';
import { examine } from './examine';
import { isRelevant, pagefindWord, queryWords, wordIsNear, type QueryWord } from './relevance';

/** What a search found once far matches are set aside (see relevance.ts). */
export interface RelevantResults {
  /** Relevant results among the first `limit` of Pagefind's, in its order. */
  results: PagefindResultData[];
  /** Pages found: Pagefind's count less the results set aside; 0 when none of those examined is relevant. */
  total: number;
  /** The words that were searched for (aliases and corrections applied). */
  searched: string;
  /**
   * What titles are ranked by: the query as typed, each searched word in place of the word typed for it,
   * filler words kept (rankingPhrase).
   */
  rankedBy: string;
  /** Pagefind's filter counts for what was searched. */
  totalFilters: Record<string, Record<string, number>>;
}

/** Pagefind's own test for an exact-phrase query. */
const EXACT_PHRASE = /^\s*".+"\s*$/;

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
    return {
      results: data,
      total: response.results.length,
      searched: term,
      rankedBy: term,
      totalFilters: response.totalFilters ?? {},
    };
  }
  const words = queryWords(term);
  if (words.length === 0) return { results: [], total: 0, searched: '', rankedBy: '', totalFilters: {} };
  const searched = words.map((word) => word.search);
  let response = await pagefind.search(searched.join(' '), { filters });
  if (!response) return null;
  let examined = await examine(response.results.slice(0, limit));

  // Loaded only when a word needs it (typoCorrection.ts): typos and nonsense are the exception, and the
  // first query's download stays as it was. Its word test, which accepts typos, then judges the results.
  let typos: typeof import('./typoCorrection') | null = null;
  let corrected = false;
  for (const [index, word] of words.entries()) {
    if (examined.some((e) => wordIsNear(word, e.matched))) continue;
    typos ??= await import('./typoCorrection');
    const replacement = await typos.correctWord(pagefind, words, searched, index, filters);
    if (replacement === null) continue;
    searched[index] = replacement;
    corrected = true;
  }
  if (corrected) {
    response = await pagefind.search(searched.join(' '), { filters });
    if (!response) return null;
    examined = await examine(response.results.slice(0, limit));
  }

  const test = typos?.isNear;
  const relevant = examined.filter((e) => isRelevant(words, e.matched, e.data.meta.title ?? '', test));
  const setAside = examined.length - relevant.length;
  return {
    results: relevant.map((e) => e.data),
    total: relevant.length === 0 ? 0 : response.results.length - setAside,
    searched: searched.join(' '),
    rankedBy: rankingPhrase(term, words, searched),
    totalFilters: response.totalFilters ?? {},
  };
}

/**
 * The query as typed, each word that was searched replaced by what was searched for it (a corrected typo,
 * an alias), the filler words that were not searched kept in place: a title holds "ruby on rails" as a
 * phrase only if it says "on" between the two ("Instrument Ruby on Rails applications", not "Collect Ruby
 * and Rails application logs"), which the searched words alone ("ruby rails") cannot tell.
 */
export function rankingPhrase(term: string, words: QueryWord[], searched: string[]): string {
  const phrase: string[] = [];
  let next = 0;
  for (const chunk of term.split(/\s+/)) {
    const typed = pagefindWord(chunk);
    if (!typed) continue;
    if (next < words.length && words[next].typed === typed) {
      phrase.push(searched[next]);
      next += 1;
    } else phrase.push(typed);
  }
  return phrase.join(' ');
}
