import { describe, expect, it } from 'vitest';
import { displayQuery, MAX_QUERY_LENGTH, normalizeQuery } from '../../../src/lib/search/query';

describe('normalizeQuery', () => {
  it('returns an empty term for nothing or whitespace', () => {
    expect(normalizeQuery(undefined)).toEqual({ term: '', truncated: false });
    expect(normalizeQuery('   \n\t ')).toEqual({ term: '', truncated: false });
  });

  it('trims, collapses whitespace and drops control characters', () => {
    expect(normalizeQuery('  install \n\n docker\u0000  ').term).toBe('install docker');
  });

  it('normalises to NFC so composed and decomposed accents match', () => {
    expect(normalizeQuery('cafe\u0301').term).toBe('caf\u00e9');
  });

  it('keeps emoji and non-Latin text intact', () => {
    expect(normalizeQuery('🚀 部署 SigNoz').term).toBe('🚀 部署 SigNoz');
  });

  it('cuts a 1,000-character query at a word boundary and flags it', () => {
    const long = 'clickhouse '.repeat(91).slice(0, 1000);
    const { term, truncated } = normalizeQuery(long);
    expect(truncated).toBe(true);
    expect(term.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(term.endsWith('clickhouse')).toBe(true);
  });

  it('never splits an emoji when cutting', () => {
    const { term } = normalizeQuery('😀'.repeat(400));
    expect(Array.from(term)).toHaveLength(MAX_QUERY_LENGTH);
    expect(term).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe('displayQuery', () => {
  it('leaves short queries alone and ellipsises long ones', () => {
    expect(displayQuery('docker')).toBe('docker');
    expect(displayQuery('a'.repeat(100), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
