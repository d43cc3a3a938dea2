import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { afterNextPaint, benchMark } from '@site/src/lib/benchmarkMarks';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { createStorageSlot } from '@docusaurus/theme-common';
import { loadPagefind, preloadQuery } from '@site/src/lib/search/client';
import SearchHighlight from '@site/src/components/SearchHighlight';
import SearchSectionFilter from '@site/src/components/SearchSectionFilter';
import SearchStatus from '@site/src/components/SearchStatus';
import { useSearchContext, useSiteSearch } from '@site/src/hooks/useSiteSearch';
import { buildFilters, defaultScope, type SearchScope } from '@site/src/lib/search/filters';
import { displayQuery, normalizeQuery } from '@site/src/lib/search/query';
import { addRecent, createRecentStore, RECENT_STORAGE_KEY, type RecentSearch } from '@site/src/lib/search/recent';
import { flattenHits, moveActive, type SearchOption } from '@site/src/lib/search/results';
import { sectionLabel } from '@site/src/lib/search/sections';
import { closeEarlySearch, earlySearchText } from '@site/src/lib/startup/earlyInput';
import styles from './styles.module.css';

type NoResultsScreen = typeof import('@site/src/components/SearchNoResults').default;
let LoadedNoResults: NoResultsScreen | null = null;

/**
 * The no-results screen (its suggestions and issue link) is a chunk of its own, fetched the first time a
 * query finds nothing rather than with the dialog: the first query's download stays within its budget.
 * Until it is in, and if it cannot load, a plain "No results for" line stands in.
 */
