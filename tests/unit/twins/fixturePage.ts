// The twins' fixture page (tests/fixtures/markdown-twins/site) and the conversion options that go with it,
// shared by the converter's tests, and a compile of a page as the bundler's MDX loader does it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { ConvertOptions, MdNode } from '../../../src/lib/markdownTwins/convert';
import type { TreeCapture } from '../../../src/plugins/performance/twinTrees';

export const siteDir = path.resolve('tests/fixtures/markdown-twins/site');
export const page = path.join(siteDir, 'docs/guide/page.mdx');

/** Options that convert the fixture page, with `overrides`. */
export function fixtureOptions(overrides: Partial<ConvertOptions> = {}): ConvertOptions {
  return {
    filePath: page,
    siteDir,
    siteUrl: 'https://signoz.io',
    permalink: '/docs/guide/page/',
    title: 'Send traces to SigNoz',
    description: 'A fixture page.',
    facts: { 'signoz.version': '0.138.0' },
    readFile: (file) => readFileSync(file, 'utf8'),
    permalinkOf: (file) => (file.endsWith('other.mdx') ? '/docs/guide/other/' : undefined),
    ...overrides,
  };
}

/** A plugin after the capture that rewrites the tree in place, as Docusaurus's own plugins do. */
function rewriteEveryText() {
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      if (node.type === 'text') node.value = 'REWRITTEN';
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * Compiles a file the way @docusaurus/mdx-loader does (processor.js: @mdx-js/mdx's processor, the
 * capture first among the remark plugins, then the syntax extensions), front matter already taken off.
 */
export async function compile(capture: TreeCapture, file: string, source = readFileSync(file, 'utf8')) {
  const processor = createProcessor({
    remarkPlugins: [capture.remarkPlugin, remarkFrontmatter, remarkDirective, remarkGfm, rewriteEveryText],
  });
  await processor.process({ value: source.replace(/^---\n[\s\S]*?\n---\n/, ''), path: file });
}
