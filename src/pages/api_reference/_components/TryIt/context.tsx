import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_TRY_IT_BASE_URL, readSession, TRY_IT_STORAGE, writeSession } from '@site/src/lib/openapi/tryIt';

interface TryItSettings {
  baseUrl: string;
  apiKey: string;
  setBaseUrl(value: string): void;
  setApiKey(value: string): void;
}

const Context = createContext<TryItSettings | null>(null);

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Base URL and API key shared by every "Try it" panel on the page. Kept in
 * sessionStorage only (gone when the tab closes), never in localStorage.
 */
export function TryItProvider({ children }: { children: ReactNode }): ReactNode {
  const [baseUrl, setBase] = useState(DEFAULT_TRY_IT_BASE_URL);
  const [apiKey, setKey] = useState('');
  useEffect(() => {
    // Read after hydration so the server-rendered HTML and the first client render agree.
    setBase(readSession(session(), TRY_IT_STORAGE.baseUrl) ?? DEFAULT_TRY_IT_BASE_URL);
    setKey(readSession(session(), TRY_IT_STORAGE.apiKey) ?? '');
  }, []);
  const setBaseUrl = useCallback((value: string) => {
    setBase(value);
    writeSession(session(), TRY_IT_STORAGE.baseUrl, value);
  }, []);
  const setApiKey = useCallback((value: string) => {
    setKey(value);
    writeSession(session(), TRY_IT_STORAGE.apiKey, value);
  }, []);
  const value = useMemo(() => ({ baseUrl, apiKey, setBaseUrl, setApiKey }), [baseUrl, apiKey, setBaseUrl, setApiKey]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useTryItSettings(): TryItSettings {
  const value = useContext(Context);
  if (!value) throw new Error('useTryItSettings must be used inside <TryItProvider>');
  return value;
}
