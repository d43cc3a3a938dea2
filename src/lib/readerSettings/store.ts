import { sanitize, type ReaderSettings } from './settings';

/**
 * A tiny external store over local storage, for useSyncExternalStore: every
 * code block on the page re-renders when the reader changes a value, and other
 * tabs follow through the `storage` event. Written by hand because it is
 * twenty lines and no library adds anything here.
 */
export const STORAGE_KEY = 'signoz.readerSettings.v1';

const EMPTY: ReaderSettings = Object.freeze({});
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: ReaderSettings } = { raw: null, value: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSettings(): ReaderSettings {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cache.raw) return cache.value;
  let value: ReaderSettings = EMPTY;
  if (raw) {
    try {
      value = sanitize(JSON.parse(raw));
    } catch {
      value = EMPTY;
    }
  }
  cache = { raw, value };
  return value;
}

export function writeSettings(next: ReaderSettings): void {
  const clean = sanitize(next);
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(clean).length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(clean));
  } catch {
    // Storage full or blocked: the values simply are not remembered.
  }
  listeners.forEach((listener) => listener());
}

export function clearSettings(): void {
  writeSettings({});
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Server render and hydration see no settings, so the HTML always shows the placeholders. */
export function serverSnapshot(): ReaderSettings {
  return EMPTY;
}
