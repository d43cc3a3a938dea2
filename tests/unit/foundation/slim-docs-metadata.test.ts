// src/plugins/performance/slimDocsMetadata: the docs' descriptions leave the version metadata every docs
// page downloads, and each category index page gets those of its own cards; on the route props the real
// plugin-content-docs of a fixture site writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFixtureSite, repoFile } from './fixtureSite';

describe('slimDocsMetadata on a fixture site', () => {
  let fixture: Awaited<ReturnType<typeof loadFixtureSite>> | undefined;
  let props: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    const doc = (title: string, description: string) =>
      `---\ntitle: ${title}\ndescription: ${description}\n---\nBody.\n`;
    fixture = await loadFixtureSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Fixture', url: 'https://example.test', baseUrl: '/', trailingSlash: true,
  presets: [['classic', { docs: false, blog: false, pages: false, debug: false }]],
  plugins: [[require(${JSON.stringify(repoFile('src/plugins/performance/slimDocsMetadata/index.ts'))}).default,
    { routeBasePath: 'docs', sidebarPath: './sidebars.js' }]],
};
`,
      'sidebars.js': `module.exports = { docs: ['install', { type: 'category', label: 'Alerts', link: { type: 'generated-index' }, items: ['alerts/latency', 'alerts/errors'] }] };`,
      'docs/install.md': doc('Install', 'Run SigNoz with Docker.'),
      'docs/alerts/latency.md': doc('Latency', 'Alert on p99 latency.'),
      'docs/alerts/errors.md': doc('Errors', 'Alert on the error rate.'),
    });
    const dir = join(fixture.site, '.docusaurus/docusaurus-plugin-content-docs/default/p');
    props = Object.fromEntries(
      readdirSync(dir).map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
    );
  }, 60_000);

  afterAll(() => fixture?.remove());

  const withKey = (key: string) => Object.values(props).filter((value) => key in value);

  it('keeps only the ids of the docs in the version metadata (each an empty entry), and its sidebars', () => {
    const [version] = withKey('version') as {
      version: { docs: Record<string, Record<string, unknown>>; docsSidebars: Record<string, unknown[]> };
    }[];
    expect(version.version.docs).toEqual({
      install: {},
      'alerts/latency': {},
      'alerts/errors': {},
    });
    expect(Object.keys(version.version.docsSidebars)).toEqual(['docs']);
  });

  it('gives the category index page the descriptions of the docs its cards list, and only those', () => {
    const [index] = withKey('categoryGeneratedIndex') as { docDescriptions: Record<string, string> }[];
    expect(index.docDescriptions).toEqual({
      'alerts/latency': 'Alert on p99 latency.',
      'alerts/errors': 'Alert on the error rate.',
    });
  });
});
