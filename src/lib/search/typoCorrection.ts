/**
 * Typo correction for the search (see relevance.ts): what to search in place of a query word none of
 * whose matches is a form of it, and whether that worked. A chunk of its own, loaded only for such words.
 */
import { examine } from './examine';
import type { PagefindApi, PagefindFilters } from './pagefind';
import { isForm, type QueryWord } from './relevance';

/** Edits a word of this length may carry and still count as meant: none up to 3 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), by code point. */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length];
}

/**
 * A typo of `word`: within its allowed edits of `candidate`, or, for words of 5 letters or more, of as
 * much of `candidate` as was typed (the reader is still typing it). Not for shorter words: "cors" is
 * one edit from the "corr" of "correlation".
 */
export function isTypoOf(word: string, candidate: string): boolean {
  const typedLength = Array.from(word).length;
  const edits = allowedEdits(typedLength);
  if (edits === 0) return false;
  const candidateLength = Array.from(candidate).length;
  // Lengths further apart than the allowed edits need no distance computed.
  if (Math.abs(candidateLength - typedLength) <= edits && editDistance(word, candidate) <= edits) return true;
  if (typedLength < 5 || candidateLength < typedLength) return false;
  return editDistance(word, Array.from(candidate).slice(0, typedLength).join('')) <= edits;
}

/** Whether `candidate`, a word of a page, is near the query word `word`: a form of it or a typo of it. */
export function isNear(word: string, candidate: string): boolean {
  if (!word || !candidate) return false;
  return isForm(word, candidate) || isTypoOf(word, candidate);
}

/** Results a corrected word is checked on: its matches are much the same on every page. */
const PROBED_RESULTS = 2;

/**
 * Words to search for in place of a mistyped one, in two batches tried in turn (each batch's searches
 * run together; the first in order that works wins): the word with two neighbouring letters swapped
 * ("pyhton" → "python", the commonest typo, which no shorter form fixes when it comes early), then
 * shorter forms, longest first, one letter shorter each, down to 60% of the word (never under 3
 * letters). Pagefind extends a word to the words that begin with it, so a shorter form usually stops
 * before the typo and reaches the intended word ("kubern" → "kubernetes"). Words short enough to allow
 * no typo get none.
 */
export function typoCandidates(word: string): string[][] {
  const letters = Array.from(word);
  if (allowedEdits(letters.length) === 0) return [];
  const swaps: string[] = [];
  // The first letter is kept: a typo there is rare, and each new beginning loads another index chunk.
  for (let i = 1; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    swaps.push(swapped.join(''));
  }
  const shorter: string[] = [];
  const shortest = Math.max(3, Math.ceil(letters.length * 0.6));
  for (let length = letters.length - 1; length >= shortest; length--) shorter.push(letters.slice(0, length).join(''));
  return [swaps, shorter].filter((batch) => batch.length > 0);
}

/**
 * A word to search in place of the query word at `index` (typoCandidates) whose matches are typos of
 * what was typed, or null.
 * Searched with the other words as they are, so the matches are those of the whole query.
 */
export async function correctWord(
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
