/**
 * Pagefind excerpts are HTML-escaped text with <mark> around matched words.
 * We never inject them as HTML: this splits an excerpt into plain-text
 * segments, flagged when highlighted, that React renders as text. Anything
 * that is not exactly <mark> or </mark> stays literal text.
 *
 * Hand-written rather than a full HTML parser: the input grammar is two fixed
 * tags plus entity escapes, and a parser would add weight to the search chunk.
 */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities Pagefind and HTML-escaping produce; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) {
        return String.fromCodePoint(code);
      }
      return entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

export function parseExcerpt(excerpt: string | null | undefined): HighlightSegment[] {
  if (!excerpt) return [];
  const segments: HighlightSegment[] = [];
  let highlighted = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') {
      highlighted = true;
      continue;
    }
    if (tag === '</mark>') {
      highlighted = false;
      continue;
    }
    if (!part) continue;
    const text = decodeEntities(part);
    const last = segments[segments.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else segments.push({ text, highlighted });
  }
  return segments;
}

/** Plain text of an excerpt (for titles and accessible names). */
export function excerptText(excerpt: string | null | undefined): string {
  return parseExcerpt(excerpt)
    .map((s) => s.text)
    .join('');
}
