import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { getHtmlMinifier } from '@docusaurus/bundler';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  contentWeight,
  DOCS_WEIGHT,
  HISTORICAL_WEIGHT,
  shouldIndex,
  spaceBlocks,
  urlForFile,
  withSectionWeight,
  withSidebarLabel,
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
    expect(spaceBlocks('<tr><td>4318</td><td>otel</td></tr>')).toBe(' <tr> <td>4318</td>  <td>otel</td> </tr> ');
    // As the minifier leaves them: end tags omitted.
    expect(spaceBlocks('<tr><td>4318<td>otel<tr><td>a<br>b')).toBe(' <tr> <td>4318 <td>otel <tr> <td>a <br>b');
    expect(spaceBlocks('<a href=/a>Start trial</a><a href=/b>See pricing</a>')).toBe(
      '<a href=/a>Start trial</a> <a href=/b>See pricing</a>',
    );
    // Elements whose names start like a block's are left alone.
    expect(spaceBlocks('<thead><path d=x><title>t</title><pre>')).toBe('<thead><path d=x><title>t</title> <pre>');
  });

  it('keeps cells, items and lines apart in the text Pagefind indexes from HTML minified as the build minifies it', async () => {
    const page =
      '<!doctype html><html lang=en><head><title>Ports</title></head><body><main><div data-pagefind-body>' +
      '<h1>Ports</h1><table><thead><tr><th>Port</th><th>Protocol</th></tr></thead>' +
      '<tbody><tr><td>4317</td><td>gRPC</td></tr><tr><td>4318</td><td>HTTP</td></tr></tbody></table>' +
      '<ul><li>collector</li><li>gateway</li></ul><dl><dt>Memory</dt><dd>4 GB</dd></dl>' +
      '<p>first line<br>second line</p></div></main></body></html>';
    // The build's own minifier (Docusaurus Faster: @swc/html, Docusaurus's options).
    const minified = (await (await getHtmlMinifier({ type: 'swc' })).minify(page)).code;
    // What made the words run together: the minifier drops the optional end tags.
    expect(minified).toContain('<td>4317<td>gRPC');

    const indexedText = async (html: string) => {
      const { index } = await pagefind.createIndex({});
      if (!index) throw new Error('Pagefind did not start');
      try {
        await index.addHTMLFile({ url: '/ports/', content: html });
        const { files } = await index.getFiles();
        const fragment = files.find((file) => file.path.startsWith('fragment/'));
        if (!fragment) throw new Error('Pagefind wrote no fragment');
        const json = gunzipSync(fragment.content);
        return (JSON.parse(json.subarray(json.indexOf('{')).toString()) as { content: string }).content;
      } finally {
        await index.deleteIndex();
      }
    };
    try {
      const words = (await indexedText(spaceBlocks(minified))).split(/[\s.,]+/);
      for (const word of ['Port', 'Protocol', '4317', 'gRPC', '4318', 'HTTP', 'collector', 'gateway', 'Memory', '4'])
        expect(words).toContain(word);
      expect(words).toEqual(expect.arrayContaining(['first', 'line', 'second']));
      // Without the spaces, Pagefind reads some of them as one word.
      expect(await indexedText(minified)).toMatch(/4317gRPC|PortProtocol/);
    } finally {
      await pagefind.close();
    }
  }, 60_000);

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

  it("indexes the words of a docs page's sidebar label that its title lacks, weighted, after the H1", () => {
    const page = (label: string) =>
      '<head><title>Install SigNoz without internet access | SigNoz</title></head>' +
      `<nav><ul><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${label}</span></ul></nav>` +
      '<div data-pagefind-body=""><h1>Install SigNoz without internet access</h1><p>x';
    expect(withSidebarLabel(page('Air-gapped install'), 7)).toContain(
      '<h1>Install SigNoz without internet access</h1><p data-pagefind-weight="7">Air-gapped</p><p>x',
    );
    expect(withSidebarLabel(page('R&amp;D &lt;setup&gt;'), 7)).toContain(
      '<p data-pagefind-weight="7">R&amp;D &lt;setup></p>',
    );
    // Nothing new to index: every word of the label is in the title, or there is no label.
    expect(withSidebarLabel(page('Install without internet'), 7)).toBe(page('Install without internet'));
    const noCrumb = '<head><title>A | SigNoz</title></head><div data-pagefind-body=""><h1>A</h1>';
    expect(withSidebarLabel(noCrumb, 7)).toBe(noCrumb);
  });

  it('weights the H1 instead when it says the title, so the title is not indexed twice', () => {
    const html =
      '<head><title>Install &amp; run | SigNoz</title></head><h1>Site</h1><div data-pagefind-body=""><h1 class=t>Install &amp; run</h1><p>x';
    expect(withWeightedTitle(html, 10)).toBe(
      '<head><title>Install &amp; run | SigNoz</title></head><h1>Site</h1><div data-pagefind-body=""><h1 data-pagefind-weight="10" class=t>Install &amp; run</h1><p>x',
    );
  });

  it('weights docs above other sections, and the historical upgrade guides below both', () => {
    expect(contentWeight('/docs/operate/upgrade-overview/')).toBe(DOCS_WEIGHT);
    expect(contentWeight('/blog/signoz-v0-95-legacy-alertmanager-removed/')).toBe(1);
    expect(contentWeight('/docs/operate/migration/upgrade-0.9/')).toBe(HISTORICAL_WEIGHT);
    expect(contentWeight('/docs/category/migration/')).toBe(HISTORICAL_WEIGHT);
    expect(HISTORICAL_WEIGHT).toBeLessThan(1);
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

describe('buildSearchIndex', () => {
  it('writes the same index with pages in flight as adding them one at a time', async () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'search-index-'));
    try {
      for (let n = 0; n < 11; n++) {
        mkdirSync(join(buildDir, `docs/page-${n}`), { recursive: true });
        writeFileSync(
          join(buildDir, `docs/page-${n}/index.html`),
          `<!doctype html><html lang=en><head><title>Page ${n} | SigNoz</title></head><body><main>` +
            `<div data-pagefind-body><h1>Page ${n}</h1><p>word${n} shared text ${'filler '.repeat(n * 20)}</p>` +
            `</div></main></body></html>`,
        );
      }
      const build = async (pagesInFlight: number) => {
        const outputPath = join(buildDir, `pagefind-${pagesInFlight}`);
        const { pageCount } = await buildSearchIndex({ buildDir, outputPath, pagesInFlight, log: () => undefined });
        expect(pageCount).toBe(11);
        const files = readdirSync(outputPath, { recursive: true, encoding: 'utf8' }).sort();
        return files.map((file) => [
          file,
          statSync(join(outputPath, file)).isFile() ? readFileSync(join(outputPath, file)) : null,
        ]);
      };
      const oneByOne = await build(1);
      // Pagefind numbers pages in the order it receives them: a different order gives other file names.
      expect(oneByOne.some(([file]) => String(file).endsWith('.pf_meta'))).toBe(true);
      expect(await build(4)).toEqual(oneByOne);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  }, 60_000);
});
