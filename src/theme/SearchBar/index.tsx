// Swizzled: the embedded (Pagefind) search button and modal; delegates to the Algolia theme's SearchBar when Algolia keys are configured.
import React, { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { isEditableTarget, isSearchShortcut } from '@site/src/lib/search/shortcuts';
import { benchMark } from '@site/src/lib/benchmarkMarks';
import { warmSearchEngine } from '@site/src/plugins/performance/searchWarmup/engineWarmup';
import { claimEarlyAction, closeEarlySearch, EARLY_SEARCH_SHELL_ID } from '@site/src/lib/startup/earlyInput';
import styles from './styles.module.css';

// The modal and the search engine stay out of the first-visit bundle: they load
// on first open, or earlier when the pointer or focus reaches the button.
// (Focus returning to the button after Escape re-runs this; it is a no-op then.)
// A plain dynamic import rather than React.lazy: React 19 holds back a
// Suspense reveal for up to 300 ms, which the reader would feel on every
// first open.
type ModalComponent = ComponentType<{ onClose: () => void }>;
let LoadedModal: ModalComponent | null = null;
let modalLoading: Promise<ModalComponent> | null = null;

function loadModal(baseUrl: string): Promise<ModalComponent> {
  // The engine's files download alongside the dialog's chunk rather than after it.
  void warmSearchEngine(baseUrl, document.documentElement.lang || 'en');
  modalLoading ??= import('@site/src/components/SearchModal')
    .then((module) => {
      module.preloadSearchEngine(baseUrl);
      LoadedModal = module.default;
      return module.default;
    })
    .catch((error: unknown) => {
      modalLoading = null;
      throw error;
    });
  return modalLoading;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
      <path
        d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.3 4.3 1.5-1.5-4.3-4.3ZM8.7 13.6a4.9 4.9 0 1 1 0-9.8 4.9 4.9 0 0 1 0 9.8Z"
        fill="currentColor"
      />
    </svg>
  );
}

function PagefindSearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const preload = useCallback(() => {
    loadModal(baseUrl).catch(() => undefined);
  }, [baseUrl]);
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | null>(() => LoadedModal);
  const [isMac, setIsMac] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const openSearch = useCallback(() => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened from the pre-start shell (early input): focus goes back to the button, not the shell's input.
    returnFocus.current = focused?.closest(`#${EARLY_SEARCH_SHELL_ID}`) ? button.current : focused;
    benchMark('signoz-search:open');
    setOpen(true);
    if (LoadedModal) {
      // Loaded by a hover or focus preload after this component first rendered.
      const component = LoadedModal;
      setModal(() => component);
    } else {
      loadModal(baseUrl).then(
        (component) => setModal(() => component),
        // Chunk unreachable (offline, new deploy): the next press tries again.
        () => {
          setOpen(false);
          closeEarlySearch();
        },
      );
    }
  }, [baseUrl]);

  const closeSearch = useCallback(() => {
    setOpen(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    // After the dialog has left the DOM; if the element is gone (route change), focus stays where the browser puts it.
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);

  // Search asked for before the app started (button or shortcut, caught by the early-input script, which
  // shows the dialog's shell meanwhile): open the real dialog now; it takes over what was typed.
  useEffect(() => {
    if (claimEarlyAction('search')) openSearch();
  }, [openSearch]);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      if (open || event.defaultPrevented) return;
      if (isSearchShortcut(event, isEditableTarget(event.target))) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch]);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-early-search=""
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal onClose={closeSearch} />}
    </>
  );
}

export default function SearchBar(props: Record<string, never>): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  if (siteConfig.customFields?.searchProvider === 'algolia') return <OriginalSearchBar {...props} />;
  return <PagefindSearchBar />;
}
