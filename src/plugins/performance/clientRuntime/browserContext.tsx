// Replaces @docusaurus/core/lib/client/browserContext.js (what useIsBrowser()
// reads). Same contract: false during hydration, so the first client render
// matches the server's HTML, then true. One change: the flip to true is a
// transition. Stock, it was an ordinary update from an effect, which React
// renders without yielding; every useIsBrowser() user re-rendered in one long
// task right after hydration. As a transition React splits that render into
// 5 ms slices like the hydration before it.
// Wired in by src/plugins/performance/clientRuntime/index.ts. Re-check against the stock file
// when upgrading Docusaurus.
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
