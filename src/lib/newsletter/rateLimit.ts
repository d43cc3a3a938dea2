/**
 * Client-side rate limit for newsletter sign-ups: one submission per
 * RATE_LIMIT_MS, remembered in local storage so it survives reloads.
 * Storage and clock are injected so tests control them.
 */
export const RATE_LIMIT_MS = 60000;
export const RATE_LIMIT_KEY = 'newsletter:lastSubmission';
export const RATE_LIMIT_MESSAGE = 'Too many signups, please try again in a little while';

/** The subset of the Web Storage API we use (window.localStorage satisfies it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type Clock = () => number;

/** True when a previous submission happened less than RATE_LIMIT_MS ago. */
export function isRateLimited(storage: KeyValueStorage, now: Clock): boolean {
  const raw = storage.getItem(RATE_LIMIT_KEY);
  if (raw === null) return false;
  const last = Number(raw);
  if (!Number.isFinite(last)) return false;
  const elapsed = now() - last;
  // A timestamp in the future (clock changed) does not block forever.
  return elapsed >= 0 && elapsed < RATE_LIMIT_MS;
}

export function recordSubmission(storage: KeyValueStorage, now: Clock): void {
  storage.setItem(RATE_LIMIT_KEY, String(now()));
}

export function clearSubmission(storage: KeyValueStorage): void {
  storage.removeItem(RATE_LIMIT_KEY);
}

/** In-memory storage for environments without localStorage (private mode, tests). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => (map.has(key) ? (map.get(key) as string) : null),
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
