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
  /** The tag of every docs version the site has (one per plugin and version). */
  allDocsTags: readonly string[];
}

/** Tag Docusaurus gives every page outside the docs. */
const DEFAULT_TAG = 'default';

/**
 * Whether the context tags cover every page of the site: 'default' and each docs version's tag. With
 * one version per docs plugin (this site today) they always do, and a filter on them excludes nothing
 * while costing the first query one more download (its filter file) and the engine a filter pass.
 */
function tagsCoverEverything(context: SearchContext): boolean {
  const tags = new Set(context.contextTags);
  return tags.has(DEFAULT_TAG) && context.allDocsTags.every((tag) => tags.has(tag));
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
  } else if (context.contextTags.length > 0 && !tagsCoverEverything(context)) {
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
