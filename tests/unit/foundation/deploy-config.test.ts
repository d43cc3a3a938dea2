import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  parseHeadersFile,
  redirectsFile,
  sha256Source,
} from '../../../scripts/lib/deploy-config.mjs';

describe('inlineScripts', () => {
  it('returns executable inline scripts only', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"FAQPage"}</script><script type="module">b()</script><script> </script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only our own scripts, by hash, and framing only by SigNoz itself', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [sha256Source('a()'), sha256Source('a()')] });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('googletagmanager');
    // SigNoz Cloud's onboarding screen shows docs pages in an iframe; no one else may frame the site.
    expect(csp).toMatch(/(^|; )frame-ancestors 'self' https:\/\/\*\.signoz\.cloud(;|$)/);
    expect(csp).toContain("object-src 'none'");
  });

  it('adds the analytics and Algolia hosts only when configured', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], gtag: true, algoliaAppId: 'ABC123' });
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://ABC123-dsn.algolia.net');
  });
});

describe('headers and redirects files', () => {
  it('round-trips through the parser the local server uses', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const all = rules.find((rule) => rule.pattern.test('/docs/'));
    expect(all?.headers['Content-Security-Policy']).toBe("default-src 'self'");
    expect(all?.headers['X-Content-Type-Options']).toBe('nosniff');
    const assets = rules.filter((rule) => rule.pattern.test('/assets/js/main.js'));
    expect(assets.some((rule) => rule.headers['Cache-Control']?.includes('immutable'))).toBe(true);
  });

  it("sends Pagefind's gzipped files as gzip-encoded responses, and only those", () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const encoding = (path: string) =>
      rules.find((rule) => rule.pattern.test(path) && rule.headers['Content-Encoding'])?.headers['Content-Encoding'];
    for (const path of [
      '/pagefind/wasm.en.pagefind',
      '/pagefind/pagefind.en_27caf026d5.pf_meta',
      '/pagefind/index/en_2e74209.pf_index',
      '/pagefind/filter/en_b3e4f6d.pf_filter',
      '/pagefind/fragment/en_f2f034a.pf_fragment',
    ]) {
      expect(encoding(path), path).toBe('gzip');
    }
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/assets/js/main.js', '/docs/']) {
      expect(
        rules.some((rule) => rule.pattern.test(path) && rule.headers['Content-Encoding']),
        path,
      ).toBe(false);
    }
  });

  it('serves the Markdown twins as text/markdown and the llms.txt files as UTF-8 text', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    const type = (path: string) =>
      rules.find((rule) => rule.pattern.test(path) && rule.headers['Content-Type'])?.headers['Content-Type'];
    expect(type('/docs/install/docker.md')).toBe('text/markdown; charset=utf-8');
    expect(type('/docs/install/docker/index.md')).toBe('text/markdown; charset=utf-8');
    expect(type('/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(type('/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(type('/docs/install/docker/')).toBeUndefined();
    expect(type('/robots.txt')).toBeUndefined();
  });

  it('lists both aliases of every page', () => {
    const text = redirectsFile(['', 'docs', 'docs/install/docker']);
    expect(text).toContain('/index.html / 301');
    expect(text).toContain('/docs/install/docker.html /docs/install/docker/ 301');
    expect(text).toContain('/docs/install/docker/index.html /docs/install/docker/ 301');
  });
});
