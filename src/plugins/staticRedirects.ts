import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    const [toPath, section] = to.split('#');
    const toFile = path.join(outDir, toPath, 'index.html');
    if (!existsSync(toFile))
      throw new Error(`[static-redirects] ${from} leads to ${to}, which is not a page of the site`);
    // A section that is gone would leave the reader at the top of a long page. The HTML is minified by then,
    // so an id may be quoted or not. A pattern, not scripts/lib/routes.mjs's hasElementId: that one parses
    // with cheerio, a dev dependency, and `docusaurus build` must not need those. redirectPage() allows only
    // [A-Za-z0-9_-] in a section, so it needs no escaping here.
    if (section && !new RegExp(`\\sid=("?)${section}\\1[\\s>]`).test(readFileSync(toFile, 'utf8')))
      throw new Error(`[static-redirects] ${from} leads to ${to}, but that page has no #${section} section`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, redirectPage(to, siteUrl));
  }
  return staticRedirects.length;
}
