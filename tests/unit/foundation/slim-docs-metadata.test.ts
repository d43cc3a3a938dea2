// src/plugins/performance/slimDocsMetadata: the docs' descriptions leave the version metadata every docs
// page downloads, and each category index page gets those of its own cards; on the route props the real
// plugin-content-docs of a fixture site writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(__dirname, '../../..');

describe('slimDocsMetadata on a fixture site', () => {
  let site: string;
  let props: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'slim-docs-site-'));
    symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
    mkdirSync(join(site, 'docs/alerts'), { recursive: true });
    const plugin = JSON.stringify(join(root, 'src/plugins/performance/slimDocsMetadata/index.ts'));
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      `module.exports = {
  title: 'Fixture', url: 'https://example.test', baseUrl: '/', trailingSlash: true,
  presets: [['classic', { docs: false, blog: false, pages: false, debug: false }]],
  plugins: [[require(${plugin}).default, { routeBasePath: 'docs', sidebarPath: './sidebars.js' }]],
};
`,
    );
    writeFileSync(
      join(site, 'sidebars.js'),
      `module.exports = { docs: ['install', { type: 'category', label: 'Alerts', link: { type: 'generated-index' }, items: ['alerts/latency', 'alerts/errors'] }] };`,
    );
    const doc = (title: string, description: string) =>
      `---\ntitle: ${title}\ndescription: ${description}\n---\nBody.\n`;
    writeFileSync(join(site, 'docs/install.md'), doc('Install', 'Run SigNoz with Docker.'));
    writeFileSync(join(site, 'docs/alerts/latency.md'), doc('Latency', 'Alert on p99 latency.'));
    writeFileSync(join(site, 'docs/alerts/errors.md'), doc('Errors', 'Alert on the error rate.'));
    const { loadSite } = require('@docusaurus/core/lib/server/site.js') as {
      loadSite(params: { siteDir: string }): Promise<unknown>;
    };
    await loadSite({ siteDir: site });
    const dir = join(site, '.docusaurus/docusaurus-plugin-content-docs/default/p');
    props = Object.fromEntries(
      readdirSync(dir).map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
    );
  }, 60_000);

  afterAll(() => {
    if (site) rmSync(site, { recursive: true, force: true });
  });

  const withKey = (key: string) => Object.values(props).filter((value) => key in value);

  it("leaves the docs' descriptions out of the version metadata, and keeps their ids, titles and sidebars", () => {
    const [version] = withKey('version') as { version: { docs: Record<string, Record<string, unknown>> } }[];
    expect(version.version.docs).toEqual({
      install: { id: 'install', title: 'Install', sidebar: 'docs' },
      'alerts/latency': { id: 'alerts/latency', title: 'Latency', sidebar: 'docs' },
      'alerts/errors': { id: 'alerts/errors', title: 'Errors', sidebar: 'docs' },
    });
  });

  it('gives the category index page the descriptions of the docs its cards list, and only those', () => {
    const [index] = withKey('categoryGeneratedIndex') as { docDescriptions: Record<string, string> }[];
    expect(index.docDescriptions).toEqual({
      'alerts/latency': 'Alert on p99 latency.',
      'alerts/errors': 'Alert on the error rate.',
    });
  });
});
