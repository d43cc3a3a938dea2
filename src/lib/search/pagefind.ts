/**
 * The subset of Pagefind's browser API (pagefind.js, v1) that the site uses.
 * Pagefind ships no types for its browser bundle, so they are declared here.
 */
export type PagefindFilterValue =
  string | string[] | { any?: string[]; all?: string[]; none?: string[]; not?: string[] };
export type PagefindFilters = Record<string, PagefindFilterValue>;

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string; location: number };
}

export interface PagefindResultData {
  url: string;
  raw_url?: string;
  content?: string;
  excerpt: string;
  word_count?: number;
  /** Word positions of the matches in `content` split at whitespace. */
  locations?: number[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score?: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: Record<string, Record<string, number>>;
  totalFilters: Record<string, Record<string, number>>;
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: { filters?: PagefindFilters }) => Promise<PagefindSearchResponse | null>;
  preload: (term: string, options?: { filters?: PagefindFilters }) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  destroy: () => Promise<void>;
}
