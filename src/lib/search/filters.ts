import type { PagefindFilters } from './pagefind';
import { sectionLabel, type SectionId } from './sections';

/**
 * What the reader is looking at, as contextual search needs it (the same
 * inputs DocSearch uses: the locale and the docs version tags).
 */
export interface SearchContext {
  locale: string;
  /** `default` plus, per docs plugin, the tag of the active/preferred/latest version. */
  contextTags: string[];
  /** The docs version tag of the page being read (e.g. docs-default-current), or null off the docs. */
  activeDocsTag: string | null;
}

/** 'all' or one section. On a docs page, 'docs' means "this docs version". */
export type SearchScope = 'all' | SectionId;

/** Contextual default: on a docs page, that docs version; elsewhere, everything. */
export function defaultScope(context: SearchContext): SearchScope {
  return context.activeDocsTag ? 'docs' : 'all';
}

/**
 * Pagefind filters for a scope in a context.
 *
 * No `language` filter, though every page carries one (spec: language:{locale}): Pagefind keeps one
 * index per language and searches the one of the page's `<html lang>`, so results are already in the
 * reader's language, and the filter would only cost the first query one more download.
 */
export function buildFilters(context: SearchContext, scope: SearchScope): PagefindFilters {
  const filters: PagefindFilters = {};
  if (scope === 'docs' && context.activeDocsTag) {
    filters.docusaurus_tag = context.activeDocsTag;
  } else if (context.contextTags.length > 0) {
    filters.docusaurus_tag = { any: [...context.contextTags] };
  }
  if (scope !== 'all') filters.section = sectionLabel(scope);
  return filters;
}

/** Filters for the per-section counts shown on filter chips (scope "all"). */
export function countFilters(context: SearchContext): PagefindFilters {
  return buildFilters({ ...context, activeDocsTag: null }, 'all');
}

/** Parses a `section` URL parameter into a scope. */
export function parseScope(value: string | null | undefined, allowed: readonly SectionId[]): SearchScope {
  if (!value) return 'all';
  const id = value.toLowerCase() as SectionId;
  return allowed.includes(id) ? id : 'all';
}
