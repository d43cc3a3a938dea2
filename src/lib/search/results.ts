import type { PagefindResultData, PagefindSubResult } from './pagefind';
import { sectionFromLabel, sectionFromPath, type SectionId } from './sections';
import { queryWords, titleBeginsWith, titleCoversTopic, type QueryWord } from './relevance';

/** One matching section of a page (a heading and the text under it). */
export interface SearchSubHit {
  /** Stable id for DOM ids and React keys. */
  key: string;
  title: string;
  url: string;
  excerpt: string;
}

/** One page in the results, with its best matching sections. */
export interface SearchHit {
  key: string;
  url: string;
  title: string;
  section: SectionId;
  /** Excerpt of the page as a whole, '' when a section shows it (may hold <mark> tags; render with parseExcerpt). */
  excerpt: string;
  subHits: SearchSubHit[];
}

/** How many matching sections we show under each page. */
export const MAX_SUB_HITS = 3;

function markCount(excerpt: string): number {
  return (excerpt.match(/<mark>/gi) ?? []).length;
}

function stripHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/**
 * Turns one Pagefind result into a page hit. Pagefind returns a sub-result for
 * every heading of the page that matched, plus one for the text before the
 * first heading (same URL as the page). We keep the page-level text as the
 * page's excerpt and show the sections with the most matches, in page order.
 */
export function toSearchHit(data: PagefindResultData, baseUrl = '/', maxSubHits = MAX_SUB_HITS): SearchHit {
  const pageUrl = data.url;
  const title = data.meta.title?.trim() || pageUrl;
  const section = sectionFromLabel(data.filters.section?.[0]) ?? sectionFromPath(pageUrl, baseUrl);
  const subs: (PagefindSubResult & { index: number })[] = (data.sub_results ?? []).map((s, index) => ({ ...s, index }));
  const pageLevel = subs.find((s) => stripHash(s.url) === s.url && s.url === pageUrl);
  const sections = subs.filter((s) => s !== pageLevel && s.url !== pageUrl && markCount(s.excerpt) > 0);
  const best = [...sections]
    .sort((a, b) => markCount(b.excerpt) - markCount(a.excerpt) || a.index - b.index)
    .slice(0, maxSubHits)
    .sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  const subHits: SearchSubHit[] = [];
  for (const s of best) {
    if (seen.has(s.url)) continue;
    seen.add(s.url);
    subHits.push({ key: `${pageUrl}::${s.url}`, title: s.title?.trim() || title, url: s.url, excerpt: s.excerpt });
  }
  // Pagefind's page excerpt is its best passage, often inside a section already listed: don't show it twice.
  let excerpt = pageLevel && markCount(pageLevel.excerpt) > 0 ? pageLevel.excerpt : data.excerpt;
  if (subHits.some((s) => s.excerpt === excerpt)) excerpt = '';
  return { key: pageUrl, url: pageUrl, title, section, excerpt, subHits };
}

/** Groups results by page (Pagefind already returns one result per page; duplicates are merged). */
export function groupResults(items: PagefindResultData[], baseUrl = '/', maxSubHits = MAX_SUB_HITS): SearchHit[] {
  const byUrl = new Map<string, SearchHit>();
  for (const data of items) {
    const hit = toSearchHit(data, baseUrl, maxSubHits);
    const existing = byUrl.get(hit.url);
    if (!existing) {
      byUrl.set(hit.url, hit);
      continue;
    }
    const known = new Set(existing.subHits.map((s) => s.url));
    for (const sub of hit.subHits) {
      if (!known.has(sub.url) && existing.subHits.length < maxSubHits) existing.subHits.push(sub);
    }
  }
  return [...byUrl.values()];
}

/** Lower-cased words of a text, in any script. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether a title holds the query's words next to each other and in order
 * ("Trace API overview" for "trace api"; each word may be the start of a title
 * word, as Pagefind matches prefixes). Single words never count: for them
 * Pagefind's title weighting already decides.
 */
export function titleHasPhrase(title: string, term: string): boolean {
  const query = wordsOf(term);
  if (query.length < 2) return false;
  const words = wordsOf(title);
  for (let start = 0; start + query.length <= words.length; start += 1) {
    if (query.every((word, i) => words[start + i].startsWith(word))) return true;
  }
  return false;
}

/**
 * Docs category pages (/docs/category/...) are generated lists of the pages in
 * a sidebar category: they carry the category's name but none of its content.
 */
export function isCategoryListing(url: string, baseUrl = '/'): boolean {
  return url.startsWith(`${baseUrl}docs/category/`);
}

/**
 * Pagefind ranks pages by BM25 over their words, which knows nothing of word
 * order, so a long post that says "tracing" and "FastAPI" often enough
 * outranks the page titled "Trace API overview" (Pagefind issue #437), and a
 * blog post or tutorial that says "Python" and "Flask" throughout outranks the
 * docs page "Instrument Flask applications" for "python flask". Within each
 * page of results (so that loading more never reorders what the reader has
 * seen), in this order, each group in Pagefind's order unless said:
 * 1. docs pages whose title holds the query as a phrase;
 * 2. docs pages whose title holds every word of the query, language names
 *    aside (a framework's page does not repeat its language: titleCoversTopic);
 *    in both, titles that begin with the query first (subjectFirst);
 * 3. other results whose title holds the query as a phrase;
 * 4. other results whose title holds every word of the query, as in 2;
 * 5. for a query of two words or more, docs pages that name every word in
 *    their title, their address or the headings of their matching sections
 *    together (`topicOf`, e.g. docsTopic);
 * 6. the rest.
 * Docs come first because they are the reference a reader acts on: for
 * "fluent bit" the page that sets Fluent Bit up, before a post comparing it
 * with Fluentd; for "send logs from file", "Collect logs from a file". A
 * title says more than an address or a heading: "migrate datadog" puts
 * the migration guide before the FAQ entry of that name, and one word ("pricing")
 * is too little to judge a page by its headings.
 * Results `eligible` rejects (listings of other pages) are never moved up.
 */
