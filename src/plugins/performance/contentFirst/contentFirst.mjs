// Content first: the page paints before the app's JavaScript runs.
//
// Docusaurus loads its entry scripts (runtime~main, main and, here, react-dom split off main) with `defer`.
// The parser reaches the end of the document and runs deferred scripts before
// the browser gets a chance to paint, so the article's first paint waited for
// main.js to evaluate (150-250 ms here, several times that on a phone), and on
// a slow network for its 170 KB download too. This step replaces those tags
// with a small inline loader that inserts the same scripts, in the same order,
// once the document is parsed and its first contentful paint is on screen.
// Hydration then proceeds exactly as before. A hidden tab, which does not
// paint, loads them at once; a browser that never reports the paint, after 3 s.
//
// The signal is the paint timing entry, reported once the frame is presented.
// We first waited one animation frame plus a timeout: the frame was painted but
// not always presented by then, so the downloads sometimes started before the
// paint, and Lighthouse (which replays the page on a slow network) then counted
// main.js's download in the LCP: about 3.1 s instead of 1.0 s, one run in two.
//
// The trade-off, chosen for a site people come to read: on a slow network the
// 190 KB of app JavaScript no longer competes with the HTML and CSS for
// bandwidth, so the article shows sooner (Lighthouse's simulated mobile LCP
// went from about 3 s to 1.3 s), and the app starts one download later. We
// tried preload hints to keep the early download: the simulated LCP went back
// to 2.6-4 s, because the scripts again share the connection with the CSS.

// Every script Docusaurus's template writes with `defer`: the entry's files (webpack runtime, main.js and
// any chunk split off the entry, such as react-dom).
const ENTRY_SCRIPT = /<script src=("?)([^"\s>]*\/[^"\s>/]+\.[0-9a-f]+\.js)\1 defer(?:="?defer"?)?><\/script>/g;

/**
 * The inline loader. Its text is the same on every page (the Content-Security-
 * Policy allows inline scripts by hash, one hash for the whole site); the page's
 * script URLs ride in its attributes. It runs once, after the first contentful paint:
 * - data-scripts, the entry scripts (webpack runtime first, then react-dom and
 *   main.js), inserted together and run in that order (async=false);
 * - data-chunks, the page's route chunks, inserted one per task (each insertion
 *   costs the browser 1-2 ms on a slow machine, and a page has up to a dozen)
 *   and run as they arrive: a chunk only registers its modules, in any order,
 *   and webpack reuses a chunk's tag if the app asks for it before it ran.
 */
export const ENTRY_LOADER =
  '(function(){var t=document.currentScript,d=false;' +
  'function a(s,o){var e=document.createElement("script");e.src=s;e.async=!o;document.head.appendChild(e)}' +
  'function l(){if(d)return;d=true;t.getAttribute("data-scripts").split(" ").forEach(function(s){a(s,true)});' +
  'var c=(t.getAttribute("data-chunks")||"").split(" ").filter(Boolean),m=new MessageChannel();' +
  'm.port1.onmessage=function(){a(c.shift(),false);if(c.length)m.port2.postMessage(0)};if(c.length)m.port2.postMessage(0)}' +
  'function p(){if(document.visibilityState==="hidden"){l();return}setTimeout(l,3000);' +
  'try{new PerformanceObserver(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}})' +
  '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(l,0)})}}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",p);else p()})()';

/** The loader tag for these URLs (paths without spaces or quotes, as the build names them). */
export function entryLoaderTag(entries, chunks = []) {
  const chunkAttr = chunks.length > 0 ? ` data-chunks="${chunks.join(' ')}"` : '';
  return `<script data-scripts="${entries.join(' ')}"${chunkAttr}>${ENTRY_LOADER}</script>`;
}

/**
 * Moves the entry scripts of a built page behind the first paint. `routeChunks`
 * (the page's own route chunks, see routeChunks.mjs) load with them, so that
 * the app finds them there instead of asking for them once it runs.
 * @param {string} html
 * @param {string[]} [routeChunks]
 * @returns {{ html: string, urls: string[] }} every URL the loader inserts (entry scripts first); empty when the
 *   page has no entry scripts (left unchanged).
 */
export function loadEntryScriptsAfterPaint(html, routeChunks = []) {
  const entries = [];
  const without = html.replace(ENTRY_SCRIPT, (_tag, _quote, url) => {
    entries.push(url);
    return '';
  });
  if (entries.length === 0 || !without.includes('</body>')) return { html, urls: [] };
  const runtimeFirst = [
    ...entries.filter((url) => url.includes('/runtime~main.')),
    ...entries.filter((url) => !url.includes('/runtime~main.')),
  ];
  const chunks = routeChunks.filter((url) => !entries.includes(url));
  return {
    html: without.replace('</body>', `${entryLoaderTag(runtimeFirst, chunks)}</body>`),
    urls: [...runtimeFirst, ...chunks],
  };
}
