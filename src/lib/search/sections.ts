import { withSlash } from '../../plugins/performance/searchWarmup/engineWarmup';

/**
 * Site sections used as a search facet. The label is the value stored in the
 * Pagefind `section` filter, so it is also what readers see on filter chips.
 */
export const SECTIONS = [
  { id: 'docs', label: 'Docs', prefix: 'docs/' },
  { id: 'blog', label: 'Blog', prefix: 'blog/' },
  { id: 'comparisons', label: 'Comparisons', prefix: 'comparisons/' },
  { id: 'learn', label: 'Learn', prefix: 'learn/' },
  { id: 'opentelemetry', label: 'OpenTelemetry', prefix: 'opentelemetry/' },
  { id: 'pages', label: 'Pages', prefix: null },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
export type SectionLabel = (typeof SECTIONS)[number]['label'];

/** Strips the origin, query, hash and the site base URL from a URL or path. */
function relativePath(pathOrUrl: string, baseUrl: string): string {
  let path = pathOrUrl;
  const schemeEnd = path.indexOf('://');
  if (schemeEnd !== -1) {
    const slash = path.indexOf('/', schemeEnd + 3);
    path = slash === -1 ? '/' : path.slice(slash);
  }
  path = path.replace(/[?#].*$/, '');
  const base = withSlash(baseUrl);
  if (path.startsWith(base)) path = path.slice(base.length);
  else path = path.replace(/^\/+/, '');
  return path;
}

/** The section a page belongs to, from its URL. Anything outside a collection is a "page". */
export function sectionFromPath(pathOrUrl: string, baseUrl = '/'): SectionId {
  const path = relativePath(pathOrUrl, baseUrl);
  for (const section of SECTIONS) {
    if (section.prefix && (path === section.prefix.slice(0, -1) || path.startsWith(section.prefix))) {
      return section.id;
    }
  }
  return 'pages';
}

export function sectionLabel(id: SectionId): SectionLabel {
  return SECTIONS.find((s) => s.id === id)!.label;
}

export function sectionFromLabel(label: string | null | undefined): SectionId | null {
  return SECTIONS.find((s) => s.label === label || s.id === label)?.id ?? null;
}
