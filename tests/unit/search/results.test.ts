import { describe, expect, it } from 'vitest';
import { flattenHits, groupResults, moveActive, toSearchHit } from '../../../src/lib/search/results';
import type { PagefindResultData } from '../../../src/lib/search/pagefind';

function page(partial: Partial<PagefindResultData> & { url: string }): PagefindResultData {
  return { excerpt: '', meta: {}, filters: {}, sub_results: [], ...partial };
}

const docker = page({
  url: '/docs/install/docker/',
  excerpt: 'Install <mark>SigNoz</mark> on one machine',
  meta: { title: 'Install SigNoz with Docker' },
  filters: { section: ['Docs'] },
  sub_results: [
    { title: 'Install SigNoz with Docker', url: '/docs/install/docker/', excerpt: 'Run <mark>SigNoz</mark> locally' },
    { title: 'Prerequisites', url: '/docs/install/docker/#prerequisites', excerpt: 'no match here' },
    { title: 'Start', url: '/docs/install/docker/#start', excerpt: '<mark>SigNoz</mark> starts' },
    { title: 'Verify', url: '/docs/install/docker/#verify', excerpt: '<mark>SigNoz</mark> <mark>SigNoz</mark>' },
    { title: 'Upgrade', url: '/docs/install/docker/#upgrade', excerpt: '<mark>SigNoz</mark> upgrade' },
    { title: 'Remove', url: '/docs/install/docker/#remove', excerpt: '<mark>SigNoz</mark> <mark>SigNoz</mark> x' },
  ],
});

describe('toSearchHit', () => {
  it('uses the page title, section filter and page-level excerpt', () => {
    const hit = toSearchHit(docker);
    expect(hit.title).toBe('Install SigNoz with Docker');
    expect(hit.section).toBe('docs');
    expect(hit.excerpt).toBe('Run <mark>SigNoz</mark> locally');
  });

  it('keeps the best three matching sections, in page order, without non-matching ones', () => {
    const hit = toSearchHit(docker);
    expect(hit.subHits.map((s) => s.title)).toEqual(['Start', 'Verify', 'Remove']);
    expect(hit.subHits.every((s) => s.url.includes('#'))).toBe(true);
  });

  it('does not repeat the page excerpt when a listed section shows the same passage', () => {
    const hit = toSearchHit(
      page({
        url: '/docs/a/',
        excerpt: 'same <mark>x</mark>',
        sub_results: [{ title: 'S', url: '/docs/a/#s', excerpt: 'same <mark>x</mark>' }],
      }),
    );
    expect(hit.excerpt).toBe('');
    expect(hit.subHits).toHaveLength(1);
  });

  it('falls back to the URL for a title and the URL for the section', () => {
    const hit = toSearchHit(page({ url: '/blog/post/', excerpt: 'x' }));
    expect(hit.title).toBe('/blog/post/');
    expect(hit.section).toBe('blog');
    expect(hit.subHits).toEqual([]);
  });
});

describe('groupResults', () => {
  it('merges duplicate pages and keeps order', () => {
    const other = page({ url: '/pricing/', meta: { title: 'Pricing' } });
    const dup = page({
      url: '/docs/install/docker/',
      sub_results: [{ title: 'Extra', url: '/docs/install/docker/#extra', excerpt: '<mark>a</mark>' }],
    });
    const hits = groupResults([docker, other, dup]);
    expect(hits.map((h) => h.url)).toEqual(['/docs/install/docker/', '/pricing/']);
    expect(hits[0].subHits).toHaveLength(3);
  });
});

describe('keyboard navigation', () => {
  it('flattens pages then their sections', () => {
    const options = flattenHits(groupResults([docker]));
    expect(options.map((o) => o.url)).toEqual([
      '/docs/install/docker/',
      '/docs/install/docker/#start',
      '/docs/install/docker/#verify',
      '/docs/install/docker/#remove',
    ]);
  });

  it('wraps around with arrows and jumps with Home/End', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
