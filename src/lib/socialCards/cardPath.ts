/**
 * Where the generated social card of a page lives, from its permalink. Shared
 * by the plugin that renders cards and the theme components that reference
 * them, so neither needs the other's data.
 */
export function cardPathFor(permalink: string): string {
  const name = permalink
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '--')
    .slice(0, 180);
  return `/img/cards/${name || 'home'}.png`;
}

/** Width of the small copy of a post's card, used as the cover thumbnail in lists. */
export const COVER_THUMB_WIDTH = 480;

/** Where the small copy of a page's card lives (rendered for collection posts only). */
export function coverThumbPathFor(permalink: string): string {
  return cardPathFor(permalink).replace(/\.png$/, `-${COVER_THUMB_WIDTH}.png`);
}
