import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTwins, mdxLeftovers, proseLines } from '../../../scripts/lib/twin-check.mjs';

describe('MDX leftovers in a twin', () => {
  it('finds import and export statements, tabs, comments and unresolved facts in prose', () => {
    const twin = [
      '# Page',
      "import VerifyData from '@site/docs/shared/verify-data.mdx';",
      'export const x = 1;',
      '<Tabs groupId="deployment">',
      '{/* truncate */}',
      '<!-- note -->',
      'Version %%signoz.version%%.',
      ':::note Historical guide',
    ].join('\n');
    expect(mdxLeftovers(twin)).toEqual([
      'an import statement (prose line 2)',
      'an export statement (prose line 3)',
      '<Tabs (prose line 4)',
      'a JSX comment {/* (prose line 5)',
      'an HTML comment <!-- (prose line 6)',
      'an unresolved product fact %%key%% (prose line 7)',
      'an admonition left as text ::: (prose line 8)',
    ]);
  });

  it('leaves code, inline code and prose that only uses the words alone', () => {
    const twin = [
      '# Page',
      'The collector can export to both backends, and',
      'export telemetry of its own; just import them as they are.',
      'Write `<Tabs>` or `import os` in text.',
      '',
      '   ```python',
      'import os',
      'export = 1',
      '   ```',
      '',
      '~~~~ts',
      "import { x } from 'y';",
      '```',
      'export { x };',
      '~~~~',
    ].join('\n');
    expect(mdxLeftovers(twin)).toEqual([]);
    expect(proseLines(twin)).toContain('Write  or  in text.');
  });
});

describe('checkTwins on a build folder', () => {
  let dir: string;
  const put = async (file: string, text: string) => {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  };
  const html = (className: string) => `<!doctype html><html lang=en class="${className}"><title>x</title>`;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'twin-check-'));
    await put('index.html', html(''));
    await put('docs/a/index.html', html('docs-wrapper docs-doc-page'));
    await put('docs/a.md', '# A\n\nText.\n');
    await put('docs/a/index.md', '# A\n\nText.\n');
    await put('blog/post/index.html', html('blog-wrapper blog-post-page plugin-id-blog'));
    await put('blog/post.md', '# Post\n');
    await put('blog/post/index.md', '# Post\n');
    await put('blog/index.html', html('blog-wrapper blog-list-page'));
    await put('blog/archive/index.html', html('plugin-blog'));
    await put('blog.md', '# Blog\n\n- [Post](https://signoz.io/blog/post.md)\n');
    await put('learn/guide/index.html', html('blog-wrapper blog-post-page plugin-id-learn'));
    await put('learn/guide.md', '# Guide\n');
    await put('learn/guide/index.md', '# Guide\n');
    await put('llms-full.txt', '# Full\n');
    await put(
      'llms.txt',
      [
        '# SigNoz',
        '',
        '[llms-full.txt](https://signoz.io/llms-full.txt)',
        '',
        '- [A](https://signoz.io/docs/a.md)',
        '- [Guide](https://signoz.io/learn/guide.md)',
        '- [Blog](https://signoz.io/blog.md)',
      ].join('\n'),
    );
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('passes a complete build, finding docs pages and posts but not list pages', () => {
    const { pages, problems } = checkTwins(dir);
    expect(problems).toEqual([]);
    expect(pages.map((p) => p.route)).toEqual(['/blog/post/', '/docs/a/', '/learn/guide/']);
  });

  it('reports a page without a twin, a differing alias, MDX left over and a page llms.txt does not list', async () => {
    await put('docs/b/index.html', html('docs-wrapper docs-doc-page'));
    await put('docs/a/index.md', '# A\n\nOlder text.\n');
    await put('learn/guide.md', '# Guide\n\n<Tabs>\n');
    await put('learn/guide/index.md', '# Guide\n\n<Tabs>\n');
    await put('blog.md', '# Blog\n');
    expect(checkTwins(dir).problems).toEqual([
      '/blog/post/: not listed in /blog.md',
      '/docs/a/: /docs/a/index.md differs',
      '/docs/b/: no twin at /docs/b.md',
      '/learn/guide/: twin contains <Tabs (prose line 3)',
    ]);
  });

  it('reports links of llms.txt that lead nowhere and a missing full text', async () => {
    await put('llms.txt', '# SigNoz\n\n- [A](https://signoz.io/docs/a.md)\n- [Gone](https://signoz.io/docs/gone.md)\n');
    expect(checkTwins(dir).problems).toEqual([
      'llms.txt links /docs/gone.md, which the build does not have',
      'llms.txt links no llms-full text',
      'llms.txt does not link the blog index /blog.md',
      '/learn/guide/: not listed in llms.txt',
    ]);
  });
});
