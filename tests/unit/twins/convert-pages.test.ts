import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledImage, convertPages, type ConvertJob } from '../../../src/plugins/markdownTwins/convertPages';
import { converterHash } from '../../../src/plugins/markdownTwins/twinCache';
import { twinsOf } from '../../../src/plugins/markdownTwins';
import { createTreeCapture } from '../../../src/plugins/performance/twinTrees';
import { compile } from './fixturePage';

let dir: string;
let job: ConvertJob;
const expected = () => readFileSync('tests/fixtures/markdown-twins/page.expected.md', 'utf8');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'twins-'));
  cpSync('tests/fixtures/markdown-twins/site', path.join(dir, 'site'), { recursive: true });
  const siteDir = path.join(dir, 'site');
  const file = path.join(siteDir, 'docs/guide/page.mdx');
  job = {
    pages: [
      {
        id: 'guide/page',
        title: 'Send traces to SigNoz',
        description: 'A fixture page.',
        permalink: '/docs/guide/page/',
        file,
      },
    ],
    siteDir,
    siteUrl: 'https://signoz.io',
    cacheDir: dir,
    facts: { 'signoz.version': '0.138.0' },
    permalinks: [[path.join(siteDir, 'docs/guide/other.mdx'), '/docs/guide/other/']],
    assetImages: [],
    converter: converterHash([path.resolve('src/lib/markdownTwins/convert.ts')]),
  };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('twins kept between builds', () => {
  it('are converted once, then reused until the page or a snippet it imports changes', async () => {
    const first = await twinsOf(job.pages, job);
    expect([first.converted, first.reused]).toEqual([1, 0]);
    expect(first.twins.get('/docs/guide/page/')).toBe(expected());

    const second = await twinsOf(job.pages, job);
    expect([second.converted, second.reused]).toEqual([0, 1]);
    expect(second.twins).toEqual(first.twins);

    const snippet = path.join(job.siteDir, 'docs/shared/endpoints.mdx');
    writeFileSync(snippet, readFileSync(snippet, 'utf8').replace('release', 'SigNoz release'));
    const afterSnippet = await twinsOf(job.pages, job);
    expect(afterSnippet.converted).toBe(1);
    expect(afterSnippet.twins.get('/docs/guide/page/')).toContain('SigNoz release 0.138.0');
  });

  it('are converted again when the facts, the title or the converter change', async () => {
    await twinsOf(job.pages, job);
    expect((await twinsOf(job.pages, { ...job, facts: { 'signoz.version': '0.139.0' } })).converted).toBe(1);
    expect((await twinsOf([{ ...job.pages[0], title: 'New title' }], job)).converted).toBe(1);
    expect((await twinsOf(job.pages, { ...job, converter: 'another' })).converted).toBe(1);
  });
});

describe('converting in worker threads', () => {
  it('gives the same twins as converting here', async () => {
    const pages = Array.from({ length: 120 }, (_, i) => ({ ...job.pages[0], permalink: `/docs/guide/page-${i}/` }));
    const result = await twinsOf(pages, job);
    expect([result.converted, result.reused]).toEqual([120, 0]);
    expect(result.twins.size).toBe(120);
    const here = convertPages({ ...job, pages: [pages[7]], cacheDir: mkdtempSync(path.join(dir, 'fresh-')) });
    expect(result.twins.get('/docs/guide/page-7/')).toBe(here.twins[0][1]);
  }, 120_000);
});

describe("pages whose tree the bundler's MDX loader kept", () => {
  it('are converted from that tree, here, into the same twin', async () => {
    const capture = createTreeCapture(() => true);
    for (const file of ['docs/guide/page.mdx', 'docs/guide/_steps.mdx', 'docs/shared/endpoints.mdx']) {
      await compile(capture, path.join(job.siteDir, file));
    }
    const copied: string[] = [];
    const trees = {
      has: (file: string) => capture.has(file),
      copyOf: (file: string) => (copied.push(path.relative(job.siteDir, file)), capture.copyOf(file)),
    };
    const result = await twinsOf(job.pages, job, trees);
    expect([result.converted, result.parsedByBundler]).toEqual([1, 1]);
    expect(copied).toContain('docs/guide/page.mdx');
    expect(result.twins.get('/docs/guide/page/')).toBe(expected());
  });
});

describe('images bundled next to a page', () => {
  it('are found by name when only one built image has it', () => {
    const names = ['shot-1a2b3c.png', 'diagram-9f8e.svg', 'diagram-0a1b.svg', 'shot-extra-77aa.png'];
    expect(bundledImage(names, '/site/docs/guide/shot.png')).toBe('/assets/images/shot-1a2b3c.png');
    expect(bundledImage(names, '/site/docs/guide/diagram.svg')).toBeUndefined();
    expect(bundledImage(names, '/site/docs/guide/missing.png')).toBeUndefined();
  });
});
