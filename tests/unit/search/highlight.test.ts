import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptText, parseExcerpt } from '../../../src/lib/search/highlight';

describe('parseExcerpt', () => {
  it('splits text and <mark>ed matches', () => {
    expect(parseExcerpt('Run <mark>SigNoz</mark> with <mark>Docker</mark> Compose')).toEqual([
      { text: 'Run ', highlighted: false },
      { text: 'SigNoz', highlighted: true },
      { text: ' with ', highlighted: false },
      { text: 'Docker', highlighted: true },
      { text: ' Compose', highlighted: false },
    ]);
  });

  it('decodes escaped markup into plain text, never into tags', () => {
    const segments = parseExcerpt('&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark>');
    expect(segments[0]).toEqual({ text: '<script>alert(1)</script> ', highlighted: false });
  });

  it('keeps any tag other than mark as literal text', () => {
    const segments = parseExcerpt('<img src=x onerror=alert(1)><mark>b</mark>');
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)>', highlighted: false },
      { text: 'b', highlighted: true },
    ]);
  });

  it('tolerates unbalanced marks and empty input', () => {
    expect(parseExcerpt('<mark>open')).toEqual([{ text: 'open', highlighted: true }]);
    expect(parseExcerpt('')).toEqual([]);
    expect(parseExcerpt(null)).toEqual([]);
  });

  it('merges adjacent segments of the same kind', () => {
    expect(parseExcerpt('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', highlighted: true }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&amp;&quot;&#39;&#x27;&apos;&#128640;&bogus;')).toBe(`&"'''🚀&bogus;`);
  });

  it('refuses out-of-range and surrogate code points', () => {
    expect(decodeEntities('&#xD800;&#1114112;')).toBe('&#xD800;&#1114112;');
  });
});

describe('excerptText', () => {
  it('joins the text of all segments', () => {
    expect(excerptText('a <mark>b</mark> c')).toBe('a b c');
  });
});
