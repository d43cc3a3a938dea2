import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import remarkFigureSize from '../../../src/plugins/remarkFigureSize';

// A <ZoomableFigure> of an SVG without width and height shifted a docs page by
// 0.078 as the image arrived: the plugin writes the file's intrinsic size in.

const staticDir = mkdtempSync(join(tmpdir(), 'figure-size-'));
mkdirSync(join(staticDir, 'img'));
writeFileSync(
  join(staticDir, 'img/diagram.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 880 420"></svg>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

interface Attr {
  type: string;
  name: string;
  value: unknown;
}

const figure = (attributes: Attr[]) => ({
  type: 'mdxJsxFlowElement',
  name: 'ZoomableFigure',
  attributes,
  children: [],
});
const attr = (name: string, value: unknown): Attr => ({ type: 'mdxJsxAttribute', name, value });
const run = (node: ReturnType<typeof figure>) => {
  remarkFigureSize({ staticDir })({ type: 'root', children: [node] }, { path: 'docs/x.mdx' });
  return Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
};

describe('remarkFigureSize', () => {
  it('gives a figure without a size the intrinsic size of its SVG', () => {
    expect(run(figure([attr('src', '/img/diagram.svg'), attr('alt', 'A diagram')]))).toEqual({
      src: '/img/diagram.svg',
      alt: 'A diagram',
      width: '880',
      height: '420',
    });
  });

  it('keeps a size the author wrote, and leaves sources it cannot read as a file alone', () => {
    expect(run(figure([attr('src', '/img/diagram.svg'), attr('width', '440'), attr('height', '210')]))).toMatchObject({
      width: '440',
      height: '210',
    });
    expect(run(figure([attr('src', 'https://example.com/a.png')]))).toEqual({ src: 'https://example.com/a.png' });
  });

  it('fails the build on a figure whose file is missing', () => {
    expect(() => run(figure([attr('src', '/img/missing.svg')]))).toThrow(
      /docs\/x.mdx: <ZoomableFigure src="\/img\/missing.svg">/,
    );
  });
});
