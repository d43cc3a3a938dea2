// Maps a request path to what a static host should answer, with the site's URL
// rules (spec §2): trailing slashes, `/x.html` and `/x/index.html` as aliases of
// `/x/`, and a 404 page for everything unknown. Pure: the caller passes a
// `exists(relativeFile)` function. Used by scripts/serve.mjs and mirrored by
// the deploy rules in scripts/lib/deploy-config.mjs.

/**
 * @typedef {{ kind: 'file', file: string, status: 200 }
 *   | { kind: 'redirect', location: string, status: 301 }
 *   | { kind: 'notFound', file: string, status: 404 }
 *   | { kind: 'badRequest', status: 400 }} Resolution
 */

/**
 * @param {string} rawPath request path with query string removed (still percent-encoded)
 * @param {string} search the query string including '?', or ''
 * @param {(file: string) => boolean} exists whether a file exists, relative to the build root
 * @returns {Resolution}
 */
export function resolveRequest(rawPath, search, exists) {
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'badRequest', status: 400 };
  }
  if (!path.startsWith('/') || path.includes('\0')) return { kind: 'badRequest', status: 400 };
  // Normalise away any attempt to climb out of the build folder.
  const segments = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const clean = segments.join('/');
  const trailing = path.endsWith('/');
  const notFound = { kind: 'notFound', file: '404.html', status: 404 };

  // /x/index.html -> /x/   and  /x.html -> /x/  (the page's canonical URL)
  if (clean === 'index.html' || clean.endsWith('/index.html')) {
    const dir = clean.slice(0, -'index.html'.length);
    if (exists(`${dir}index.html`)) return { kind: 'redirect', location: `/${dir}${search}`, status: 301 };
    return notFound;
  }
  if (clean.endsWith('.html') && clean !== '404.html') {
    const dir = clean.slice(0, -'.html'.length);
    if (exists(`${dir}/index.html`)) return { kind: 'redirect', location: `/${dir}/${search}`, status: 301 };
    if (exists(clean)) return { kind: 'file', file: clean, status: 200 };
    return notFound;
  }
  if (clean === '') return exists('index.html') ? { kind: 'file', file: 'index.html', status: 200 } : notFound;
  if (trailing) {
    return exists(`${clean}/index.html`) ? { kind: 'file', file: `${clean}/index.html`, status: 200 } : notFound;
  }
  if (exists(clean) && !exists(`${clean}/index.html`)) return { kind: 'file', file: clean, status: 200 };
  if (exists(`${clean}/index.html`)) return { kind: 'redirect', location: `/${clean}/${search}`, status: 301 };
  return notFound;
}

/**
 * Whether an Accept-Encoding header accepts brotli (`br`, not refused with `q=0`).
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  });
}
