import { describe, expect, it } from 'vitest';
import { docsOutline, type SidebarItemLike } from '../../../src/lib/markdownTwins/docsOutline';
import {
  entryLine,
  fullTextFiles,
  fullTextIndex,
  fullTextPart,
  listTwin,
  llmsTxt,
} from '../../../src/lib/markdownTwins/llmsTxt';
import { twinFiles, twinPath } from '../../../src/lib/markdownTwins/paths';
import { apiReferenceMarkdown } from '../../../src/lib/markdownTwins/apiReference';
import type { OpenApiDoc } from '../../../src/lib/openapi/types';

const site = 'https://signoz.io';

describe('twin paths', () => {
  it('append .md to the page path without its trailing slash, and also serve index.md', () => {
    expect(twinPath('/docs/install/docker/')).toBe('/docs/install/docker.md');
    expect(twinFiles('/docs/install/docker/')).toEqual(['docs/install/docker.md', 'docs/install/docker/index.md']);
    expect(twinPath('/')).toBe('/index.md');
    expect(twinFiles('/')).toEqual(['index.md']);
  });
});

describe('llms.txt', () => {
  it('lists a page as its title linking to its twin, then its description on one line', () => {
    expect(entryLine(site, { permalink: '/docs/x/', title: 'A [beta] page', description: 'Two\n  lines.' })).toBe(
      '- [A \\[beta\\] page](https://signoz.io/docs/x.md): Two lines.',
    );
    expect(entryLine(site, { permalink: '/docs/y/', title: 'No description' })).toBe(
      '- [No description](https://signoz.io/docs/y.md)',
    );
  });

  it('has the name as H1, the summary as a quote, the details, then non-empty sections', () => {
    const text = llmsTxt({
      siteUrl: site,
      name: 'SigNoz',
      summary: 'What it is.',
      details: 'How to read it.',
      sections: [
        { title: 'Docs', entries: [{ permalink: '/docs/', title: 'Intro', description: 'Start.' }] },
        { title: 'Empty', entries: [] },
      ],
    });
    expect(text).toBe(
      '# SigNoz\n\n> What it is.\n\nHow to read it.\n\n## Docs\n\n- [Intro](https://signoz.io/docs.md): Start.\n',
    );
  });

  it('writes list twins for index pages', () => {
    expect(
      listTwin(
        site,
        { permalink: '/blog/', title: 'Blog', description: 'Posts.' },
        [{ permalink: '/blog/a/', title: 'A' }],
        'All 1 posts.',
      ),
    ).toBe('# Blog\n\n> Posts.\n\nAll 1 posts.\n\n- [A](https://signoz.io/blog/a.md)\n');
  });
});

describe('llms-full.txt', () => {
  const part = fullTextPart(site, '/docs/a/', '# A\n\n> About A.\n\nBody.\n');
  const twoSections = [
    { slug: 'docs', title: 'Docs', parts: [part] },
    { slug: 'install', title: 'Install', parts: [part] },
  ];
  const filesFor = (sections: typeof twoSections, limit: number) => fullTextFiles({ name: 'SigNoz', sections, limit });

  it('names where each page lives under its title', () => {
    expect(part).toBe('# A\n\nSource: https://signoz.io/docs/a/\n\n> About A.\n\nBody.');
  });

  it('is one file while under the limit', () => {
    const files = filesFor(twoSections, 10_000);
    expect(files.map((f) => f.file)).toEqual(['llms-full.txt']);
    expect(files[0].content.split('\n\n---\n\n')).toHaveLength(3);
  });

  it('splits per section past the limit, leaving out empty sections', () => {
    const files = filesFor(
      [
        { slug: 'docs', title: 'Docs', parts: [part] },
        { slug: 'install', title: 'Install', parts: [part, part] },
        { slug: 'empty', title: 'Empty', parts: [] },
      ],
      100,
    );
    expect(files.map((f) => f.file)).toEqual(['llms-full-docs.txt', 'llms-full-install.txt']);
    expect(files[1].content).toContain('# SigNoz documentation: Install (full text)');
  });

  it('once split, lists every section file at the conventional path', () => {
    const index = fullTextIndex('SigNoz', site, filesFor(twoSections, 100));
    expect(index.startsWith('# SigNoz documentation (full text)\n\n> ')).toBe(true);
    expect(index).toContain('- [SigNoz documentation: Docs (full text)](https://signoz.io/llms-full-docs.txt)');
    expect(index).toContain('- [SigNoz documentation: Install (full text)](https://signoz.io/llms-full-install.txt)');
  });
});

