/**
 * "Copy page": fetches the page's Markdown twin when asked and puts it on the clipboard. The
 * clipboard write starts inside the click, with the text still on its way (a ClipboardItem takes a
 * promise), because Safari refuses a write that starts after an await; browsers without that fall
 * back to writing the text once it has arrived. Offline, the service worker answers the fetch from
 * its cache when the twin was fetched before (src/sw/markdownTwinCache.js).
 */
export function copyTwin(url: string, clipboard: Clipboard = navigator.clipboard): Promise<void> {
  const text = fetch(url).then((response) =>
    response.ok ? response.text() : Promise.reject(new Error(`${url}: HTTP ${response.status}`)),
  );
  const writeText = () => text.then((value) => clipboard.writeText(value));
  if (typeof ClipboardItem !== 'function' || !clipboard.write) return writeText();
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
  return clipboard.write([new ClipboardItem({ 'text/plain': blob })]).catch(writeText);
}
