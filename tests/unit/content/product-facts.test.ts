import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productFacts } from '../../../src/data/productFacts';
import { substituteFacts } from '../../../src/lib/productFacts';
import { readVerified, verifiedRelease } from '../../../src/lib/docs/verified';

describe('product facts', () => {
  it('have a value and a source each, under dotted keys', () => {
    expect(Object.keys(productFacts).length).toBeGreaterThan(10);
    for (const [key, fact] of Object.entries(productFacts)) {
      expect(key).toMatch(/^[a-z][\w]*(\.[a-zA-Z][\w]*)+$/);
      expect(fact.value.length).toBeGreaterThan(0);
      expect(fact.source.length).toBeGreaterThan(10);
    }
    expect(productFacts['signoz.tag'].value).toBe(`v${productFacts['signoz.version'].value}`);
    expect(productFacts['cloud.header'].value).toBe('signoz-ingestion-key');
  });

  it('are substituted in text, and an unknown key fails loudly', () => {
    const values = { 'signoz.version': '0.138.0', 'chart.signoz': '0.131.0' };
    expect(substituteFacts('helm install --version %%chart.signoz%% (SigNoz %%signoz.version%%)', values)).toBe(
      'helm install --version 0.131.0 (SigNoz 0.138.0)',
    );
    expect(substituteFacts('CPU at 50%% of quota', values)).toBe('CPU at 50%% of quota');
    expect(() => substituteFacts('%%signoz.verison%%', values, 'docs/x.mdx')).toThrow(
      /Unknown product fact %%signoz.verison%% in docs\/x.mdx/,
    );
  });

  it('is the same file the content checks read', () => {
    const raw = JSON.parse(readFileSync('src/data/product.json', 'utf8'));
    expect(raw.signoz.version.value).toBe(productFacts['signoz.version'].value);
  });
});

describe('verified front matter', () => {
  it('reads version and day, and names the release line', () => {
    const value = readVerified({ signoz: '0.138.0', date: '2026-11-26' });
    expect(value).toEqual({ signoz: '0.138.0', date: '2026-11-26' });
    expect(verifiedRelease(value!)).toBe('SigNoz v0.138');
    expect(readVerified({ signoz: '0.138.0', date: new Date('2026-11-26') })?.date).toBe('2026-11-26');
  });

  it('rejects malformed values', () => {
    expect(readVerified(undefined)).toBeUndefined();
    expect(readVerified({ signoz: 'latest', date: '2026-11-26' })).toBeUndefined();
    expect(readVerified({ signoz: '0.138.0', date: 'last week' })).toBeUndefined();
  });
});
