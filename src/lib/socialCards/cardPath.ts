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
