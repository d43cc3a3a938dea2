/**
 * The id of an empty element at the very end of the site footer (src/theme/Footer/Layout), the last
 * thing a page shows. An element of its own because Chromium ends the wait when the expected element
 * is inserted, not when it is fully parsed (Chromium 156; the HTML standard says "fully parsed").
 */
export const FOOTER_END_ID = 'site-footer-end';

/**
 * Holds the first paint until the footer has been parsed (`<link rel="expect" blocking="render">`,
 * HTML standard; Chromium 124+, other browsers ignore it). Without it a busy or slow-loading browser
 * paints a half-parsed page: the navbar's right-hand items arrive one by one and, on a short page, the
 * footer sits pinned to the bottom half-built, then jumps up as its columns arrive (CLS 0.05-0.08 on
 * /learn/archive/ at 1280 px). A page's HTML is 15-150 KB and arrives well before its stylesheet, which
 * blocks the paint anyway, so the wait costs little. A page without the footer paints when parsing ends.
 */
export const firstPaintHeadTag = {
  tagName: 'link',
  attributes: { rel: 'expect', href: `#${FOOTER_END_ID}`, blocking: 'render' },
} as const;