export function promoteTitleMatches<T>(
  items: T[],
  term: string,
  titleOf: (item: T) => string,
  pageSize: number,
  eligible: (item: T) => boolean = () => true,
  isDocs: (item: T) => boolean = () => false,
  topicOf: (item: T) => string = titleOf,
): T[] {
  const words = queryWords(term);
  const ordered: T[] = [];
  for (let start = 0; start < items.length; start += pageSize) {
    const page = items.slice(start, start + pageSize);
    const candidates = page.filter(eligible);
    const phrase = candidates.filter((item) => titleHasPhrase(titleOf(item), term));
    const docs = candidates.filter((item) => isDocs(item) && !phrase.includes(item));
    const docsByTitle = docs.filter((item) => titleCoversTopic(words, titleOf(item)));
    const othersByTitle = candidates.filter(
      (item) => !isDocs(item) && !phrase.includes(item) && titleCoversTopic(words, titleOf(item)),
    );
    const docsByTopic =
      words.length < 2
        ? []
        : docs.filter((item) => !docsByTitle.includes(item) && titleCoversTopic(words, topicOf(item)));
    const groups = [
      subjectFirst(phrase.filter(isDocs), words, titleOf),
      subjectFirst(docsByTitle, words, titleOf),
      phrase.filter((item) => !isDocs(item)),
      othersByTitle,
      docsByTopic,
    ];
    const moved = new Set(groups.flat());
    ordered.push(...groups.flat(), ...page.filter((item) => !moved.has(item)));
  }
  return ordered;
}

/**
 * Docs pages whose title begins with the query first, fewer title words before more, then the rest in the
 * order given. A title that opens with the query names the page's subject: of two docs pages that name
 * "sampling", "Sample traces with OpenTelemetry" is about it, "Tail sampling: keep every error and slow
 * trace" about one kind of it; "Falco alerts and metrics" is about Falco, "Instrument Falcon applications"
 * only begins with its letters. Among such titles the shorter is the more general page ("Kubernetes
 * monitoring" before "Kubernetes pods screen"), BM25's length normalisation applied to the title alone.
 * Titles that only contain the query keep Pagefind's order: "Collect .NET application logs" is not moved
 * ahead of "Instrument .NET applications with OpenTelemetry".
 */
function subjectFirst<T>(items: T[], words: QueryWord[], titleOf: (item: T) => string): T[] {
  const leading = items
    .filter((item) => titleBeginsWith(words, titleOf(item)))
    .map((item, index) => ({ item, index, length: wordsOf(titleOf(item)).length }))
    .sort((a, b) => a.length - b.length || a.index - b.index)
    .map(({ item }) => item);
  return [...leading, ...items.filter((item) => !leading.includes(item))];
}

/**
 * What a docs result says it is about: its title, the words of its address ("/docs/integrations/gcp/
 * gcp-serverless/" for "gcp cloud run", titled "Monitor Cloud Run, Cloud Functions and App Engine") and the
 * headings of the sections where the query matched ("Template variables" on the alerts page).
 */
export function docsTopic(data: PagefindResultData, baseUrl = '/'): string {
  const path = data.url.startsWith(baseUrl) ? data.url.slice(baseUrl.length) : data.url;
  const headings = (data.sub_results ?? []).filter((s) => markCount(s.excerpt) > 0).map((s) => s.title ?? '');
  return [
    data.meta.title ?? '',
    path
      .split('#')[0]
      // Hyphens stay: a hyphenated segment reads as its parts and as one word ("air-gapped" is also the
      // "airgapped" a reader's "Air-gapped" is searched as).
      .replace(/[/_]+/g, ' ')
      .trim(),
    ...headings,
  ].join(' ');
}

/** Whether a result is a docs page (by its section filter, else its URL). */
export function isDocsResult(data: PagefindResultData, baseUrl = '/'): boolean {
  return (sectionFromLabel(data.filters?.section?.[0]) ?? sectionFromPath(data.url, baseUrl)) === 'docs';
}

/** The flat list of navigable options (page, then its sections), in display order. */
export interface SearchOption {
  id: string;
  url: string;
  title: string;
  hitKey: string;
}

export function flattenHits(hits: SearchHit[]): SearchOption[] {
  const options: SearchOption[] = [];
  for (const hit of hits) {
    options.push({ id: hit.key, url: hit.url, title: hit.title, hitKey: hit.key });
    for (const sub of hit.subHits) options.push({ id: sub.key, url: sub.url, title: sub.title, hitKey: hit.key });
  }
  return options;
}

/** Moves the active option with arrow keys, wrapping around; -1 means "none". */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}
