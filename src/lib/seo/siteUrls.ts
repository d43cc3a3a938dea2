/**
 * URLs of this site in the forms search engines should see: absolute, and for
 * a page, with the trailing slash every page URL has here (`trailingSlash:
 * true`); without it, each one answers with a redirect.
 */

/** Extensions of the files this site serves besides its pages (a slug may hold a dot: `upgrade-0.10`). */
const FILE_EXTENSIONS = new Set([
  'avif',
  'css',
  'gif',
  'gz',
  'html',
  'ico',
  'jpeg',
  'jpg',
  'js',
  'json',
  'md',
  'pdf',
  'png',
  'svg',
  'txt',
  'wasm',
  'webmanifest',
  'webp',
  'woff2',
  'xml',
  'yaml',
  'yml',
  'zip',
]);

/** Whether a path names a page, not a file. */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot === -1 || !FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/** `/docs/x` -> `/docs/x/`; files (`/img/a.png`) and paths that already end in `/` stay. */
export function canonicalPath(pathname: string): string {
  return pathname.endsWith('/') || !isPagePath(pathname) ? pathname : `${pathname}/`;
}

/** A URL of this site in canonical form (query and fragment kept); other URLs unchanged. */
export function canonicalSiteUrl(url: string, origin: string): string {
  if (
    url !== origin &&
    !url.startsWith(`${origin}/`) &&
    !url.startsWith(`${origin}?`) &&
    !url.startsWith(`${origin}#`)
  ) {
    return url;
  }
  const parsed = new URL(url);
  parsed.pathname = canonicalPath(parsed.pathname);
  return parsed.href;
}

/** Keys of schema.org values that hold a URL (a relative one is made absolute). */
const URL_KEYS = new Set(['@id', 'url', 'item', 'mainEntityOfPage', 'image', 'contentUrl', 'logo', 'sameAs']);

/**
 * Every URL of this site in a JSON-LD value made canonical: relative paths in
 * URL fields made absolute, page URLs given their trailing slash.
 */
export function canonicalJsonLd<T>(value: T, origin: string, key?: string): T {
  if (typeof value === 'string') {
    const absolute =
      key && URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
    return canonicalSiteUrl(absolute, origin) as T;
  }
  if (Array.isArray(value)) return value.map((item) => canonicalJsonLd(item, origin, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, canonicalJsonLd(item, origin, name)]),
    ) as T;
  }
  return value;
}
