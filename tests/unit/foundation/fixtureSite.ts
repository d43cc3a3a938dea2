// A small Docusaurus site written to a temporary folder and loaded by the installed Docusaurus (content
// loaded, .docusaurus/ generated; no bundling), for tests of what plugins really generate.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(__dirname, '../../..');

/** Absolute path of a file of this repository, for a fixture config to require. */
export const repoFile = (path: string) => join(root, path);

/**
 * Writes `files` (paths relative to the site, `docusaurus.config.js` among them), loads the site and
 * returns its folder and a clean-up.
 */
export async function loadFixtureSite(files: Record<string, string>): Promise<{ site: string; remove(): void }> {
  const site = mkdtempSync(join(tmpdir(), 'fixture-site-'));
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const { loadSite } = require('@docusaurus/core/lib/server/site.js') as {
    loadSite(params: { siteDir: string }): Promise<unknown>;
  };
  await loadSite({ siteDir: site });
  return { site, remove: () => rmSync(site, { recursive: true, force: true }) };
}