describe('docs outline', () => {
  const docs = ['intro', 'install/docker', 'install/k8s/aws', 'install/overview', 'shared/snippet'].map((id) => ({
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    permalink: `/docs/${id}/`,
  }));
  const sidebar: SidebarItemLike[] = [
    { type: 'doc', id: 'intro' },
    {
      type: 'category',
      label: 'Install self-hosted',
      link: { type: 'generated-index', permalink: '/docs/category/install/', description: 'Run it yourself.' },
      items: [
        { type: 'doc', id: 'install/docker' },
        {
          type: 'category',
          label: 'Kubernetes',
          link: { type: 'doc', id: 'install/overview' },
          items: [{ type: 'doc', id: 'install/k8s/aws' }],
        },
        { type: 'link', href: 'https://example.com', label: 'Elsewhere' },
      ],
    },
  ];
  const outline = docsOutline(docs, sidebar);

  it('groups pages by top-level category in sidebar order, with category pages, and ends with the rest', () => {
    expect(outline.sections.map((s) => [s.slug, s.title, s.entries.map((e) => e.permalink)])).toEqual([
      ['docs', 'Docs', ['/docs/intro/']],
      [
        'install-self-hosted',
        'Docs: Install self-hosted',
        ['/docs/category/install/', '/docs/install/docker/', '/docs/install/overview/', '/docs/install/k8s/aws/'],
      ],
      ['other-pages', 'Docs: pages outside the sidebar', ['/docs/shared/snippet/']],
    ]);
    expect(outline.sections[1].docIds).toEqual(['install/docker', 'install/overview', 'install/k8s/aws']);
  });

  it('gives each generated category page the list of its items', () => {
    expect(outline.generatedIndexes).toEqual([
      {
        page: { permalink: '/docs/category/install/', title: 'Install self-hosted', description: 'Run it yourself.' },
        entries: [
          {
            permalink: '/docs/install/docker/',
            title: 'Title of install/docker',
            description: 'About install/docker.',
          },
          {
            permalink: '/docs/install/overview/',
            title: 'Title of install/overview',
            description: 'About install/overview.',
          },
        ],
      },
    ]);
  });
});

describe('API reference twin', () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'The API', version: '1', summary: 'Rules over HTTP.', description: 'Uses **JSON**.' },
    tags: [{ name: 'Rules', description: 'Alert rules.' }],
    paths: {
      '/api/v1/rules': {
        get: {
          tags: ['Rules'],
          operationId: 'listRules',
          summary: 'List rules',
          responses: { '200': { description: 'The rules.' } },
        },
        post: { tags: ['Rules'], operationId: 'createRule', summary: 'Create a rule', deprecated: true, responses: {} },
      },
    },
    components: { schemas: {} },
  } as unknown as OpenApiDoc;

  it('lists the operations by tag and ends with the OpenAPI document in a fence nothing in it can close', () => {
    const yamlSource = 'openapi: 3.1.0\ndescription: "``` inside"\n';
    const out = apiReferenceMarkdown(doc, yamlSource);
    expect(out).toContain(
      '# The API\n\n> Rules over HTTP.\n\nUses **JSON**.\n\n## Rules\n\nAlert rules.\n\n### GET /api/v1/rules',
    );
    expect(out).toContain('**Create a rule** (deprecated)');
    expect(out).toContain('Responses: `200` The rules. Operation id: `listRules`.');
    expect(out).toContain('````yaml\nopenapi: 3.1.0\ndescription: "``` inside"\n````');
  });
});
