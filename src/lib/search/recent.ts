/** Recent searches kept in the reader's browser (never sent anywhere). */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
}

export const MAX_RECENT = 5;
export const RECENT_STORAGE_KEY = 'signoz-search-recent';

function isRecent(value: unknown): value is RecentSearch {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.query === 'string' &&
    typeof v.title === 'string' &&
    typeof v.url === 'string' &&
    // Only same-site paths: a tampered entry must not become an off-site or javascript: link.
    v.url.startsWith('/') &&
    !v.url.startsWith('//')
  );
}

/** Reads stored recents; anything malformed is dropped, never thrown. */
export function parseRecent(raw: string | null | undefined): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts an entry first, removing an older entry for the same page. */
export function addRecent(list: RecentSearch[], entry: RecentSearch, max = MAX_RECENT): RecentSearch[] {
  if (!isRecent(entry)) return list;
  return [entry, ...list.filter((r) => r.url !== entry.url)].slice(0, max);
}

export function removeRecent(list: RecentSearch[], url: string): RecentSearch[] {
  return list.filter((r) => r.url !== url);
}

interface StorageLike {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** Storage access that survives private mode, full quotas and disabled storage. */
export function createRecentStore(storage: StorageLike | null, key = RECENT_STORAGE_KEY) {
  return {
    read(): RecentSearch[] {
      try {
        return parseRecent(storage?.getItem(key));
      } catch {
        return [];
      }
    },
    write(list: RecentSearch[]): void {
      try {
        if (list.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(list));
      } catch {
        // Storage full or blocked: recents are a convenience, search still works.
      }
    },
  };
}
