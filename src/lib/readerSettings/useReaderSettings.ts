import { useSyncExternalStore } from 'react';
import { readSettings, serverSnapshot, subscribe } from './store';
import type { ReaderSettings } from './settings';

/** The reader's settings; empty during server render and hydration. */
export function useReaderSettings(): ReaderSettings {
  return useSyncExternalStore(subscribe, readSettings, serverSnapshot);
}
