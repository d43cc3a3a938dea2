import React, { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import SearchHighlight from '@site/src/components/SearchHighlight';
import SearchSectionFilter from '@site/src/components/SearchSectionFilter';
import SearchStatus from '@site/src/components/SearchStatus';
import SearchNoResults from '@site/src/components/SearchNoResults';
import { useSearchContext, useSiteSearch } from '@site/src/hooks/useSiteSearch';
import { preloadQuery } from '@site/src/lib/search/client';
import { buildFilters, parseScope, type SearchScope } from '@site/src/lib/search/filters';
import { displayQuery, normalizeQuery } from '@site/src/lib/search/query';
import { SECTIONS, sectionLabel } from '@site/src/lib/search/sections';
import styles from './styles.module.css';

const PAGE_SIZE = 20;
const SECTION_IDS = SECTIONS.map((s) => s.id);

/** Keeps ?q= and ?section= in the address bar in step with the form, without adding history entries. */
function replaceUrl(query: string, scope: SearchScope) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (scope !== 'all') url.searchParams.set('section', scope);
  else url.searchParams.delete('section');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

function SearchPageContent(): ReactNode {
  const inputId = useId();
  const context = useSearchContext();
  const [input, setInput] = useState('');
  const [scope, setScope] = useState<SearchScope>('all');
  const [hydrated, setHydrated] = useState(false);
  const { term, truncated } = normalizeQuery(input);
  // On this page search covers every section, docs at the reader's preferred version.
  const filters = useMemo(() => buildFilters({ ...context, activeDocsTag: null }, scope), [context, scope]);
  const search = useSiteSearch(term, filters, PAGE_SIZE);

  // The query lives in the URL; it is read after hydration so the server-rendered page stays valid.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setInput(params.get('q') ?? '');
    setScope(parseScope(params.get('section'), SECTION_IDS));
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (hydrated) replaceUrl(input, scope);
  }, [hydrated, input, scope]);

  const ready = search.status === 'ready' && search.term === term;
  const heading = term ? `Search results for “${displayQuery(term)}”` : 'Search the site';

  return (
    <>
      <PageMetadata title={term ? `Search: ${displayQuery(term, 60)}` : 'Search'} />
      {/* Result pages are made of other pages' text: not for search engines' indexes. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1" className={styles.heading}>
            {heading}
          </Heading>
          <noscript>
            <p className={styles.noscript}>
              Search runs in your browser and needs JavaScript. Turn JavaScript on and reload this page, or browse the{' '}
              <Link to="/docs/">documentation</Link> and the <Link to="/blog/">blog</Link>.
            </p>
          </noscript>
          <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className={styles.label}>
              Search query
            </label>
            <input
              id={inputId}
              type="search"
              className={styles.input}
              placeholder="Search docs"
              autoComplete="off"
              spellCheck={false}
              value={input}
              disabled={!hydrated}
              onChange={(event) => {
                setInput(event.target.value);
                preloadQuery(normalizeQuery(event.target.value).term, filters);
              }}
            />
          </form>
          <SearchSectionFilter
            className={styles.filters}
            value={scope}
            onChange={setScope}
            counts={ready ? (search.sectionCounts ?? undefined) : undefined}
          />
          {truncated && <p className={styles.notice}>Your query is long: only its first words are searched.</p>}
          <p className={styles.summary} role="status" aria-live="polite">
            {ready && search.total > 0
              ? `${search.total} ${search.total === 1 ? 'page' : 'pages'} found${scope === 'all' ? '' : ` in ${sectionLabel(scope)}`}`
              : ''}
            {term && search.status === 'loading' ? 'Searching…' : ''}
          </p>
          {!term && hydrated && (
            <p className={styles.hint}>Type a few words: a product feature, an error message, a tool name.</p>
          )}
          {term && search.status === 'dev' && <SearchStatus kind="dev" />}
          {term && search.status === 'error' && <SearchStatus kind="error" onRetry={search.retry} />}
          {ready && search.hits.length === 0 && <SearchNoResults query={term} onSuggest={setInput} />}
          {search.hits.length > 0 && search.term === term && (
            <ol className={styles.results}>
              {search.hits.map((hit) => (
                <li key={hit.key} className={styles.result}>
                  <p className={styles.section}>{sectionLabel(hit.section)}</p>
                  <Heading as="h2" className={styles.title}>
                    <Link to={hit.url} autoAddBaseUrl={false}>
                      {hit.title}
                    </Link>
                  </Heading>
                  {hit.excerpt && (
                    <p className={styles.excerpt}>
                      <SearchHighlight excerpt={hit.excerpt} />
                    </p>
                  )}
                  {hit.subHits.length > 0 && (
                    <ul className={styles.subs}>
                      {hit.subHits.map((sub) => (
                        <li key={sub.key}>
                          <Link to={sub.url} autoAddBaseUrl={false} className={styles.subTitle}>
                            {sub.title}
                          </Link>
                          <p className={styles.excerpt}>
                            <SearchHighlight excerpt={sub.excerpt} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
          {ready && search.hits.length < search.total && (
            <button type="button" className={styles.more} onClick={search.loadMore}>
              Show more results
            </button>
          )}
        </div>
      </main>
    </>
  );
}

/** /search/: every result for ?q=, grouped by page, with section filters. Added by src/plugins/searchPage. */
export default function SearchPage(): ReactNode {
  // The content reads docs-version context, which Layout provides: it must render inside it.
  return (
    <Layout title="Search" description="Search the SigNoz documentation, blog, comparisons, guides and pages.">
      <SearchPageContent />
    </Layout>
  );
}
