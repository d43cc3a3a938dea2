import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { maskHashes, missingPostBuildOutput, staticRedirectPaths } from '../../../scripts/lib/build-output.mjs';

let dir: string;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'build-output-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const complete = {
  _headers: '/*\n',
  _redirects: '',
  'index.html': '<html><body><script data-scripts="/assets/js/main.0a1b2c3d.js">(loader)</script></body></html>',
  'docs/introduction/index.html': '<meta http-equiv="refresh" content="0; url=/docs/">',
  'assets/js/main.0a1b2c3d.js': '',
  'assets/js/main.0a1b2c3d.js.br': '',
  'pagefind/pagefind.js': '',
  'pagefind/pagefind.js.br': '',
  'pagefind/pagefind-entry.json': '{}',
};

describe('post-build output check', () => {
  it('passes a build with every step’s output', () => {
    expect(missingPostBuildOutput(site(complete), Object.keys(complete).sort(), ['/docs/introduction/'])).toEqual([]);
  });

  it('names what a build without the post-build steps lacks', () => {
    const bare = {
      'index.html': '<html><body><script src="/assets/js/main.0a1b2c3d.js" defer></script></body></html>',
      'assets/js/main.0a1b2c3d.js': '',
    };
    const problems = missingPostBuildOutput(site(bare), Object.keys(bare), ['/docs/introduction/']);
    expect(problems).toEqual([
      '_headers missing (post-build steps did not run)',
      '_redirects missing (post-build steps did not run)',
      'pagefind/pagefind.js missing (post-build steps did not run)',
      'pagefind/pagefind-entry.json missing (post-build steps did not run)',
      'no brotli copies under assets/js/',
      'no brotli copies under pagefind/',
      'static redirect page /docs/introduction/ missing',
      '1 pages still load their entry scripts with defer (content first did not run), e.g. index.html',
    ]);
  });

  it('reads the redirect paths and masks content hashes, so two builds of one tree compare equal', () => {
    expect(
      staticRedirectPaths(
        "export const staticRedirects = [\n  {\n    from: '/docs/introduction/',\n    to: '/docs/' },\n];",
      ),
    ).toEqual(['/docs/introduction/']);
    expect(maskHashes(['assets/js/main.0a1b2c3d.js', 'pagefind/index/en_1f2e3d4.pf_index', 'docs/index.html'])).toEqual(
      ['assets/js/main.#.js', 'pagefind/index/en_#.pf_index', 'docs/index.html'],
    );
  });
});
