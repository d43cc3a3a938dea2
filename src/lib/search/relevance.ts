/**
 * Which results are relevant to what the reader typed, and how a mistyped word is corrected.
 *
 * Pagefind matches each query word against the words of the index chunk it loads: every word that
 * begins with the query word's stem, or, when none does, the longest word that the query word begins
 * with. That fallback is what made nonsense find pages: "qqzzxxnotaword" matched the word "q" (a
 * shell flag), "xylophone" matched "x" (in "v0.x.y"). A typo fares no better: "kuberntes" matched
 * "kube", and "clickhose" matched nothing. Pagefind does not say which words a result matched, but
 * its fragment does: the words at the result's match locations. We judge those here:
 * - a word near a query word is one that begins with it (the reader may still be typing), one that
 *   shares most of its beginning (an inflection: Pagefind matches stems, "instrumentation" finds
 *   "instrument"), or one within a small edit distance (a typo, Damerau's adjacent transpositions
 *   counting as one edit);
 * - a result is relevant when every query word has a near word among its matches or in its title
 *   (Pagefind requires every query word too);
 * - a query word none of whose matches is a form of it (as typed or inflected) is retried with two
 *   letters swapped, then shorter (typoCandidates); a shorter form reaches the words that share its correct beginning ("kubern" finds
 *   "kubernetes"), and the retry is kept only if what it matched is within the edit distance of the
 *   typed word. (A typo of the word among the matches is not enough to skip the retry: "kuberntes"
 *   matched "kube" in "/etc/kubernetes/manifests/kube-apiserver.yaml", a token that also holds
 *   "kubernetes".)
 * Written here rather than taken from a library: the rules are a few lines over the one distance
 * function, and they must agree with how Pagefind splits and stems words.
 */

/**
 * Names readers type that the site's pages spell otherwise: "golang" is "Go" on the pages, "nodejs"
 * is "Node.js" (indexed as "node" and "js"). The query is searched with the page's word; results are
 * judged against either.
 */
export const WORD_ALIASES: Readonly<Record<string, string>> = { golang: 'go', nodejs: 'node' };

/**
 * Programming languages, for ranking: a framework's docs page does not repeat its language in its
 * title ("Instrument Flask applications"), so a language word in the query does not count against it.
 */
export const LANGUAGE_WORDS: ReadonlySet<string> = new Set([
  'python',
  'java',
  'javascript',
  'js',
  'typescript',
  'ts',
  'node',
  'nodejs',
  'go',
  'golang',
  'ruby',
  'php',
  'rust',
  'dotnet',
  'net',
  'csharp',
  'elixir',
  'swift',
  'kotlin',
  'scala',
]);

/** One word of the query: what was typed and the forms a page may use for it. */
export interface QueryWord {
  typed: string;
  /** What is searched for (the alias, else the typed word). */
  search: string;
  /** Forms a matched word is compared with (typed and alias). */
  forms: string[];
}

/** Lower-cased letter-and-digit runs of a text, in any script. */
export function wordParts(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The query's words as Pagefind reads them: split at spaces, lower-cased, punctuation dropped
 * ("Node.js" is one word, "nodejs").
 */
export function queryWords(term: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const chunk of term.split(/\s+/)) {
    const typed = wordParts(chunk).join('');
    if (!typed) continue;
    const alias = WORD_ALIASES[typed];
    words.push({ typed, search: alias ?? typed, forms: alias ? [typed, alias] : [typed] });
  }
  return words;
}

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
  if (editDistance(word, candidate) <= edits) return true;
  return typedLength >= 5 && editDistance(word, Array.from(candidate).slice(0, typedLength).join('')) <= edits;
}

/** English endings the stemmer removes or turns into one another ("queries" and "query", "pricing" and "price"). */
const SUFFIXES = [
  '',
  's',
  'es',
  'ies',
  'y',
  'e',
  'ed',
  'd',
  'ing',
  'ion',
  'ions',
  'ation',
  'ations',
  'er',
  'ers',
  'or',
  'ors',
  'ment',
  'ments',
  'ly',
  'al',
  'ally',
  'ity',
  'ive',
  'able',
  'ic',
  'ics',
  'ize',
  'ized',
  'izes',
  'izing',
];

/** The word without one of SUFFIXES, each way it can be read, keeping at least 3 letters. */
function bases(word: string): string[] {
  return SUFFIXES.filter((suffix) => word.endsWith(suffix) && word.length - suffix.length >= 3).map((suffix) =>
    word.slice(0, word.length - suffix.length),
  );
}

/**
 * Whether `candidate` is the query word `word` as written or inflected: it begins with it, or both are
 * one base with one of SUFFIXES ("instrumentation" and "instrumented", "logs" and "logging"), the way
 * Pagefind's stemmer makes them one word. "coredns" is not a form of "cors" (Pagefind's stem "cor"
 * reaches it), nor "kubernetes" of "kuberntes".
 */
export function isForm(word: string, candidate: string): boolean {
  if (!word || !candidate) return false;
  if (candidate.startsWith(word)) return true;
  return bases(word).some((base) => {
    if (!candidate.startsWith(base)) return false;
    let rest = candidate.slice(base.length);
    // A doubled last letter before the ending: "log" + "ging".
    if (rest.startsWith(base.slice(-1))) rest = SUFFIXES.includes(rest) ? rest : rest.slice(1);
    return SUFFIXES.includes(rest);
  });
}

/** Whether `candidate`, a word of a page, is near the query word `word`: a form of it or a typo of it. */
export function isNear(word: string, candidate: string): boolean {
  if (!word || !candidate) return false;
  return isForm(word, candidate) || isTypoOf(word, candidate);
}

/** The words a page's token stands for: its letter-and-digit runs and, for "Node.js", them joined. */
export function tokenCandidates(token: string): string[] {
  const parts = wordParts(token);
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/** Pagefind's word split of a fragment's content, which its match locations index. */
export function contentTokens(content: string): string[] {
  return content.split(/[\r\n\s]+/g);
}

/** The candidate words at a result's match locations. */
export function matchedWords(tokens: string[], locations: number[]): string[] {
  const words = new Set<string>();
  for (const location of locations) {
    const token = tokens[location];
    if (token) for (const candidate of tokenCandidates(token)) words.add(candidate);
  }
  return [...words];
}

/** Whether any of the candidates is near (or with `test`, passes it for) any form of the query word. */
export function wordIsNear(
  word: QueryWord,
  candidates: Iterable<string>,
  test: (word: string, candidate: string) => boolean = isNear,
): boolean {
  for (const candidate of candidates) {
    if (word.forms.some((form) => test(form, candidate))) return true;
  }
  return false;
}

/** A result is relevant when every query word has a near word among its matches or its title's words. */
export function isRelevant(words: QueryWord[], matched: string[], title: string): boolean {
  const candidates = [...matched, ...wordParts(title).flatMap(tokenCandidates)];
  return words.every((word) => wordIsNear(word, candidates));
}

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

/** Whether a title holds every word of the query that is not a language name (every word, if all are). */
export function titleCoversTopic(words: QueryWord[], title: string): boolean {
  const topic = words.filter((word) => !word.forms.some((form) => LANGUAGE_WORDS.has(form)));
  const needed = topic.length > 0 ? topic : words;
  if (needed.length === 0) return false;
  const candidates = wordParts(title).flatMap(tokenCandidates);
  return needed.every((word) => wordIsNear(word, candidates));
}
