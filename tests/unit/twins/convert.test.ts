import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  absoluteImage,
  absoluteLink,
  mdxToMarkdown,
  type ConvertOptions,
} from '../../../src/lib/markdownTwins/convert';
import { fixtureOptions, page, siteDir } from './fixturePage';

const options = fixtureOptions;

/** Converts an MDX text as if it were the fixture page. */
const convert = (source: string, overrides: Partial<ConvertOptions> = {}) =>
  mdxToMarkdown(source, options({ title: 'T', description: undefined, ...overrides }));

describe('MDX to Markdown (the fixture page)', () => {
  const twin = mdxToMarkdown(readFileSync(page, 'utf8'), options());

  it('gives exactly the expected Markdown', () => {
    expect(twin).toBe(readFileSync('tests/fixtures/markdown-twins/page.expected.md', 'utf8'));
  });

  it('starts with the title as H1 and the description, and drops front matter, imports and comments', () => {
    expect(twin.startsWith('# Send traces to SigNoz\n\n> A fixture page.\n')).toBe(true);
    expect(twin).not.toMatch(/^---$|sidebar_position|^import |truncate|\{\/\*/m);
  });

  it('inlines snippets imported with @site/ and relative paths, resolving their product facts', () => {
    expect(twin).toContain('Use `ingest.<region>.signoz.cloud:443`, release 0.138.0.');
    expect(twin).toContain('1. Install the SDK.\n2. Start the app with `opentelemetry-instrument`.');
    expect(twin).not.toContain('%%');
  });

  it('renders each tab as a section headed by its label, one level under the current heading', () => {
    expect(twin).toMatch(/## Configure[\s\S]*\n### SigNoz Cloud\n[\s\S]*\n### Self-hosted\n/);
    expect(twin).not.toMatch(/<\/?Tab/);
  });

  it('moves headings inside a tab under the tab heading', () => {
    expect(twin).toContain('### Self-hosted\n\n#### Collector address\n');
  });

  it('renders admonitions as quotes headed by their type and title', () => {
    expect(twin).toContain('> **Note**\n>\n> Plain note with **bold** text.');
    expect(twin).toContain('> **Warning: Keep the key secret**\n>\n> Never commit `<your-ingestion-key>`.');
  });

  it('keeps code blocks with their language and title, and placeholders as written', () => {
    expect(twin).toContain('```yaml title="otel-collector-config.yaml"\nexporters:');
    expect(twin).toContain('endpoint: ingest.<region>.signoz.cloud:443');
    expect(twin).toContain('Send to `<otel-collector-host>:4317`.');
  });

  it('makes links absolute: site paths, anchors and linked Markdown files; external links stay', () => {
    expect(twin).toContain('[docs link](https://signoz.io/docs/install/docker/)');
    expect(twin).toContain('[anchor](https://signoz.io/docs/guide/page/#configure)');
    expect(twin).toContain('[relative page](https://signoz.io/docs/guide/other/#setup)');
    expect(twin).toContain('[external one](https://opentelemetry.io/docs/)');
  });

  it('renders figures and images with absolute URLs and their alt text, captions under figures', () => {
    expect(twin).toContain(
      '![Data flows from the SDK to the collector.](https://signoz.io/img/docs/flow.svg)\n\n_The path of a span._',
    );
    expect(twin).toContain('![A screenshot](https://signoz.io/img/docs/screen.png)');
  });

  it('prints directives Docusaurus does not use as the text they were, and literal expressions as text', () => {
    expect(twin).toContain('Server: SigNoz host:port < 1 ms.');
  });
});

describe('MDX to Markdown (cases)', () => {
  it('leaves explicit heading ids out of the heading text', () => {
    const md = convert(
      '## has_error \\{#has_error}\n\n## The `db.name` field \\{#db_name}\n\nText \\{#not-a-heading}\n',
    );
    expect(md).toContain('## has_error\n');
    expect(md).toContain('## The `db.name` field\n');
    expect(md).not.toContain('{#has_error}');
    expect(md).toContain('Text {#not-a-heading}');
  });
  it('drops a body H1 that repeats the title', () => {
    expect(convert('# Heading one\n\nText.', { title: 'Title' })).toBe('# Title\n\nText.\n');
  });

  it('caps tab headings at level 6 and nests tabs inside tabs', () => {
    const source = [
      '###### Deep',
      '',
      '<Tabs>',
      '<TabItem value="a" label="Outer">',
      '',
      '<Tabs>',
      '<TabItem value="b">',
      '',
      'Inner text.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(convert(source)).toBe('# T\n\n###### Deep\n\n###### Outer\n\n###### b\n\nInner text.\n');
  });

  it('unwraps unknown elements with content and leaves out empty ones, saying so', () => {
    const warnings: string[] = [];
    const out = convert('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n<Widget />', {
      warn: (message) => warnings.push(message),
    });
    expect(out).toContain('More');
    expect(out).toContain('Hidden text.');
    expect(out).not.toContain('<');
    expect(warnings).toEqual([expect.stringContaining('<Widget /> has no Markdown form')]);
  });

  it('fails on a snippet that imports itself', () => {
    const cyclic = path.join(siteDir, 'cycle.mdx');
    const source = "import Me from './cycle.mdx';\n\n<Me />";
    expect(() => convert(source, { filePath: cyclic, readFile: () => source })).toThrow(/Snippet import cycle/);
  });

  it('fails on an unknown product fact, like the page build', () => {
    expect(() => convert('Version %%signoz.verison%%.')).toThrow(/Unknown product fact %%signoz.verison%%/);
  });

  it('reads .md files as CommonMark: HTML comments go, other HTML stays', () => {
    const out = convert('Before\n\n<!-- truncate -->\n\n<kbd>Ctrl</kbd> after', {
      filePath: path.join(siteDir, 'post.md'),
    });
    expect(out).toBe('# T\n\nBefore\n\n<kbd>Ctrl</kbd> after\n');
  });
});

describe('absolute URLs', () => {
  const o = options();
  it('resolve links', () => {
    expect(absoluteLink('/docs/', o, page)).toBe('https://signoz.io/docs/');
    expect(absoluteLink('#x', o, page)).toBe('https://signoz.io/docs/guide/page/#x');
    expect(absoluteLink('../other/', o, page)).toBe('https://signoz.io/docs/guide/other/');
    expect(absoluteLink('mailto:a@b.c', o, page)).toBe('mailto:a@b.c');
    expect(absoluteLink('pathname:///api/spec.yaml', o, page)).toBe('https://signoz.io/api/spec.yaml');
  });

  it('resolve images imported next to the page through the built assets, and warn when they cannot', () => {
    const warnings: string[] = [];
    const withAssets = options({
      assetUrl: (file) => (file.endsWith('guide/shot.png') ? '/assets/images/shot-1a2b.png' : undefined),
      warn: (message) => warnings.push(message),
    });
    expect(absoluteImage('./shot.png', withAssets, page)).toBe('https://signoz.io/assets/images/shot-1a2b.png');
    expect(absoluteImage('./gone.png', withAssets, page)).toBe('https://signoz.io/docs/guide/page/gone.png');
    expect(warnings).toHaveLength(1);
  });
});
