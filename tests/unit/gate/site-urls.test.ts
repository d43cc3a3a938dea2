import { describe, expect, it } from 'vitest';
import { canonicalJsonLd, canonicalPath, canonicalSiteUrl, isPagePath } from '../../../src/lib/seo/siteUrls';

const ORIGIN = 'https://signoz.io';

describe('canonical URLs of this site', () => {
  it('give page paths their trailing slash and leave files alone', () => {
    expect(isPagePath('/docs/install/docker')).toBe(true);
    expect(isPagePath('/img/cards/a.png')).toBe(false);
    // A version in a slug is not a file extension.
    expect(canonicalPath('/docs/operate/migration/upgrade-0.10')).toBe('/docs/operate/migration/upgrade-0.10/');
    expect(canonicalPath('/docs/operate/migration/upgrade-0.8.1')).toBe('/docs/operate/migration/upgrade-0.8.1/');
    expect(canonicalPath('/docs/install/docker')).toBe('/docs/install/docker/');
    expect(canonicalPath('/docs/')).toBe('/docs/');
    expect(canonicalPath('/blog/rss.xml')).toBe('/blog/rss.xml');
    expect(canonicalSiteUrl(`${ORIGIN}/blog/a-post`, ORIGIN)).toBe(`${ORIGIN}/blog/a-post/`);
    expect(canonicalSiteUrl(`${ORIGIN}/docs/x#part`, ORIGIN)).toBe(`${ORIGIN}/docs/x/#part`);
    expect(canonicalSiteUrl(ORIGIN, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(canonicalSiteUrl('https://github.com/SigNoz/signoz', ORIGIN)).toBe('https://github.com/SigNoz/signoz');
    expect(canonicalSiteUrl('https://signoz.io.example.com/x', ORIGIN)).toBe('https://signoz.io.example.com/x');
  });

  it('rewrite every URL of the site in JSON-LD, making relative URL fields absolute, and nothing else', () => {
    // What Docusaurus 3.10 writes for a post whose author's url is a path: no trailing slashes.
    const posting = {
      '@type': 'BlogPosting',
      '@id': `${ORIGIN}/blog/a-post`,
      mainEntityOfPage: `${ORIGIN}/blog/a-post`,
      url: `${ORIGIN}/blog/a-post`,
      headline: 'A post about /docs paths',
      author: { '@type': 'Person', name: 'Maya', url: '/about-us/' },
      image: { '@type': 'ImageObject', url: `${ORIGIN}/img/cards/a.png` },
      isPartOf: { '@type': 'Blog', '@id': `${ORIGIN}/blog` },
      keywords: [],
    };
    expect(canonicalJsonLd(posting, ORIGIN)).toEqual({
      ...posting,
      '@id': `${ORIGIN}/blog/a-post/`,
      mainEntityOfPage: `${ORIGIN}/blog/a-post/`,
      url: `${ORIGIN}/blog/a-post/`,
      author: { '@type': 'Person', name: 'Maya', url: `${ORIGIN}/about-us/` },
      isPartOf: { '@type': 'Blog', '@id': `${ORIGIN}/blog/` },
    });
    const breadcrumbs = { itemListElement: [{ position: 1, item: `${ORIGIN}/docs/category/install` }] };
    expect(canonicalJsonLd(breadcrumbs, ORIGIN)).toEqual({
      itemListElement: [{ position: 1, item: `${ORIGIN}/docs/category/install/` }],
    });
  });
});
