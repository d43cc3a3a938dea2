import { describe, expect, it } from 'vitest';
import {
  hasElementId,
  parseProductLinks,
  parseRoutes,
  redirectTarget,
  sectionOf,
} from '../../../scripts/lib/routes.mjs';

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

describe('check-routes', () => {
  // A tiny build and route list in a temporary folder, checked by the real script.
  // `served` routes get a page with an `id=setup` heading; `pages` gives other routes their own HTML.
  const run = async (served: string[], strict: boolean, productLinks = '', pages: Record<string, string> = {}) => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { spawnSync } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'routes-'));
    const html: Record<string, string> = {
      ...Object.fromEntries(served.map((route) => [route, '<!doctype html><h2 id=setup>Setup</h2>'])),
      ...pages,
    };
    for (const [route, text] of Object.entries(html)) {
      mkdirSync(join(dir, 'build', route), { recursive: true });
      writeFileSync(join(dir, 'build', route, 'index.html'), text);
    }
    writeFileSync(join(dir, 'routes.txt'), '/\n/docs/\n!/blog/page/28/\n');
    writeFileSync(join(dir, 'links.txt'), productLinks);
    const args = [
      'scripts/check-routes.mjs',
      '--build',
      join(dir, 'build'),
      '--routes',
      join(dir, 'routes.txt'),
      '--product-links',
      join(dir, 'links.txt'),
    ];
    return spawnSync(process.execPath, strict ? [...args, '--strict'] : args, { encoding: 'utf8' });
  };

  it('passes when every route is served and no forbidden one is', async () => {
    expect((await run(['/', '/docs/'], true)).status).toBe(0);
  });
  it('fails on a missing route only in strict mode, naming it', async () => {
    const lenient = await run(['/'], false);
    expect(lenient.status).toBe(0);
    const strict = await run(['/'], true);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('/docs/');
  });
  it('fails in strict mode on a product docs link whose page or anchor is missing, naming it', async () => {
    const links =
      '# from the product\nhttps://signoz.io/docs/#setup\nhttps://signoz.io/docs/#gone\nhttps://signoz.io/docs/x\n';
    const strict = await run(['/', '/docs/'], true, links);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('1 of 3 product docs links resolve');
    expect(strict.stdout).toContain('https://signoz.io/docs/#gone');
    expect(strict.stdout).toContain('https://signoz.io/docs/x');
    expect((await run(['/', '/docs/'], false, links)).status).toBe(0);
    expect((await run(['/', '/docs/'], true, 'https://signoz.io/docs/#setup\n')).status).toBe(0);
  });
  it('follows a static redirect for a link whose #fragment the redirect page cannot have', async () => {
    const { redirectPage } = await import('../../../src/lib/redirects/redirectPage');
    const result = await run(
      ['/', '/docs/'],
      true,
      'https://signoz.io/docs/old/#path-1\nhttps://signoz.io/docs/gone/#x\n',
      {
        '/docs/old/': redirectPage('/docs/#setup', 'https://example.com'),
        '/docs/gone/': redirectPage('/docs/missing/', 'https://example.com'),
      },
    );
    expect(result.stdout).toContain('1 of 2 product docs links resolve');
    expect(result.stdout).toContain('https://signoz.io/docs/gone/#x');
    expect(result.status).toBe(1);
  });
  it('accepts a link marked unserved, and fails in strict mode once the build serves it', async () => {
    const links = 'https://signoz.io/docs/#setup\nhttps://signoz.io/docs/x/ unserved: no page on X yet\n';
    const marked = await run(['/', '/docs/'], true, links);
    expect(marked.status).toBe(0);
    expect(marked.stdout).toContain('1 of 2 product docs links resolve (1 marked unserved');
    const stale = await run(['/', '/docs/', '/docs/x/'], true, links);
    expect(stale.status).toBe(1);
    expect(stale.stdout).toMatch(
      /marked unserved that the build serves \(1\)[^\n]*\n {2}https:\/\/signoz\.io\/docs\/x\//,
    );
  });
  it('fails on a route that must not exist', async () => {
    const result = await run(['/', '/docs/', '/blog/page/28/'], false);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/blog/page/28/');
  });
});

describe('product docs links', () => {
  it('parse into paths with a trailing slash and anchors', () => {
    expect(
      parseProductLinks(
        '# c\nhttps://signoz.io/docs/a/b#x\nhttps://signoz.io/docs/\nhttps://signoz.io/docs/c/  unserved: no page on C yet\n',
      ),
    ).toEqual([
      { url: 'https://signoz.io/docs/a/b#x', path: '/docs/a/b/', anchor: 'x', unserved: null },
      { url: 'https://signoz.io/docs/', path: '/docs/', anchor: null, unserved: null },
      { url: 'https://signoz.io/docs/c/', path: '/docs/c/', anchor: null, unserved: 'no page on C yet' },
    ]);
  });
  it('find ids quoted or unquoted, and only whole ids', () => {
    expect(hasElementId('<h2 class=a id=setup>', 'setup')).toBe(true);
    expect(hasElementId('<h2 id="setup">', 'setup')).toBe(true);
    expect(hasElementId('<h2 id=setup-more>', 'setup')).toBe(false);
    expect(hasElementId('<a href=#setup>', 'setup')).toBe(false);
    expect(hasElementId('<h2 id=q-a--b.c>', 'q-a--b.c')).toBe(true);
  });
  it('read the target of a static redirect page, with its section', async () => {
    const { redirectPage } = await import('../../../src/lib/redirects/redirectPage');
    expect(redirectTarget(redirectPage('/docs/a/#b', 'https://example.com'))).toEqual({
      path: '/docs/a/',
      anchor: 'b',
    });
    expect(redirectTarget(redirectPage('/docs/a/', 'https://example.com'))).toEqual({ path: '/docs/a/', anchor: null });
    expect(redirectTarget('<!doctype html><h1>Page</h1>')).toBeNull();
  });
});
