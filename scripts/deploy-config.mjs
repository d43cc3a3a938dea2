// Post-build step: writes build/_headers and build/_redirects (see
// scripts/lib/deploy-config.mjs) from what the build actually contains.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  redirectsFile,
  sha256Source,
} from './lib/deploy-config.mjs';
import { htmlFiles } from './lib/html-files.mjs';

export function writeDeployConfig(buildDir = 'build', env = process.env) {
  const hashes = new Set();
  const pageDirs = [];
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    for (const body of inlineScripts(html)) hashes.add(sha256Source(body));
    const rel = relative(buildDir, file).split(sep).join('/');
    if (rel === 'index.html') pageDirs.push('');
    else if (rel.endsWith('/index.html')) pageDirs.push(rel.slice(0, -'/index.html'.length));
  }
  const csp = contentSecurityPolicy({
    scriptHashes: [...hashes],
    gtag: Boolean(env.GTAG_ID?.trim()),
    gtm: Boolean(env.GTM_ID?.trim()),
    algoliaAppId: env.ALGOLIA_APP_ID?.trim() || undefined,
  });
  writeFileSync(join(buildDir, '_headers'), headersFile(csp));
  writeFileSync(join(buildDir, '_redirects'), redirectsFile(pageDirs));
  console.log(`[deploy-config] _headers (${hashes.size} inline script hashes), _redirects (${pageDirs.length} pages)`);
}
