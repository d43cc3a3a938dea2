import type { PagefindApi, PagefindFilters, PagefindResult, PagefindResultData } from './pagefind';
import {
  contentTokens,
  isForm,
  isRelevant,
  isTypoOf,
  matchedWords,
  queryWords,
  typeAheadCandidates,
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

/** Results a corrected word is checked on: its matches are much the same on every page. */
const PROBED_RESULTS = 2;

interface Examined {
  data: PagefindResultData;
  /** Candidate words at the result's match locations. */
  matched: string[];
}

/** Matched words per result data (Pagefind caches the data object of a page, so this is reused). */
const matchedCache = new WeakMap<PagefindResultData, string[]>();

async function examine(results: PagefindResult[]): Promise<Examined[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item) => {
    let matched = matchedCache.get(item);
    if (!matched) {
      matched = matchedWords(contentTokens(item.content ?? ''), item.locations ?? []);
      matchedCache.set(item, matched);
    }
    return { data: item, matched };
  });
}

/**
 * A shorter form of the query word at `index` whose matches are typos of what was typed, or null.
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
  for (const shorter of typeAheadCandidates(word.typed)) {
    const trial = searched.map((w, i) => (i === index ? shorter : w)).join(' ');
    const response = await pagefind.search(trial, { filters });
    if (!response || response.results.length === 0) continue;
    const probe = await examine(response.results.slice(0, PROBED_RESULTS));
    const typo = probe.some((e) => e.matched.some((m) => word.forms.some((form) => isTypoOf(form, m))));
    if (typo) return shorter;
  }
  return null;
}

/**
 * Searches `term` and keeps the relevant results among Pagefind's first `limit` (their fragments are
 * loaded for display anyway). A query word none of whose matches is a form of it is retried shorter,
 * once, to find what a typo meant. Null when Pagefind gives no answer.
 */
export async function searchRelevant(
  pagefind: PagefindApi,
  term: string,
  filters: PagefindFilters,
  limit: number,
): Promise<RelevantResults | null> {
  const words = queryWords(term);
  if (words.length === 0) return { results: [], total: 0, searched: '', totalFilters: {} };
  const searched = words.map((word) => word.search);
  let response = await pagefind.search(searched.join(' '), { filters });
  if (!response) return null;
  let examined = await examine(response.results.slice(0, limit));

  let corrected = false;
  for (const [index, word] of words.entries()) {
    if (examined.some((e) => wordIsNear(word, e.matched, isForm))) continue;
    const shorter = await correctWord(pagefind, words, searched, index, filters);
    if (shorter === null) continue;
    searched[index] = shorter;
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
