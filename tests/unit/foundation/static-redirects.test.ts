import { describe, expect, it } from 'vitest';
import { staticRedirects } from '../../../src/data/redirects';
import { redirectPage } from '../../../src/lib/redirects/redirectPage';

describe('static redirects', () => {
  it('send the reader on at once, name the target canonical and stay out of the index', () => {
    const html = redirectPage('/docs/', 'https://signoz.io');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/">');
    expect(html).toContain('<link rel="canonical" href="https://signoz.io/docs/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/docs/">');
  });
  it('may send the reader to a section, naming the page (not the section) canonical', () => {
    const html = redirectPage('/docs/ai/llm-observability/#anthropic', 'https://signoz.io');
    expect(html).toContain('content="0; url=/docs/ai/llm-observability/#anthropic"');
    expect(html).toContain('<link rel="canonical" href="https://signoz.io/docs/ai/llm-observability/">');
    expect(() => redirectPage('/docs/#a b', 'https://signoz.io')).toThrow(/site path/);
  });
  it('refuse a target that is not a path of the site', () => {
    expect(() => redirectPage('https://example.com/', 'https://signoz.io')).toThrow(/site path/);
    expect(() => redirectPage('/x/"><script>', 'https://signoz.io')).toThrow(/site path/);
  });
  it('name each old path once', () => {
    const froms = staticRedirects.map((r) => r.from);
    expect(froms.filter((from, i) => froms.indexOf(from) !== i)).toEqual([]);
  });
  it('are listed from and to trailing-slash paths, each with a reason', () => {
    for (const r of staticRedirects) {
      expect(r.from).toMatch(/^\/.*\/$/);
      expect(r.to).toMatch(/^\/.*\/(#[a-z0-9-]+)?$/);
      expect(r.from).not.toBe(r.to);
      expect(r.why.length).toBeGreaterThan(10);
    }
  });
});
