import { productLinkRedirects } from './productLinkRedirects';
import { repoLinkRedirects } from './repoLinkRedirects';

/**
 * Paths that lead to another page of the site. Each becomes a small static
 * page (src/plugins/staticRedirects.ts) that sends the reader on at once, is
 * kept out of the index, and names the target as canonical. Add a path here
 * when a URL in the wild (the product's links, old articles) has no page.
 */
export interface StaticRedirect {
  from: string;
  to: string;
  /** Where readers meet the old path, so it is clear when it can go. */
  why: string;
}

export const staticRedirects: StaticRedirect[] = [
  {
    from: '/docs/introduction/',
    to: '/docs/',
    why: 'SigNoz v0.138.0 links here from its UI; the introduction is the docs home (slug /).',
  },
  ...repoLinkRedirects,
  ...productLinkRedirects,
];
