// Post-build step: applies contentFirst.mjs to every page of the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cannotApply } from '../strict.cjs';
import { loadEntryScriptsAfterPaint } from './contentFirst.mjs';
import { htmlFiles } from '../../../../scripts/lib/html-files.mjs';
import { evaluateRouteTable, routeChunkFiles } from './routeChunks.mjs';

/** '/docs/install/docker/' for build/docs/install/docker/index.html; null for other HTML files (404.html). */
function pagePathOf(buildDir, file) {
  const rel = relative(buildDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : null;
}

export function applyContentFirst(buildDir, generatedDir = '.docusaurus') {
  const build = {
    routes: evaluateRouteTable(readFileSync(join(generatedDir, 'routes.js'), 'utf8')),
    routesChunkNames: JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8')),
    manifest: JSON.parse(readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8')),
  };
  let pages = 0;
  let untouched = 0;
  let withChunks = 0;
  for (const file of htmlFiles(buildDir)) {
    const pagePath = pagePathOf(buildDir, file);
    const routeChunks = pagePath ? routeChunkFiles(build, pagePath) : [];
    const { html, urls } = loadEntryScriptsAfterPaint(readFileSync(file, 'utf8'), routeChunks);
    if (urls.length === 0) {
      untouched += 1;
      continue;
    }
    writeFileSync(file, html);
    pages += 1;
    if (routeChunks.length > 0) withChunks += 1;
  }
  console.log(
    `[content-first] ${pages} pages load their entry scripts after the first paint (${untouched} without them); ` +
      `${withChunks} load their route's chunks alongside`,
  );
  if (pages === 0)
    throw new Error('content-first: no page had the entry scripts; has Docusaurus changed its script tags?');
  if (withChunks === 0)
    cannotApply(
      'content-first: no page found its route chunks; has the shape of routes.js or the client manifest changed?',
    );
}
