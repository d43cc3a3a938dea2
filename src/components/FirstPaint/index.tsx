// The first paint waits until the page's first screen has been parsed, with
// `<link rel="expect" blocking="render">` (HTML standard; Chromium 124+, other browsers ignore it).
// Without it a busy or slow-loading browser paints a half-parsed page: the navbar's right-hand items
// arrive one by one and, on a short page, the footer sits pinned to the bottom half-built, then jumps
// up as its columns arrive (CLS 0.05 to 0.08 on /learn/archive/ at 1280 px in the site gate).
//
// By default the wait is for the end of the footer, the last thing a page shows: a page's HTML is
// 15 to 170 KB and is parsed before its stylesheet, which blocks the paint anyway, has arrived. A long
// page whose footer is far below its first screen (the API reference, 944 KB of HTML, whose first
// paint this moved from 0.7 to 1.7 s on a phone-speed CPU) names an element after its first screen
// instead, with <FirstPaintAfter>.
import React, { createContext, useContext, type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/**
 * The id of an empty element at the very end of the site footer (src/theme/Footer/Layout). An element
 * of its own because Chromium ends the wait when the expected element is inserted, not once it is
 * fully parsed (Chromium 156; the HTML standard says "fully parsed").
 */
export const FOOTER_END_ID = 'site-footer-end';

const WaitFor = createContext<string>(FOOTER_END_ID);

/** Around a page's <Layout>: its first paint waits for the element `id` instead of the footer. */
export function FirstPaintAfter({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return <WaitFor.Provider value={id}>{children}</WaitFor.Provider>;
}

/** The head tag, rendered once per page by the Layout wrapper (src/theme/Layout). */
export function FirstPaintHold(): ReactNode {
  const id = useContext(WaitFor);
  return (
    <Head>
      <link rel="expect" href={`#${id}`} blocking="render" />
    </Head>
  );
}
