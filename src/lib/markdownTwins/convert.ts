/**
 * MDX to clean Markdown (CommonMark + GFM), for the Markdown twin of a page.
 *
 * Why our own conversion and not an llms.txt plugin: the published ones either concatenate the MDX
 * source (imports and JSX left in) or convert the rendered HTML, where tab labels, code-block titles
 * and the placeholders readers fill in are already turned into markup. The site's MDX vocabulary is
 * small and known (Tabs/TabItem, ZoomableFigure, imported shared snippets, admonitions, the
 * truncate comment), so we parse the source with the same remark syntax extensions Docusaurus uses
 * (unified, remark-mdx, remark-directive, remark-gfm) and rewrite only those nodes.
 *
 * What comes out: the title as H1, the description as a quote, then the body with product facts
 * resolved, shared snippets inlined, tabs as headed sections (one per tab, headed by its label),
 * admonitions as quotes headed by their type, figures as images, code blocks with their language and
 * title, and every internal link and image URL absolute. No JSX, imports or comments remain;
 * reader-settings placeholders (`<region>` ...) stay as written, for the reader to fill in.
 */
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { phrasing } from 'mdast-util-phrasing';
import { substituteFactsInTree } from '../productFacts';

/** The admonition keywords Docusaurus recognises (its default list). */
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
] as const;

export interface ConvertOptions {
  /** Absolute path of the page's source file. */
  filePath: string;
  /** Absolute path of the site, for `@site/` imports. */
  siteDir: string;
  /** Origin of the public site, without trailing slash (`https://signoz.io`). */
  siteUrl: string;
  /** The page's URL path (`/docs/install/docker/`). */
  permalink: string;
  title: string;
  description?: string;
  /** Product facts by dotted key, substituted for `%%key%%` tokens. */
  facts: Record<string, string>;
  /** Reads an imported snippet (tests pass fixtures). */
  readFile: (absolutePath: string) => string;
  /** The URL path of a Markdown file linked by file path, when it is a page. */
  permalinkOf?: (absolutePath: string) => string | undefined;
  /** The public URL path of an image file imported next to a page (bundled under /assets/). */
  assetUrl?: (absolutePath: string) => string | undefined;
  /** Told about anything the twin could not render faithfully. */
  warn?: (message: string) => void;
  /**
   * The tree of a file (the page or a snippet it imports) when one is already parsed, to be rewritten
   * by the conversion (a copy); undefined to parse `source` here (parseSource).
   */
  parsed?: (absolutePath: string) => MdNode | undefined;
}

/** A Markdown syntax tree node (mdast with the MDX and directive extensions), loosely typed. */
export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  title?: string | null;
  name?: string | null;
  attributes?: unknown;
  children?: MdNode[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

interface State {
  /** Depth of the last heading seen, so tab headings nest under it. */
  depth: number;
  file: string;
  /** Imported snippet files by component name. */
  imports: Map<string, string>;
  /** Snippets being inlined, to stop an import cycle. */
  inlining: string[];
}

const parser = (mdx: boolean) => {
  const processor = unified().use(remarkParse);
  if (mdx) processor.use(remarkMdx);
  return processor.use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
};
const mdxParser = parser(true);
const mdParser = parser(false);

const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  emphasis: '_',
  strong: '*',
});

/** Parses a file the way Docusaurus does: `.md` as CommonMark, anything else as MDX. */
export function parseSource(filePath: string, source: string): MdNode {
  const processor = filePath.endsWith('.md') ? mdParser : mdxParser;
  return processor.parse(source) as unknown as MdNode;
}

const text = (value: string): MdNode => ({ type: 'text', value });
const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });

/** Value of a JSX attribute given as a string, or as a plain string/number expression. */
export function jsxAttribute(node: MdNode, name: string): string | undefined {
  const attributes = Array.isArray(node.attributes) ? (node.attributes as MdNode[]) : [];
  const attribute = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  const value = attribute.value as unknown;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && (value as MdNode).type === 'mdxJsxAttributeValueExpression') {
    return literalOf(value as MdNode);
  }
  return undefined;
}

/** The value of an expression that is a single string or number literal (`{'<'}`), else undefined. */
function literalOf(node: MdNode): string | undefined {
  const estree = node.data?.estree as { body?: { type: string; expression?: Record<string, unknown> }[] } | undefined;
  const body = estree?.body ?? [];
  if (body.length !== 1 || body[0].type !== 'ExpressionStatement') return undefined;
  const expression = body[0].expression ?? {};
  if (expression.type === 'Literal' && ['string', 'number'].includes(typeof expression.value)) {
    return String(expression.value);
  }
  if (
    expression.type === 'TemplateLiteral' &&
    Array.isArray(expression.expressions) &&
    !expression.expressions.length
  ) {
    const quasis = expression.quasis as { value: { cooked: string } }[];
    return quasis.map((q) => q.value.cooked).join('');
  }
  return undefined;
}

