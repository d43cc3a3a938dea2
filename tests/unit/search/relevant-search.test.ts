import { describe, expect, it } from 'vitest';
import type { PagefindApi, PagefindResultData } from '../../../src/lib/search/pagefind';
import { queryWords } from '../../../src/lib/search/relevance';
import { rankingPhrase, searchRelevant } from '../../../src/lib/search/relevantSearch';

/** A page: its URL, title and text; a fake Pagefind matches query words as Pagefind does (see below). */
type Page = [url: string, title: string, content: string];

const PAGES: Page[] = [
  ['/docs/install/kubernetes/', 'Install on Kubernetes', 'Install SigNoz on Kubernetes with Helm.'],
  ['/blog/kube-system/', 'Pods in kube-system', 'The kube-system namespace holds kube-dns.'],
  ['/blog/healthchecks/', 'Docker health checks', 'Use curl -q in the check.'],
  ['/docs/clickhouse/', 'Monitor ClickHouse', 'ClickHouse stores the data.'],
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Pagefind's matching, simplified: a query word matches the page words that begin with it; if no page
 * word does, the longest page word the query word begins with.
 */
function fakePagefind(pages: Page[] = PAGES): PagefindApi & { searches: string[] } {
  const vocabulary = [...new Set(pages.flatMap(([, , content]) => words(content)))];
  const searches: string[] = [];
  const matchesOf = (term: string) => {
    const extensions = vocabulary.filter((w) => w.startsWith(term));
    if (extensions.length) return extensions;
    const prefixes = vocabulary.filter((w) => term.startsWith(w)).sort((a, b) => b.length - a.length);
    return prefixes.slice(0, 1);
  };
  return {
    searches,
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    filters: async () => ({}),
    destroy: async () => undefined,
    search: async (term) => {
      searches.push(term ?? '');
      const terms = (term ?? '').split(' ').map(matchesOf);
      const results = pages.flatMap(([url, title, content]) => {
        const tokens = content.split(/[\r\n\s]+/g);
        const locations = tokens.flatMap((token, i) =>
          terms.some((matches) => words(token).some((w) => matches.includes(w))) ? [i] : [],
        );
        const everyTerm = terms.every((matches) => tokens.some((t) => words(t).some((w) => matches.includes(w))));
        if (!everyTerm) return [];
        const data: PagefindResultData = {
          url,
          content,
          excerpt: '',
          locations,
          meta: { title },
          filters: {},
          sub_results: [],
        };
        return [{ id: url, data: async () => data }];
      });
      return { results, unfilteredResultCount: results.length, filters: {}, totalFilters: {} };
    },
  };
}

describe('searchRelevant', () => {
  it('answers nonsense with nothing, though the engine matched a one-letter word', async () => {
    const pagefind = fakePagefind();
    expect((await pagefind.search('qqzzxxnotaword'))?.results.length).toBe(1);
    const found = await searchRelevant(pagefind, 'qqzzxxnotaword', {}, 6);
    expect(found).toMatchObject({ results: [], total: 0 });
  });

  it('finds the intended page for a typo by searching a corrected form of the word', async () => {
    const pagefind = fakePagefind();
    const found = await searchRelevant(pagefind, 'kuberntes', {}, 6);
    expect(found?.searched).toBe('kubern');
    const swapped = await searchRelevant(pagefind, 'kubernetse', {}, 6);
    expect(swapped?.searched).toBe('kubernetes');
    expect(swapped?.results.map((r) => r.url)).toEqual(['/docs/install/kubernetes/']);
    expect(found?.results.map((r) => r.url)).toEqual(['/docs/install/kubernetes/']);
    expect(found?.total).toBe(1);
    const clickhouse = await searchRelevant(pagefind, 'clickhose', {}, 6);
    expect(clickhouse?.results.map((r) => r.url)).toEqual(['/docs/clickhouse/']);
  });

  it('judges each search by its own match locations, though Pagefind reuses the data object', async () => {
    const pagefind = fakePagefind([['/blog/k8s/', 'Pods', 'The kube-system namespace of Kubernetes.']]);
    const shared: Record<string, PagefindResultData> = {};
    const search = pagefind.search;
    // Like Pagefind: one data object per page, its locations replaced by each search.
    pagefind.search = async (term, options) => {
      const response = await search(term, options);
      for (const result of response?.results ?? []) {
        const fresh = await result.data();
        const kept = (shared[fresh.url] ??= fresh);
        kept.locations = fresh.locations;
        result.data = async () => kept;
      }
      return response;
    };
    const found = await searchRelevant(pagefind, 'kuberntes', {}, 6);
    expect(found?.results.map((r) => r.url)).toEqual(['/blog/k8s/']);
  });

  it('searches well-spelled words once, and passes the filters on', async () => {
    const pagefind = fakePagefind();
    const found = await searchRelevant(pagefind, 'Kubernetes helm', { section: 'Docs' }, 6);
    expect(pagefind.searches).toEqual(['kubernetes helm']);
    expect(found?.results.map((r) => r.url)).toEqual(['/docs/install/kubernetes/']);
  });

  it('passes a quoted phrase to Pagefind as typed (its exact search), results unjudged', async () => {
    const pagefind = fakePagefind();
    pagefind.search = async (term) => {
      pagefind.searches.push(term ?? '');
      return { results: [], unfilteredResultCount: 0, filters: {}, totalFilters: {} };
    };
    expect(await searchRelevant(pagefind, '"stored only"', {}, 6)).toMatchObject({ results: [], total: 0 });
    expect(pagefind.searches).toEqual(['"stored only"']);
  });

  it('gives null when the engine gives no answer, and nothing for an empty query', async () => {
    const pagefind = fakePagefind();
    pagefind.search = async () => null;
    expect(await searchRelevant(pagefind, 'helm', {}, 6)).toBeNull();
    expect(await searchRelevant(fakePagefind(), ' ', {}, 6)).toMatchObject({ results: [], total: 0 });
  });

  it('ranks by the query as typed, filler words kept and corrections in place', async () => {
    const pagefind = fakePagefind();
    const found = await searchRelevant(pagefind, 'Install on kuberntes', {}, 6);
    expect(found?.searched).toBe('install kubern');
    expect(found?.rankedBy).toBe('install on kubern');
    expect((await searchRelevant(pagefind, '"stored only"', {}, 6))?.rankedBy).toBe('"stored only"');
  });
});

describe('rankingPhrase', () => {
  it('keeps the words that were not searched where they were typed', () => {
    const term = 'Ruby on  Rails';
    const words = queryWords(term);
    expect(words.map((w) => w.typed)).toEqual(['ruby', 'rails']);
    expect(rankingPhrase(term, words, ['ruby', 'rails'])).toBe('ruby on rails');
    expect(rankingPhrase('send logs from a file', queryWords('send logs from a file'), ['logs', 'file'])).toBe(
      'send logs from a file',
    );
    expect(rankingPhrase('Node.js on k8s', queryWords('Node.js on k8s'), ['nodejs', 'kubernetes'])).toBe(
      'nodejs on kubernetes',
    );
  });
});
