// Content first: the page paints before the app's JavaScript runs.
//
// Docusaurus loads its two entry scripts (runtime~main and main) with `defer`.
// The parser reaches the end of the document and runs deferred scripts before
// the browser gets a chance to paint, so the article's first paint waited for
// main.js to evaluate (150-250 ms here, several times that on a phone), and on
// a slow network for its 170 KB download too. This step replaces the two tags
// with a small inline loader that inserts the same scripts, in the same order,
// once the document is parsed and a frame has been painted. Hydration then
// proceeds exactly as before. A hidden tab (no animation frames) still loads
// them after a short timeout.
//
// The trade-off, chosen for a site people come to read: on a slow network the
// 190 KB of app JavaScript no longer competes with the HTML and CSS for
// bandwidth, so the article shows sooner (Lighthouse's simulated mobile LCP
// went from about 3 s to 1.3 s), and the app starts one download later. We
// tried preload hints to keep the early download: the simulated LCP went back
// to 2.6-4 s, because the scripts again share the connection with the CSS.

const ENTRY_SCRIPT =
  /<script src=("?)([^"\s>]*\/(?:runtime~main|main)\.[0-9a-f]+\.js)\1 defer(?:="?defer"?)?><\/script>/g;

/**
 * The inline loader. Its text is the same on every page (the Content-Security-
 * Policy allows inline scripts by hash, one hash for the whole site); the page's
 * script URLs ride in its data-scripts attribute. It runs once and keeps the
 * order (async=false).
 */
export const ENTRY_LOADER =
  '(function(){var u=document.currentScript.getAttribute("data-scripts").split(" "),d=false;' +
  'function l(){if(d)return;d=true;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
  'function p(){requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,200)}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",p);else p()})()';

/** The loader tag for these URLs (paths without spaces or quotes, as the build names them). */
export function entryLoaderTag(urls) {
  return `<script data-scripts="${urls.join(' ')}">${ENTRY_LOADER}</script>`;
}

/**
 * Moves the entry scripts of a built page behind the first paint. `routeChunks`
 * (the page's own route chunks, see route-chunks.mjs) load with them, between
 * the webpack runtime and main.js, so that main.js finds them already there.
 * @param {string} html
 * @param {string[]} [routeChunks]
 * @returns {{ html: string, urls: string[] }} urls is empty when the page has no entry scripts (left unchanged).
 */
export function loadEntryScriptsAfterPaint(html, routeChunks = []) {
  const entries = [];
  const without = html.replace(ENTRY_SCRIPT, (_tag, _quote, url) => {
    entries.push(url);
    return '';
  });
  if (entries.length === 0 || !without.includes('</body>')) return { html, urls: [] };
  const runtime = entries.filter((url) => url.includes('/runtime~main.'));
  const rest = entries.filter((url) => !runtime.includes(url));
  const urls = [...runtime, ...routeChunks.filter((url) => !entries.includes(url)), ...rest];
  return { html: without.replace('</body>', `${entryLoaderTag(urls)}</body>`), urls };
}
