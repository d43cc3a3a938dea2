import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

/**
 * Remark plugin: gives every `<ZoomableFigure src="/img/...">` without a width
 * and height the intrinsic size of its file in static/ (an SVG's viewBox), so
 * the browser reserves its box before the image loads. Without them, a diagram
 * pushed the text below it down as it arrived (a layout shift of 0.078 on a
 * docs page). Markdown images get their size from Docusaurus already.
 */
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
}

const COMPONENT = 'ZoomableFigure';

function visit(node: Node, onFigure: (node: Node) => void): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === COMPONENT) {
    onFigure(node);
  }
  for (const child of node.children ?? []) visit(child, onFigure);
}

function attribute(node: Node, name: string): Attribute | undefined {
  return node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
}

export default function remarkFigureSize(options: { staticDir: string }) {
  return (tree: Node, file: { path?: string }) => {
    visit(tree, (figure) => {
      if (attribute(figure, 'width') && attribute(figure, 'height')) return;
      const src = attribute(figure, 'src')?.value;
      // Only a literal path of this site can be measured; anything else keeps what the author wrote.
      if (typeof src !== 'string' || !src.startsWith('/')) return;
      const filePath = path.join(options.staticDir, decodeURI(src));
      let size: { width?: number; height?: number };
      try {
        size = imageSize(readFileSync(filePath));
      } catch (error) {
        throw new Error(`${file.path ?? 'MDX'}: <${COMPONENT} src="${src}">: cannot read its size (${String(error)})`);
      }
      if (!size.width || !size.height) return;
      figure.attributes = [
        ...(figure.attributes ?? []).filter((attr) => attr.name !== 'width' && attr.name !== 'height'),
        { type: 'mdxJsxAttribute', name: 'width', value: String(Math.round(size.width)) },
        { type: 'mdxJsxAttribute', name: 'height', value: String(Math.round(size.height)) },
      ];
    });
  };
}

/** The plugin with this site's static folder, for the docs and collection options. */
export const figureSizePlugin = [remarkFigureSize, { staticDir: path.resolve(__dirname, '../../static') }] as const;
