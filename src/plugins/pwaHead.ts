import { site } from '../data/site';

/** Head tags of the installable web app (manifest, icons, theme colour). */
export const pwaHead = [
  { tagName: 'link', rel: 'icon', href: '/img/icons/icon-192.png' },
  { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
  { tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
  { tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#0b0d12' },
  { tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png' },
  { tagName: 'meta', name: 'msapplication-TileColor', content: site.themeColor },
];
