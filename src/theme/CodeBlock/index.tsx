// Swizzled (ejected, small): the theme's CodeBlock with three changes.
//
// 1. Code samples show, and copy, the reader's own settings in place of our
//    fixed placeholders (src/lib/placeholders.ts). Server render and hydration
//    keep the placeholders, so pages read normally without JavaScript.
// 2. Prism is not on the critical path, nor on a first visit at all unless it
//    is needed. Highlighting lives in a chunk of its own
//    (src/components/HighlightedCode). Hydration skips each block and keeps
//    the server's highlighted HTML as it is; the chunk loads only when a block
//    needs to be live: the reader's settings change its code, it was not
//    rendered by the server (client-side navigation, dev server), or the
//    reader reaches for it (pointer, touch or focus), which brings the copy
//    button. Blocks then render in a transition (time-sliced, no long task).
//    Measured on a docs page: the chunk was 43 KB of gzip JS and a 190 ms task
//    on every first visit, for buttons most readers never press.
// 3. No remount after hydration. The theme remounts every block
//    (key={String(isBrowser)}) so a Prism theme other than the server's can
//    apply; with one colour mode that only re-tokenised every sample in one
//    long blocking task. When the colour-mode switch is turned on, it returns.
//
// React.lazy + Suspense would be the textbook way, but React's server renderer
// streams any Suspense boundary past the first 12.8 KB of HTML as a fallback
// plus an inline script, which breaks reading without JavaScript and our CSP.
import React, {
  isValidElement,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useThemeConfig } from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type { Props } from '@theme/CodeBlock';
import PlainCodeBlock from '@site/src/components/PlainCodeBlock';
import { useReaderSettings } from '@site/src/lib/readerSettings/useReaderSettings';
import { fillPlaceholders, hasPlaceholder } from '@site/src/lib/readerSettings/settings';
import styles from './styles.module.css';

type Highlighter = typeof import('@site/src/components/HighlightedCode').default;

/** Whether the page came from the server (production build), as Docusaurus's client entry decides. */
const serverRendered = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

let loadedHighlighter: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('@site/src/components/HighlightedCode').then(
    (module) => (loadedHighlighter = module.default),
    (error: unknown) => {
      loading = null; // a failed chunk load is retried by the next block that mounts
      throw error;
    },
  );
  return loading;
}

// The server renders every page complete: load the highlighter before the first page.
if (!ExecutionEnvironment.canUseDOM) void loadHighlighter();

/** Children as one string when they are only strings (so they can be copied), as upstream does. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** The highlighter once loaded; null until then. Loading starts once `needed` is true. */
function useHighlighter(needed: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loadedHighlighter);
  useEffect(() => {
    if (highlighter || !needed) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (loaded) => {
        if (mounted) startTransition(() => setHighlighter(() => loaded));
      },
      () => {}, // the plain block stays: still readable and selectable
    );
    return () => {
      mounted = false;
    };
  }, [highlighter, needed]);
  return highlighter;
}

/**
 * Whether the reader has reached for a server-rendered block (pointer, touch,
 * focus), and the focus hand-over when the live block replaces the server's
 * DOM: focus that was inside moves to the live block's <pre>.
 */
function useReachedFor() {
  const [reached, setReached] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const reach = useCallback(() => setReached(true), []);
  const onFocus = useCallback(() => {
    focusInside.current = true;
    setReached(true);
  }, []);
  const onBlur = useCallback((event: React.FocusEvent) => {
    // Focus moving elsewhere has a target; the server's DOM being removed does not.
    if (event.relatedTarget) focusInside.current = false;
  }, []);
  /** Call once the live block is in the DOM. */
  const handOverFocus = useCallback(() => {
    if (!focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      slotRef.current?.querySelector<HTMLElement>('pre')?.focus({ preventScroll: true });
    }
  }, []);
  return { reached, slotRef, handOverFocus, handlers: { onPointerEnter: reach, onTouchStart: reach, onFocus, onBlur } };
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const settings = useReaderSettings();
  const isBrowser = useIsBrowser();
  // True only for blocks rendered by hydration, whose highlighted HTML the server already sent
  // (the dev server renders in the browser alone: there it shows the plain block until loaded).
  const [hydrating] = useState(() => serverRendered && ExecutionEnvironment.canUseDOM && !isBrowser);
  const { colorMode } = useThemeConfig();
  const children = stringifyChildren(rawChildren);
  const code =
    typeof children === 'string' && hasPlaceholder(children) ? fillPlaceholders(children, settings) : children;
  const reachedFor = useReachedFor();
  const Highlighted = useHighlighter(
    typeof children === 'string' && (!hydrating || code !== children || reachedFor.reached),
  );
  const { handOverFocus } = reachedFor;
  useLayoutEffect(() => {
    if (Highlighted) handOverFocus();
  }, [Highlighted, handOverFocus]);
  const remountKey = colorMode.disableSwitch ? undefined : String(isBrowser);
  if (typeof children !== 'string' || typeof code !== 'string')
    return (
      <ElementContent key={remountKey} {...props}>
        {children}
      </ElementContent>
    );
  if (Highlighted)
    return (
      <div className={styles.slot} ref={reachedFor.slotRef}>
        <Highlighted key={remountKey} {...props}>
          {code}
        </Highlighted>
      </div>
    );
  // Keep the server's HTML untouched: React does not hydrate inside an element
  // whose content it is told is raw HTML, and replaces it once highlighted.
  if (hydrating)
    return (
      <div
        className={styles.slot}
        ref={reachedFor.slotRef}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
        {...reachedFor.handlers}
      />
    );
  return (
    <div className={styles.slot}>
      <PlainCodeBlock code={code} className={props.className} />
    </div>
  );
}
