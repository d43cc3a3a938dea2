import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint, benchMeasure } from '@site/src/lib/benchmarkMarks';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import {
  getDocsVersionSearchTag,
  useActivePluginAndVersion,
  useAllDocsData,
} from '@docusaurus/plugin-content-docs/client';
import { indexFetchFailures, isDevServer, loadPagefind } from '@site/src/lib/search/client';
import type { PagefindFilters } from '@site/src/lib/search/pagefind';
import { searchRelevant } from '@site/src/lib/search/relevantSearch';
import {
  docsTopic,
  groupResults,
  isCategoryListing,
  isDocsResult,
  promoteTitleMatches,
  type SearchHit,
} from '@site/src/lib/search/results';
import type { SearchContext } from '@site/src/lib/search/filters';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'dev';

export interface SiteSearchState {
  status: SearchStatus;
  /** The term the current hits answer (may lag the input while loading). */
  term: string;
  hits: SearchHit[];
  /** Pages matching the term and filters. */
  total: number;
  /** Pages per section for the term, whatever section is selected; null when Pagefind gives none. */
  sectionCounts: Record<string, number> | null;
  /** Loads `step` more pages of hits. */
  loadMore: () => void;
  retry: () => void;
}

/** Contextual-search inputs from Docusaurus: locale, docs version tags, the docs version being read. */
export function useSearchContext(): SearchContext {
  const { locale, tags } = useContextualSearchFilters();
  const active = useActivePluginAndVersion();
  const activeDocsTag = active?.activeVersion
    ? getDocsVersionSearchTag(active.activePlugin.pluginId, active.activeVersion.name)
    : null;
  const docsData = useAllDocsData();
  const allDocsTags = useMemo(
    () =>
      Object.entries(docsData).flatMap(([pluginId, plugin]) =>
        plugin.versions.map((version) => getDocsVersionSearchTag(pluginId, version.name)),
      ),
    [docsData],
  );
  // `tags` is a new array on every render: key the memo on its contents.
  const tagsKey = tags.join(' ');
  return useMemo(
    () => ({ locale, contextTags: tagsKey ? tagsKey.split(' ') : [], activeDocsTag, allDocsTags }),
    [locale, tagsKey, activeDocsTag, allDocsTags],
  );
}

/**
 * Pagefind counts filter values over exact-word matches, while results also
 * include prefix matches; counts that say "0" next to results would mislead.
 */
function usableCounts(counts: Record<string, number> | undefined, total: number): Record<string, number> | null {
  if (!counts) return null;
  const sum = Object.values(counts).reduce((a, b) => a + b, 0);
  return sum === 0 && total > 0 ? null : counts;
}

/** Name of the performance measure taken from a query to its rendered results (read by scripts/bench-search.mjs). */
export const SEARCH_MEASURE = 'signoz-search:query';
/** The same, up to the end of the frame that paints them. */
export const SEARCH_PAINTED_MEASURE = 'signoz-search:painted';

/**
 * Runs a search against the Pagefind index whenever term or filters change.
 * Later queries win over earlier ones; failures (index missing, a chunk not
 * loading halfway) leave the hook in 'error' and the next change or retry()
 * tries again.
 */
export function useSiteSearch(term: string, filters: PagefindFilters, pageSize: number): SiteSearchState {
  const baseUrl = useBaseUrl('/');
  const { siteConfig } = useDocusaurusContext();
  const [limit, setLimit] = useState(pageSize);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SiteSearchState, 'loadMore' | 'retry'>>({
    status: 'idle',
    term: '',
    hits: [],
    total: 0,
    sectionCounts: null,
  });
  const request = useRef(0);
  const started = useRef<number | null>(null);
  const filtersKey = JSON.stringify(filters);

  useEffect(() => setLimit(pageSize), [term, filtersKey, pageSize]);

  useEffect(() => {
    const id = ++request.current;
    if (!term) {
      setState({ status: 'idle', term: '', hits: [], total: 0, sectionCounts: null });
      return;
    }
    started.current = performance.now();
    setState((s) => ({ ...s, status: 'loading' }));
    (async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const failuresBefore = indexFetchFailures();
        // Far matches set aside, typos corrected (relevantSearch.ts): nonsense gets the no-results screen.
        const response = await searchRelevant(pagefind, term, JSON.parse(filtersKey) as PagefindFilters, limit);
        if (id !== request.current) return;
        // Never leave the reader on 'Searching…': no answer is an error they can retry.
        if (!response) throw new Error('The search engine gave no answer');
        if (indexFetchFailures() !== failuresBefore) throw new Error('Part of the search index failed to load');
        // Rendered at once, in this task: scheduled as usual, the render waited behind whatever tasks
        // the browser had queued meanwhile (the fragments' own, prefetches), while the reader waits.
        flushSync(() =>
          setState({
            status: 'ready',
            term,
            hits: groupResults(
              promoteTitleMatches(
                response.results,
                // Ranked by what was searched (a corrected typo ranks as the word it was corrected to),
                // with the query's filler words in place for the title-phrase test.
                response.rankedBy,
                (d) => d.meta.title ?? '',
                pageSize,
                (d) => !isCategoryListing(d.url, siteConfig.baseUrl),
                (d) => isDocsResult(d, siteConfig.baseUrl),
                (d) => docsTopic(d, siteConfig.baseUrl),
              ),
              siteConfig.baseUrl,
            ),
            total: response.total,
            sectionCounts: usableCounts(response.totalFilters.section, response.total),
          }),
        );
      } catch {
        if (id !== request.current) return;
        setState({ status: isDevServer ? 'dev' : 'error', term, hits: [], total: 0, sectionCounts: null });
      }
    })();
  }, [term, filtersKey, limit, pageSize, attempt, baseUrl, siteConfig.baseUrl]);

  // Measures query → rendered results, for the benchmark (no effect on behaviour): when React has put
  // them in the page, and when the browser has painted them (the end of the next frame, which a
  // timer set from within that frame's animation callback marks).
  useEffect(() => {
    if (state.status !== 'ready' || started.current === null) return;
    const start = started.current;
    const detail = { term: state.term };
    benchMeasure(SEARCH_MEASURE, start, detail);
    afterNextPaint(() => benchMeasure(SEARCH_PAINTED_MEASURE, start, detail));
    started.current = null;
  }, [state]);

  const loadMore = useCallback(() => setLimit((l) => l + pageSize), [pageSize]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, loadMore, retry };
}
