// What the site gate needs to know about one built HTML page, read once with
// cheerio (the parser Docusaurus's own blog plugin uses), so every rule works
// on plain data and can be unit-tested without a build.
import { load } from 'cheerio';

/**
 * @typedef {{ src: string, alt: string | null, width: string | null, height: string | null }} ImageFacts
 * @typedef {{
 *   title: string,
 *   titleCount: number,
 *   descriptions: string[],
 *   robots: string,
 *   canonicals: string[],
 *   ogUrl: string | null,
 *   ogImages: string[],
 *   jsonLd: string[],
 *   h1Count: number,
 *   links: string[],
 *   ids: Set<string>,
 *   images: ImageFacts[],
 *   tables: number,
 *   widestCodeLine: number,
 *   mainTextLength: number,
 *   listedItems: number,
 *   mainLinks: number,
 *   htmlClass: string,
 *   refresh: string | null,
 * }} PageFacts
 */

/**
 * The fragment targets of a page: every element id, and the names of `<a name>` anchors.
 * @param {import('cheerio').CheerioAPI} $ the page, loaded
 * @returns {Set<string>}
 */
export function elementIds($) {
  const ids = new Set();
  $('[id]').each((_, el) => {
    ids.add($(el).attr('id'));
  });
  $('a[name]').each((_, el) => {
    ids.add($(el).attr('name'));
  });
  return ids;
}

/**
 * @param {string} html
 * @returns {PageFacts}
 */
export function pageFacts(html) {
  const $ = load(html);
  const attrs = (selector, name) =>
    $(selector)
      .map((_, el) => $(el).attr(name) ?? '')
      .get();
  const ids = elementIds($);
  let widestCodeLine = 0;
  $('pre').each((_, el) => {
    for (const line of $(el).text().split('\n')) widestCodeLine = Math.max(widestCodeLine, line.length);
  });
  const main = $('main');
  return {
    title: $('head title').first().text().trim(),
    titleCount: $('head title').length,
    descriptions: attrs('meta[name="description"]', 'content'),
    robots: attrs('meta[name="robots"]', 'content').join(',').toLowerCase(),
    canonicals: attrs('link[rel="canonical"]', 'href'),
    ogUrl: $('meta[property="og:url"]').attr('content') ?? null,
    ogImages: attrs('meta[property="og:image"]', 'content'),
    jsonLd: $('script[type="application/ld+json"]')
      .map((_, el) => $(el).text())
      .get(),
    h1Count: $('h1').length,
    links: attrs('a[href]', 'href'),
    ids,
    images: $('img')
      .map((_, el) => ({
        src: $(el).attr('src') ?? '',
        alt: $(el).attr('alt') ?? null,
        width: $(el).attr('width') ?? null,
        height: $(el).attr('height') ?? null,
      }))
      .get(),
    tables: $('table').length,
    widestCodeLine,
    mainTextLength: main.text().replace(/\s+/g, ' ').trim().length,
    // Entries a list page lists (blog post previews, doc cards): a list page with none is empty.
    listedItems: main.find('article, .card').length,
    mainLinks: main.find('a[href]').length,
    htmlClass: $('html').attr('class') ?? '',
    // A static redirect page (src/plugins/staticRedirects.ts): where its meta refresh sends the reader.
    refresh: /url=(.+)$/i.exec($('meta[http-equiv="refresh" i]').attr('content') ?? '')?.[1]?.trim() ?? null,
  };
}