function useNoResultsScreen(needed: boolean): NoResultsScreen | null {
  const [screen, setScreen] = useState<NoResultsScreen | null>(() => LoadedNoResults);
  useEffect(() => {
    if (!needed || screen) return undefined;
    let live = true;
    import('@site/src/components/SearchNoResults').then(
      (module) => {
        LoadedNoResults = module.default;
        if (live) setScreen(() => module.default);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, screen]);
  return screen;
}

/** Pages shown in the modal; the rest are on /search/. */
const MODAL_PAGE_COUNT = 6;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useRecentSearches() {
  const store = useMemo(() => {
    const slot = createStorageSlot(RECENT_STORAGE_KEY);
    return createRecentStore({
      getItem: () => slot.get(),
      setItem: (_key, value) => slot.set(value),
      removeItem: () => slot.del(),
    });
  }, []);
  const [recent, setRecent] = useState<RecentSearch[]>(() => store.read());
  const remember = useCallback(
    (entry: RecentSearch) => {
      const next = addRecent(store.read(), entry);
      store.write(next);
      setRecent(next);
    },
    [store],
  );
  const clear = useCallback(() => {
    store.write([]);
    setRecent([]);
  }, [store]);
  return { recent, remember, clear };
}

interface Props {
  onClose: () => void;
}

/** Performance mark set when the dialog is shown (in the page, before the browser paints it). */
export const SHOWN_MARK = 'signoz-search:shown';
/** Performance mark set at the end of the frame that paints the dialog: it is on screen. */
export const SHOWN_PAINTED_MARK = 'signoz-search:shown-painted';

/** Starts loading the search engine and index metadata (on button hover/focus, and when the modal opens). */
export function preloadSearchEngine(baseUrl: string): void {
  // A failure here is reported by the first search, which retries the load.
  loadPagefind(baseUrl).catch(() => undefined);
}

/**
 * The search dialog (spec §2): combobox input over a listbox of results
 * grouped by page, section filters, recent searches, and a footer link to
 * /search/. Loaded on demand by the navbar's SearchBar.
 */
export default function SearchModal({ onClose }: Props): ReactNode {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search/');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const context = useSearchContext();
  // What the reader typed into the pre-start shell of this dialog, if search was asked for early.
  const [input, setInput] = useState(earlySearchText);
  const [scope, setScope] = useState<SearchScope>(() => defaultScope(context));
  const { term, truncated } = normalizeQuery(input);
  const filters = useMemo(() => buildFilters(context, scope), [context, scope]);
  const search = useSiteSearch(term, filters, MODAL_PAGE_COUNT);
  const { recent, remember, clear } = useRecentSearches();
  const [active, setActive] = useState(-1);
  const noResults = search.status === 'ready' && search.term === term && search.hits.length === 0;
  const NoResults = useNoResultsScreen(Boolean(term) && noResults);

  const showingRecent = !term && recent.length > 0;
  const options: SearchOption[] = useMemo(() => {
    if (term) return search.status === 'ready' && search.term === term ? flattenHits(search.hits) : [];
    return recent.map((r) => ({ id: r.url, url: r.url, title: r.title, hitKey: r.url }));
  }, [term, search.status, search.term, search.hits, recent]);

  useEffect(() => setActive(options.length > 0 && term ? 0 : -1), [options, term]);

  // The reader is about to type: fetch the engine now rather than on the first keystroke.
  const baseUrl = useBaseUrl('/');
  useEffect(() => preloadSearchEngine(baseUrl), [baseUrl]);

  // Open as a modal dialog: the rest of the page becomes inert, and the page stops scrolling.
  useEffect(() => {
    const dialog = dialogRef.current;
    // The shell goes first, so that its focus return happens before this dialog takes focus.
    closeEarlySearch();
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    // When the dialog is up, and when it is on screen (a timer set from within the animation callback
    // of the frame that paints it runs after that paint), for scripts/bench-search.mjs: the first-query
    // budget counts from the second, when a reader can see the dialog and start typing.
    benchMark(SHOWN_MARK);
    afterNextPaint(() => benchMark(SHOWN_PAINTED_MARK));
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  // Scrolling follows the keyboard only. scrollIntoView lays the page out there and then (about 15 ms
  // on a slow machine), which a pointer (already on the option) or a fresh result list (shown from its
  // top, below) never needs.
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolled = useRef(false);
  const movedByKeyboard = useRef(false);
  useEffect(() => {
    if (active < 0 || !movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  useEffect(() => {
    if (!bodyScrolled.current || !bodyRef.current) return;
    bodyRef.current.scrollTop = 0;
    bodyScrolled.current = false;
  }, [options]);

  const choose = useCallback(
    (option: SearchOption, navigate: boolean) => {
      remember({
        query: term || recent.find((r) => r.url === option.url)?.query || '',
        title: option.title,
        url: option.url,
      });
      onClose();
      if (navigate) history.push(option.url);
    },
    [term, recent, remember, onClose, history],
  );

  const seeAllUrl = `${searchPageUrl}?q=${encodeURIComponent(term)}`;

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      movedByKeyboard.current = true;
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option, true);
      else if (term) {
        onClose();
        history.push(seeAllUrl);
      }
    }
  };

  // Keeps Tab inside the dialog (the page behind is inert, but the browser UI is not).
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getAttribute('role') !== 'option',
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  let optionIndex = -1;
  const renderOption = (option: SearchOption, content: ReactNode, className: string) => {
    optionIndex += 1;
    const index = optionIndex;
    return (
      <Link
        key={option.id}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        to={option.url}
        autoAddBaseUrl={false}
        className={clsx(styles.option, className, index === active && styles.optionActive)}
        onMouseMove={() => setActive(index)}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          choose(option, false);
        }}
      >
        {content}
      </Link>
    );
  };

  const body = (() => {
    if (!term) {
      if (!showingRecent) {
        return <p className={styles.hint}>Search the docs, blog, comparisons, guides and pages of this site.</p>;
      }
      return (
        <div className={styles.recent}>
          <div className={styles.groupHeader}>
            <span id={`${id}-recent`}>Recent searches</span>
            <button type="button" className={styles.textButton} onClick={clear}>
              Clear recent searches
            </button>
          </div>
          <div role="listbox" id={listboxId} aria-labelledby={`${id}-recent`} className={styles.listbox}>
            {recent.map((r, i) =>
              renderOption(
                options[i],
                <>
                  <span className={styles.title}>{r.title}</span>
                  {r.query && <span className={styles.excerpt}>Searched for “{r.query}”</span>}
                </>,
                styles.page,
              ),
            )}
          </div>
        </div>
      );
    }
    if (search.status === 'dev') return <SearchStatus kind="dev" />;
    if (search.status === 'error') return <SearchStatus kind="error" onRetry={search.retry} />;
    if (noResults) {
      if (NoResults) return <NoResults query={term} onSuggest={(q) => setInput(q)} />;
      return (
        <p className={styles.hint} role="status">
          No results for “{displayQuery(term)}”
        </p>
      );
    }
    if (search.term !== term && options.length === 0) {
      return (
        <p className={styles.hint} role="status">
          Searching…
        </p>
      );
    }
    return (
      <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
        {search.hits.map((hit, g) => (
          <div role="group" key={hit.key} aria-labelledby={`${id}-group-${g}`} className={styles.group}>
            {renderOption(
              { id: hit.key, url: hit.url, title: hit.title, hitKey: hit.key },
              <>
                <span className={styles.meta}>{sectionLabel(hit.section)}</span>
                <span className={styles.title} id={`${id}-group-${g}`}>
                  {hit.title}
                </span>
                {hit.excerpt && (
                  <span className={styles.excerpt}>
                    <SearchHighlight excerpt={hit.excerpt} />
                  </span>
                )}
              </>,
              styles.page,
            )}
            {hit.subHits.map((sub) =>
              renderOption(
                { id: sub.key, url: sub.url, title: sub.title, hitKey: hit.key },
                <>
                  <span className={styles.subTitle}>
                    <span aria-hidden="true" className={styles.subMarker}>
                      #
                    </span>
                    {sub.title}
                  </span>
                  <span className={styles.excerpt}>
                    <SearchHighlight excerpt={sub.excerpt} />
                  </span>
                </>,
                styles.sub,
              ),
            )}
          </div>
        ))}
      </div>
    );
  })();

  const listboxShown = options.length > 0;
  const resultCount = search.status === 'ready' && search.term === term ? search.total : null;

  // A modal <dialog> renders in the browser's top layer, above the navbar it is declared in: no portal needed.
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search the site"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onDialogKeyDown}
      onMouseDown={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <form
            role="search"
            className={styles.form}
            onSubmit={(event) => event.preventDefault()}
            aria-label="Site search"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className={styles.icon}>
              <path
                d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.3 4.3 1.5-1.5-4.3-4.3ZM8.7 13.6a4.9 4.9 0 1 1 0-9.8 4.9 4.9 0 0 1 0 9.8Z"
                fill="currentColor"
              />
            </svg>
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label="Search docs"
              aria-autocomplete="list"
              aria-expanded={listboxShown}
              aria-controls={listboxShown ? listboxId : undefined}
              aria-activedescendant={active >= 0 && listboxShown ? optionId(active) : undefined}
              placeholder="Search docs"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={input}
              onChange={(event) => {
                setInput(event.target.value);
                preloadQuery(normalizeQuery(event.target.value).term, filters);
              }}
              onKeyDown={onInputKeyDown}
            />
          </form>
          <button type="button" className={styles.close} onClick={onClose} aria-keyshortcuts="Escape">
            Close
          </button>
        </div>
        <SearchSectionFilter
          className={styles.filters}
          value={scope}
          onChange={setScope}
          counts={term && search.status === 'ready' ? (search.sectionCounts ?? undefined) : undefined}
          docsLabel={context.activeDocsTag ? 'Docs: this version' : undefined}
        />
        {truncated && <p className={styles.notice}>Your query is long: only its first words are searched.</p>}
        {/* Focusable so keyboard users can scroll long result lists (options themselves are reached with arrows). */}
        <div
          ref={bodyRef}
          className={styles.body}
          tabIndex={0}
          role="region"
          aria-label="Search results and suggestions"
          onScroll={(event) => {
            bodyScrolled.current = event.currentTarget.scrollTop > 0;
          }}
        >
          {body}
        </div>
        <p className={styles.srOnly} role="status" aria-live="polite">
          {resultCount === null ? '' : `${resultCount} ${resultCount === 1 ? 'page' : 'pages'} found`}
        </p>
        <div className={styles.footer}>
          {term && resultCount !== null && resultCount > 0 ? (
            <Link to={seeAllUrl} autoAddBaseUrl={false} className={styles.seeAll} onClick={onClose}>
              See all {resultCount} results
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </dialog>
  );
}
