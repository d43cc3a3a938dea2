import { describe, expect, it } from 'vitest';
import { parseRoutes, sectionOf } from '../../../scripts/lib/routes.mjs';

describe('parseRoutes', () => {
  it('separates required and forbidden routes and skips comments', () => {
    const text = '# comment\n/\n/docs/\n\n!/blog/page/28/\n  /pricing/  \n';
    expect(parseRoutes(text)).toEqual({ required: ['/', '/docs/', '/pricing/'], forbidden: ['/blog/page/28/'] });
  });
});

describe('sectionOf', () => {
  it.each([
    ['/', 'pages'],
    ['/pricing/', 'pages'],
    ['/docs/install/docker/', 'docs'],
    ['/blog/page/2/', 'blog'],
    ['/api_reference/', 'api_reference'],
  ])('%s is in %s', (route, section) => expect(sectionOf(route)).toBe(section));
});
