import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staticRedirects } from '../data/redirects';
import { redirectPage } from '../lib/redirects/redirectPage';

/**
 * Writes a static redirect page for each path of src/data/redirects.ts after
 * the build (not a route: nothing on the site links to these paths; readers
 * arrive from outside with a full page load). Fails the build if a path is
 * already a page, or a target is not one. Run by src/plugins/postBuildSteps,
 * first, so that the later steps (deploy headers and redirects) see the pages.
 */
export function writeStaticRedirects(outDir: string, siteUrl: string): number {
  for (const { from, to } of staticRedirects) {
    const target = path.join(outDir, from, 'index.html');
    if (existsSync(target)) throw new Error(`[static-redirects] ${from} is already a page of the site`);
    if (!existsSync(path.join(outDir, to, 'index.html')))
      throw new Error(`[static-redirects] ${from} leads to ${to}, which is not a page of the site`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, redirectPage(to, siteUrl));
  }
  return staticRedirects.length;
}
