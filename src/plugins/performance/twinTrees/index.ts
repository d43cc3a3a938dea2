import type { MdNode } from '../../../lib/markdownTwins/convert';

/**
 * The syntax trees Docusaurus's MDX loader parses while it bundles, kept for the Markdown twins, so the
 * twins do not parse every page a second time. Parsing is three quarters of a twin's cost (measured
 * 2026-11-28 on 386 docs pages: 10.5 s of 14.1 s, about 27 ms a page), and the loader already parses
 * each page with the same syntax extensions the twins use (remark-mdx, remark-directive, remark-gfm,
 * remark-frontmatter: @docusaurus/mdx-loader's processor.js).
 *
 * Of a file compiled twice, the tree of the longer source is kept (see the blog's truncated posts below).
 * Only `.mdx` files are kept: Docusaurus parses `.md` as MDX unless told otherwise, where the twins read
 * `.md` as CommonMark (src/lib/markdownTwins/convert.ts, parseSource). A page with no kept tree (a warm
 * build, whose bundler cache skips the loader; the dev server) is parsed by the twins as before.
 */
export interface TreeCapture {
  /**
   * Remark plugin that keeps a copy of the tree as parsed. It must come first in
   * `beforeDefaultRemarkPlugins`: every later plugin rewrites the tree in place.
   */
  remarkPlugin: () => (tree: MdNode, file: { path?: string; value?: unknown }) => void;
  /** A copy of the kept tree of `file` (each call its own copy: the twins rewrite what they get). */
  copyOf(file: string): MdNode | undefined;
  /** Whether a tree of `file` is kept. */
  has(file: string): boolean;
  /** How many trees are kept. */
  readonly size: number;
  /** Lets the kept trees go (after the twins are written). */
  clear(): void;
}

/**
 * JSON text of a tree without positions: mdast's `position`, and `loc` and `range` of the `estree` programs of
 * MDX expressions and imports (the twins read those programs' values, never where they were). Kept as text, a tree is one string for the garbage collector rather than some thousands of small
 * objects. Measured on 649 pages: 268 ms to write all, 157 ms to read all back, 20 MB held.
 */
export function treeJson(tree: MdNode): string {
  return JSON.stringify(tree, (key, value: unknown) => {
    // Not `start`: an ordered list's first number is its `start` too.
    if (key === 'position' || key === 'loc' || key === 'range') return undefined;
    return typeof value === 'bigint' ? String(value) : value;
  });
}

/**
 * @param enabled read when a tree is parsed; the site keeps trees in production builds only (the dev
 *   server never writes twins).
 */
export function createTreeCapture(enabled: () => boolean = () => process.env.NODE_ENV === 'production'): TreeCapture {
  const trees = new Map<string, { sourceLength: number; json: string }>();
  return {
    remarkPlugin: () => (tree, file) => {
      if (!enabled() || !file.path?.endsWith('.mdx')) return;
      // The blog compiles each post twice: whole, and cut at its truncate marker for the list pages
      // (plugin-content-blog's markdownLoader, `?truncated=true`), under the same path. The whole post is
      // the longer source.
      const sourceLength = String(file.value ?? '').length;
      const kept = trees.get(file.path);
      if (!kept || sourceLength > kept.sourceLength) trees.set(file.path, { sourceLength, json: treeJson(tree) });
    },
    copyOf(file) {
      const kept = trees.get(file);
      return kept && (JSON.parse(kept.json) as MdNode);
    },
    has: (file) => trees.has(file),
    get size() {
      return trees.size;
    },
    clear() {
      trees.clear();
    },
  };
}

/** The one capture of the site build: the docs and collection plugins feed it, the twins plugin reads it. */
export const twinTrees = createTreeCapture();
