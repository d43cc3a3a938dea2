// src/plugins/performance/slimArchive: the archive page's props are each post's link, title and date, on
// the real output of plugin-content-blog (a fixture site loaded by the installed Docusaurus).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { slimArchiveRoute } from '../../../src/plugins/performance/slimArchive/slimArchive';
import { loadFixtureSite, repoFile } from './fixtureSite';

describe('slimArchiveRoute', () => {
  const post = (slug: string) => ({
    id: slug,
    content: `# ${slug}\n\n${'A long post. '.repeat(200)}`,
    metadata: {
      permalink: `/blog/${slug}/`,
      title: `Post ${slug}`,
      date: new Date('2026-11-01T00:00:00Z'),
      description: 'What it says.',
      tags: [{ label: 'traces', permalink: '/blog/tags/traces/' }],
    },
  });

  it("keeps each post's link, title and date and drops the rest", () => {
    const route: RouteConfig = {
      path: '/blog/archive/',
      component: '@theme/BlogArchivePage',
      exact: true,
      props: { archive: { blogPosts: [post('a'), post('b')] } },
    };
    const { route: slim, slimmed } = slimArchiveRoute(route);
    expect(slimmed).toBe(true);
    expect(slim.props).toEqual({
      archive: {
        blogPosts: [
          { metadata: { permalink: '/blog/a/', title: 'Post a', date: '2026-11-01T00:00:00.000Z' } },
          { metadata: { permalink: '/blog/b/', title: 'Post b', date: '2026-11-01T00:00:00.000Z' } },
        ],
      },
    });
    expect({ path: slim.path, component: slim.component, exact: slim.exact }).toEqual({
      path: '/blog/archive/',
      component: '@theme/BlogArchivePage',
      exact: true,
    });
  });

  it('passes any other route through as it is', () => {
    const route: RouteConfig = { path: '/blog/', component: '@theme/BlogListPage', props: { metadata: {} } };
    expect(slimArchiveRoute(route)).toEqual({ route, slimmed: false });
  });
});

describe('slimArchive on a fixture site', () => {
  let fixture: Awaited<ReturnType<typeof loadFixtureSite>> | undefined;
  let archive: { blogPosts: { metadata: Record<string, unknown> }[] };
  let postProps: string;

  beforeAll(async () => {
    const body = 'Collectors, receivers and exporters. '.repeat(100);
    fixture = await loadFixtureSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Fixture', url: 'https://example.test', baseUrl: '/', trailingSlash: true,
  presets: [['classic', { docs: false, blog: false, pages: false, debug: false }]],
  plugins: [[require(${JSON.stringify(repoFile('src/plugins/performance/slimArchive/index.ts'))}).default,
    { onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' }]],
};
`,
      'blog/2026-01-01-hello.md': `---\ntitle: Hello\n---\n${body}\n`,
      'blog/2026-02-01-again.md': `---\ntitle: Again\n---\n${body}\n`,
    });
    const generated = join(fixture.site, '.docusaurus/docusaurus-plugin-content-blog/default');
    const files = readdirSync(join(generated, 'p'));
    const archiveFile = files.find((name) => /^blog-archive-[0-9a-f]+\.json$/.test(name));
    if (!archiveFile) throw new Error(`no archive props among ${files.join(', ')}`);
    archive = JSON.parse(readFileSync(join(generated, 'p', archiveFile), 'utf8')).archive;
    postProps = readdirSync(generated)
      .filter((name) => name.endsWith('.json'))
      .map((name) => readFileSync(join(generated, name), 'utf8'))
      .join('\n');
  }, 60_000);

  afterAll(() => fixture?.remove());

  it("writes the archive page's props with each post's link, title and date only", () => {
    expect(archive.blogPosts).toEqual([
      { metadata: { permalink: '/blog/2026/02/01/again', title: 'Again', date: '2026-02-01T00:00:00.000Z' } },
      { metadata: { permalink: '/blog/2026/01/01/hello', title: 'Hello', date: '2026-01-01T00:00:00.000Z' } },
    ]);
  });

  it("leaves the posts' own pages their whole metadata", () => {
    expect(postProps).toContain('"permalink": "/blog/2026/01/01/hello"');
    expect(postProps).toMatch(/"readingTime":/);
  });
});
