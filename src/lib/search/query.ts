/**
 * Longest query we hand to the search engine. Readers may paste more (a stack
 * trace, a log line); we search its first words and say so, rather than make
 * the engine load an index chunk for every one of hundreds of words.
 */
export const MAX_QUERY_LENGTH = 256;

export interface NormalizedQuery {
  /** The text we search for; '' means "no query". */
  term: string;
  /** True when the reader's text was longer than MAX_QUERY_LENGTH. */
  truncated: boolean;
}

// Control characters (C0, DEL, C1) except whitespace, which is collapsed below.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Normalises what the reader typed: Unicode NFC (so "é" typed two ways finds
 * the same pages), no control characters, runs of whitespace collapsed, trimmed,
 * and cut at a word boundary to MAX_QUERY_LENGTH without splitting a surrogate
 * pair (emoji stay whole).
 */
export function normalizeQuery(raw: string | null | undefined): NormalizedQuery {
  if (!raw) return { term: '', truncated: false };
  const clean = raw.normalize('NFC').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_QUERY_LENGTH) return { term: clean, truncated: false };
  let cut = chars.slice(0, MAX_QUERY_LENGTH).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > MAX_QUERY_LENGTH / 2) cut = cut.slice(0, lastSpace);
  return { term: cut.trim(), truncated: true };
}

/** Shortens a query for display in headings ("No results for …"). */
export function displayQuery(term: string, max = 80): string {
  const chars = Array.from(term);
  return chars.length <= max ? term : `${chars.slice(0, max).join('')}…`;
}