/** Default imports of `.md`/`.mdx` files in the page's ESM blocks, by local name. */
export function snippetImports(tree: MdNode, file: string, siteDir: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const estree = node.data?.estree as { body?: Record<string, unknown>[] } | undefined;
    for (const statement of estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String((statement.source as { value: unknown }).value);
      if (!/\.mdx?$/.test(specifier)) continue;
      const resolved = specifier.startsWith('@site/')
        ? path.join(siteDir, specifier.slice('@site/'.length))
        : path.resolve(path.dirname(file), specifier);
      for (const spec of statement.specifiers as { type: string; local: { name: string } }[]) {
        if (spec.type === 'ImportDefaultSpecifier') imports.set(spec.local.name, resolved);
      }
    }
  }
  return imports;
}

function isUrlWithScheme(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/** Makes a link target absolute: site paths, anchors, relative page URLs and linked Markdown files. */
export function absoluteLink(url: string, options: ConvertOptions, file: string): string {
  if (url.startsWith('pathname://')) return options.siteUrl + url.slice('pathname://'.length).replace(/^\/*/, '/');
  if (isUrlWithScheme(url)) return url;
  if (url.startsWith('#')) return options.siteUrl + options.permalink + url;
  if (url.startsWith('/')) return options.siteUrl + url;
  const [filePart, hash = ''] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(filePart)) {
    const target = options.permalinkOf?.(path.resolve(path.dirname(file), decodeURI(filePart)));
    if (target) return options.siteUrl + target + hash;
    options.warn?.(`${file}: link to ${url} is not a page; left relative to the page URL`);
  }
  return new URL(url, options.siteUrl + options.permalink).href;
}

/** Makes an image URL absolute: site paths, and images imported next to the page. */
export function absoluteImage(url: string, options: ConvertOptions, file: string): string {
  if (isUrlWithScheme(url)) return url;
  if (url.startsWith('/')) return options.siteUrl + url;
  const bundled = options.assetUrl?.(path.resolve(path.dirname(file), decodeURI(url)));
  if (bundled) return options.siteUrl + bundled;
  options.warn?.(`${file}: image ${url} not found among the built assets; left relative to the page URL`);
  return new URL(url, options.siteUrl + options.permalink).href;
}

function headingsIn(nodes: MdNode[]): MdNode[] {
  const found: MdNode[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'heading') found.push(node);
    node.children?.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function admonition(node: MdNode, state: State, options: ConvertOptions): MdNode {
  const children = node.children ?? [];
  const hasLabel = children[0]?.type === 'paragraph' && children[0].data?.directiveLabel === true;
  const label = hasLabel ? transform(children[0].children ?? [], state, options) : [];
  const type = capitalise(String(node.name));
  const heading: MdNode = {
    type: 'strong',
    children: label.length ? [text(`${type}: `), ...label] : [text(type)],
  };
  return {
    type: 'blockquote',
    children: [paragraph([heading]), ...transform(children.slice(hasLabel ? 1 : 0), state, options)],
  };
}

function tabs(node: MdNode, state: State, options: ConvertOptions): MdNode[] {
  const outerDepth = state.depth;
  const tabDepth = Math.min(6, outerDepth + 1);
  const out: MdNode[] = [];
  for (const child of node.children ?? []) {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      out.push(...transform([child], state, options));
      continue;
    }
    const label = jsxAttribute(child, 'label') ?? jsxAttribute(child, 'value') ?? 'Tab';
    out.push({ type: 'heading', depth: tabDepth, children: [text(label)] });
    state.depth = tabDepth;
    const body = transform(child.children ?? [], state, options);
    // Headings inside a tab must nest under the tab's own heading.
    const inner = headingsIn(body);
    const shallowest = Math.min(...inner.map((h) => h.depth ?? 6));
    const shift = tabDepth + 1 - shallowest;
    if (inner.length && shift > 0) for (const h of inner) h.depth = Math.min(6, (h.depth ?? 6) + shift);
    out.push(...body);
    state.depth = outerDepth;
  }
  state.depth = outerDepth;
  return out;
}

function figure(node: MdNode, state: State, options: ConvertOptions): MdNode[] {
  const src = jsxAttribute(node, 'src');
  if (!src) return [];
  const alt = jsxAttribute(node, 'alt') ?? '';
  const out: MdNode[] = [
    paragraph([{ type: 'image', url: absoluteImage(src, options, state.file), alt, title: null }]),
  ];
  const caption = jsxAttribute(node, 'caption');
  if (caption) out.push(paragraph([{ type: 'emphasis', children: [text(caption)] }]));
  return out;
}

function snippet(file: string, state: State, options: ConvertOptions): MdNode[] {
  if (state.inlining.includes(file)) {
    throw new Error(`Snippet import cycle: ${[...state.inlining, file].join(' -> ')}`);
  }
  const source = options.readFile(file);
  const tree = options.parsed?.(file) ?? parseSource(file, source);
  substituteFactsInTree(tree, options.facts, file);
  const inner: State = {
    depth: state.depth,
    file,
    imports: snippetImports(tree, file, options.siteDir),
    inlining: [...state.inlining, file],
  };
  const out = transform(tree.children ?? [], inner, options);
  state.depth = inner.depth;
  return out;
}

function jsxElement(node: MdNode, state: State, options: ConvertOptions): MdNode[] {
  const name = node.name ?? '';
  const imported = state.imports.get(name);
  if (imported) return snippet(imported, state, options);
  if (name === 'Tabs') return tabs(node, state, options);
  if (name === 'ZoomableFigure') return figure(node, state, options);
  if (name === 'br') return [{ type: 'break' }];
  const children = node.children ?? [];
  if (!children.length) {
    if (name) options.warn?.(`${state.file}: <${name} /> has no Markdown form; left out of the twin`);
    return [];
  }
  // Any other element (a fragment, <details>, <TabItem> outside tabs...): its content, unwrapped.
  const content = transform(children, state, options);
  return node.type === 'mdxJsxFlowElement' ? asFlow(content) : content;
}

/**
 * Block content with each run of text-level nodes put in a paragraph. A block element's content can be
 * text-level: `<summary>Title</summary>` on a line of its own is a paragraph when parsed alone, but MDX's
 * compiler (remark-mark-and-unravel in @mdx-js/mdx, which runs before Docusaurus's remark plugins) lifts
 * it out to a block element whose children are text. Unwrapped as they are, they would make the whole
 * twin text-level: mdast-util-to-markdown then joins every block of the page without blank lines.
 * `phrasing` is the test mdast-util-to-markdown itself applies, so the two agree on what is text-level.
 */
function asFlow(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] | null = null; // the children of the paragraph a run of text goes on in
  for (const node of nodes) {
    if (!phrasing(node)) {
      out.push(node);
      run = null;
    } else if (run) run.push(node);
    else {
      run = [node];
      out.push(paragraph(run));
    }
  }
  return out;
}

function directive(node: MdNode, state: State, options: ConvertOptions): MdNode[] {
  const name = String(node.name);
  if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(name)) {
    return [admonition(node, state, options)];
  }
  // Docusaurus prints directives it does not use as text (`host:port` reads as a text directive).
  const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  const children = transform(node.children ?? [], state, options);
  if (node.type === 'textDirective') return [text(`${prefix}${name}`), ...children];
  return [paragraph([text(`${prefix}${name}`)]), ...children];
}

/**
 * A heading's children without the explicit id Docusaurus reads from its end (`## Title \{#anchor}`, the
 * classic syntax escaped for MDX): the twin's reader sees the title only. The comment syntax
 * (`{/* #anchor *\/}`) is an expression and already goes with the other comments.
 */
function withoutExplicitId(children: MdNode[]): MdNode[] {
  const last = children.at(-1);
  if (last?.type !== 'text' || typeof last.value !== 'string') return children;
  const value = last.value.replace(/\s*\{#[\w.-]+\}\s*$/, '');
  if (value === last.value) return children;
  return value ? [...children.slice(0, -1), { ...last, value }] : children.slice(0, -1);
}

/** Rewrites a list of sibling nodes, in document order. */
function transform(nodes: MdNode[], state: State, options: ConvertOptions): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // Comments (`{/* truncate */}`) go; a plain literal (`{'<'}`) stays as its text.
        const literal = literalOf(node);
        if (literal !== undefined)
          out.push(node.type === 'mdxFlowExpression' ? paragraph([text(literal)]) : text(literal));
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(...jsxElement(node, state, options));
        break;
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        out.push(...directive(node, state, options));
        break;
      case 'html':
        if (!/^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? '')) out.push(node);
        break;
      case 'heading':
        state.depth = node.depth ?? state.depth;
        out.push({ ...node, children: withoutExplicitId(transform(node.children ?? [], state, options)) });
        break;
      case 'link':
      case 'definition':
        out.push({
          ...node,
          url: absoluteLink(node.url ?? '', options, state.file),
          ...(node.children ? { children: transform(node.children, state, options) } : {}),
        });
        break;
      case 'image':
        out.push({ ...node, url: absoluteImage(node.url ?? '', options, state.file) });
        break;
      default:
        out.push(node.children ? { ...node, children: transform(node.children, state, options) } : node);
    }
  }
  return out;
}

/** The Markdown twin of one page. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  const tree = options.parsed?.(options.filePath) ?? parseSource(options.filePath, source);
  substituteFactsInTree(tree, options.facts, options.filePath);
  const state: State = {
    depth: 1,
    file: options.filePath,
    imports: snippetImports(tree, options.filePath, options.siteDir),
    inlining: [options.filePath],
  };
  const body = transform(tree.children ?? [], state, options);
  // A title written as the first heading in the body is the page title: it is the H1 below.
  if (body[0]?.type === 'heading' && body[0].depth === 1) body.shift();
  const head: MdNode[] = [{ type: 'heading', depth: 1, children: [text(options.title)] }];
  if (options.description) head.push({ type: 'blockquote', children: [paragraph([text(options.description)])] });
  const root = { type: 'root', children: [...head, ...body] };
  return stringifier.stringify(root as Parameters<typeof stringifier.stringify>[0]);
}
