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
 *   letters swapped, then shorter (typoCorrection.ts); a shorter form reaches the words that share its correct beginning ("kubern" finds
 *   "kubernetes"), and the retry is kept only if what it matched is within the edit distance of the
 *   typed word. (A typo of the word among the matches is not enough to skip the retry: "kuberntes"
 *   matched "kube" in "/etc/kubernetes/manifests/kube-apiserver.yaml", a token that also holds
 *   "kubernetes".)
 * The typo half (the distance, the retries) is typoCorrection.ts, a chunk loaded only when a word
 * needs it. Written here rather than taken from a library: the rules are a few lines over one distance
 * function, and they must agree with how Pagefind splits and stems words.
 */

/**
 * Names readers type that the site's pages spell otherwise: "golang" is "Go" on the pages. The query is
 * searched with the page's word; results are judged against either. ("nodejs" needs none: Pagefind
 * indexes "Node.js" as "nodejs" as well as "node" and "js", and searching "node" instead found the
 * Kubernetes node pages for "nodejs logs".)
 */
export const WORD_ALIASES: Readonly<Record<string, string>> = { golang: 'go' };

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
 * A word as Pagefind's query parser keeps it: lower-cased, punctuation dropped except the connector
 * kind, so "Node.js" is "nodejs" but "memory_limiter" keeps its underscore. Its index holds config keys
 * and error codes that way too: "memorylimiter" finds almost nothing, "memory_limiter" finds the pages.
 */
export function pagefindWord(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}\p{Pc}]+/gu) ?? []).join('');
}

/**
 * Words of a question that name no topic: "send logs from a file" is about "logs" and "file", which
 * "Collect logs from a file" is about, though it never says "send". Pagefind wants every query word on a
 * page, so such a word would shut out the page that answers. ("vs" and "signoz" are kept: "signoz vs
 * datadog" asks for the comparison.)
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the to from in into on of for with without by at and or how do does can i my me we our is are ' +
    'what why when where which send sending sent set setup up use using get'
  ).split(' '),
);

/**
 * The query's words as Pagefind reads them: split at spaces, lower-cased, punctuation but the
 * underscore dropped ("Node.js" is one word, "nodejs"; "TOO_MANY_PARTS" is "too_many_parts"). Filler
 * words are left out when a word that names a topic remains.
 */
export function queryWords(term: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const chunk of term.split(/\s+/)) {
    const typed = pagefindWord(chunk);
    if (!typed) continue;
    const alias = WORD_ALIASES[typed];
    words.push({ typed, search: alias ?? typed, forms: alias ? [typed, alias] : [typed] });
  }
  const topic = words.filter((word) => !FILLER_WORDS.has(word.typed));
  return topic.length > 0 ? topic : words;
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
  const found = SUFFIXES.filter((suffix) => word.endsWith(suffix) && word.length - suffix.length >= 3).map((suffix) =>
    word.slice(0, word.length - suffix.length),
  );
  // A doubled last letter before the ending: "logging" is "log" + "ging", so "logs" is a form of it.
  const undoubled = found
    .filter((base) => base.length >= 4 && base.at(-1) === base.at(-2))
    .map((base) => base.slice(0, -1));
  return [...found, ...undoubled];
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

/**
 * Whether `candidate` is the query word itself or one of its inflections, never a longer word it only
 * begins ("falcon" is a form of "falco" for matching, as Pagefind matches prefixes, but not the word).
 */
export function isSameWord(word: string, candidate: string): boolean {
  if (!isForm(word, candidate)) return false;
  return !candidate.startsWith(word) || SUFFIXES.includes(candidate.slice(word.length));
}

/** Whether a title's first words are the query's words, in order, each itself or inflected ("Sample traces" for "sampling"). */
export function titleBeginsWith(words: QueryWord[], title: string): boolean {
  const candidates = title
    .split(/\s+/)
    .map((token) => tokenCandidates(token))
    .filter((c) => c.length > 0);
  if (words.length === 0 || candidates.length < words.length) return false;
  return words.every((word, i) => word.forms.some((form) => candidates[i].some((c) => isSameWord(form, c))));
}

/**
 * The words a page's token stands for: its letter-and-digit runs and, for "Node.js", them joined; for
 * "`memory_limiter`", also the word with its underscore, as a query keeps it; for ".NET", "dotnet".
 */
export function tokenCandidates(token: string): string[] {
  const parts = wordParts(token);
  // ".NET" is a page's word for what readers type as "dotnet" ("ASP.NET" stays "aspnet": a framework).
  if (/^\.net\b/i.test(token)) return [...parts, 'dotnet'];
  if (parts.length < 2) return parts;
  const joined = parts.join('');
  const kept = pagefindWord(token);
  return kept === joined ? [...parts, joined] : [...parts, joined, kept];
}

/** Pagefind's word split of a fragment's content, which its match locations index. */
export function contentTokens(content: string): string[] {
  return content.split(/[\r\n\s]+/g);
}

/** The candidate words at a result's match locations. */
export function matchedWords(tokens: string[], locations: number[]): string[] {
  const seen = new Set<string>();
  const words = new Set<string>();
  for (const location of locations) {
    const token = tokens[location];
    // A common word matches hundreds of times: each distinct token is split once.
    if (!token || seen.has(token)) continue;
    seen.add(token);
    for (const candidate of tokenCandidates(token)) words.add(candidate);
  }
  return [...words];
}

/** A test of a page's word against a form of a query word: isForm, or with typos (typoCorrection.ts). */
export type WordTest = (word: string, candidate: string) => boolean;

/** Whether any of the candidates passes `test` (by default: is a form) for any form of the query word. */
export function wordIsNear(word: QueryWord, candidates: string[], test: WordTest = isForm): boolean {
  return candidates.some((candidate) => word.forms.some((form) => test(form, candidate)));
}

/**
 * A result is relevant when every query word has a near word (`test`) among its matches or its title's
 * words.
 */
export function isRelevant(words: QueryWord[], matched: string[], title: string, test: WordTest = isForm): boolean {
  const candidates = [...matched, ...title.split(/\s+/).flatMap(tokenCandidates)];
  return words.every((word) => wordIsNear(word, candidates, test));
}

/** Whether a title holds every word of the query that is not a language name (every word, if all are). */
export function titleCoversTopic(words: QueryWord[], title: string): boolean {
  const topic = words.filter((word) => !word.forms.some((form) => LANGUAGE_WORDS.has(form)));
  const needed = topic.length > 0 ? topic : words;
  if (needed.length === 0) return false;
  const candidates = title.split(/\s+/).flatMap(tokenCandidates);
  return needed.every((word) => wordIsNear(word, candidates));
}
