/**
 * The app's side of the early-input script (src/plugins/earlyInput/earlyInput.browser.js), which makes
 * the navbar's controls respond before the app has started and queues what the reader asked for.
 * When a control's component mounts, it claims its kind: from then on the script leaves that control
 * to the app, and the component replays the queued action.
 */
export type EarlyKind = 'search' | 'menu';

/** What the script keeps on `window.__signozEarly`. */
export interface EarlyState {
  /** Actions asked for before the app claimed them, oldest first. */
  actions: string[];
  /** Kinds the app handles itself now. */
  claimed: Partial<Record<string, boolean>>;
}

/** id of the search dialog's shell that the script opens. */
export const EARLY_SEARCH_SHELL_ID = 'early-search';
/** Attribute on <html> while the menu was asked for before the app started. */
export const EARLY_MENU_ATTRIBUTE = 'data-early-menu';

function windowState(): EarlyState | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __signozEarly?: EarlyState }).__signozEarly;
}

/**
 * Hands `kind` to the app from now on. True when the reader asked for it before (the caller replays
 * it); false when not, or when the page has no early-input script.
 */
export function claimEarlyAction(kind: EarlyKind, state: EarlyState | undefined = windowState()): boolean {
  if (!state) return false;
  state.claimed[kind] = true;
  const index = state.actions.indexOf(kind);
  if (index < 0) return false;
  state.actions.splice(index, 1);
  return true;
}

function shell(doc: Document): HTMLDialogElement | null {
  return doc.getElementById(EARLY_SEARCH_SHELL_ID) as HTMLDialogElement | null;
}

/** What the reader typed into the search shell so far ('' without one). */
export function earlySearchText(doc: Document | undefined = globalThis.document): string {
  return doc ? (shell(doc)?.querySelector('input')?.value ?? '') : '';
}

/**
 * Removes the search shell, closed first, so that the browser's focus return runs now and not after
 * the real dialog has taken focus.
 */
export function closeEarlySearch(doc: Document | undefined = globalThis.document): void {
  const dialog = doc ? shell(doc) : null;
  if (!dialog) return;
  if (dialog.open) dialog.close();
  dialog.remove();
}

/** Drops the menu's pre-start feedback (the shade and pressed button). */
export function endEarlyMenu(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.removeAttribute(EARLY_MENU_ATTRIBUTE);
}
