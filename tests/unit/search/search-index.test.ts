import { describe, expect, it } from 'vitest';
import {
  shouldIndex,
  spaceBlocks,
  urlForFile,
  withSectionWeight,
  withTitleMeta,
  withWeightedTitle,
} from '../../../src/plugins/performance/searchIndex/searchIndex.mjs';

describe('search index helpers', () => {
  it('maps built files to URLs with trailing slashes', () => {
    expect(urlForFile('index.html')).toBe('/');
    expect(urlForFile('docs/install/docker/index.html')).toBe('/docs/install/docker/');
    expect(urlForFile('404.html')).toBe('/404.html');
  });

  it('skips the 404 page, the search page, fixtures and docs snippets', () => {
    expect(shouldIndex('404.html')).toBe(false);
    expect(shouldIndex('search/index.html')).toBe(false);
    expect(shouldIndex('tests/crash/index.html')).toBe(false);
    expect(shouldIndex('docs/shared/cloud-endpoints/index.html')).toBe(false);
    expect(shouldIndex('docs/install/docker/index.html')).toBe(true);
    expect(shouldIndex('index.html')).toBe(true);
  });

  it('separates table cells and list items so their words do not run together', () => {
    expect(spaceBlocks('<tr><td>4318</td><td>otel</td></tr>')).toBe('<tr><td>4318</td> <td>otel</td> </tr> ');
  });

  it('uses the document title without the site suffix as the result title', () => {
    expect(withTitleMeta('<head><title data-rh=true>Pricing | SigNoz</title></head>')).toContain(
      '<meta data-pagefind-meta="title[content]" content="Pricing"></head>',
    );
    expect(withTitleMeta('<head><title>Say "hi" | SigNoz</title></head>')).toContain('content="Say &quot;hi&quot;"');
    expect(withTitleMeta('<head></head>')).toBe('<head></head>');
  });

  it('indexes the page title once more, weighted, at the top of the marked content', () => {
    const html =
      '<head><title>Pricing | SigNoz</title></head><main><div data-pagefind-body="" style=x><h1>Pay less</h1>';
    expect(withWeightedTitle(html, 10)).toContain(
      '<div data-pagefind-body="" style=x><p data-pagefind-weight="10">Pricing</p><h1>Pay less</h1>',
    );
    expect(withWeightedTitle('<div data-pagefind-body><p>x</p>', 10)).toBe('<div data-pagefind-body><p>x</p>');
  });

  it('weights docs content above other sections, and leaves valid HTML', () => {
    expect(withSectionWeight('<div data-pagefind-body="" style=x>', '/docs/install/', 1.5)).toBe(
      '<div data-pagefind-body="" data-pagefind-weight="1.5" style=x>',
    );
    expect(withSectionWeight('<div data-pagefind-body>', '/docs/install/', 2)).toBe(
      '<div data-pagefind-body data-pagefind-weight="2">',
    );
    expect(withSectionWeight('<div data-pagefind-body>', '/blog/post/', 2)).toBe('<div data-pagefind-body>');
  });
});
