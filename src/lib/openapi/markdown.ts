/**
 * A deliberately tiny Markdown reader for the descriptions in our own OpenAPI
 * document: paragraphs, "- " bullet lists, `code`, **bold** and [links](url).
 * The document only uses these, and a full Markdown runtime would add weight to
 * the page for nothing; output is a token tree rendered as React elements, so
 * no HTML string is ever injected.
 */
export type Inline =
  | { kind: "text" | "code" | "strong"; text: string }
  | { kind: "link"; text: string; href: string };
export type Block =
  { kind: "p"; inlines: Inline[] } | { kind: "ul"; items: Inline[][] };

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\[[^\]]+\]\([^)\s]+\))/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last)
      out.push({ kind: "text", text: text.slice(last, m.index) });
    const token = m[0];
    if (m[1]) out.push({ kind: "code", text: token.slice(1, -1) });
    else if (m[2]) out.push({ kind: "strong", text: token.slice(2, -2) });
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token)!;
      const href = /^(https?:\/\/|\/|#)/.test(link[2]) ? link[2] : "#";
      out.push({ kind: "link", text: link[1], href });
    }
    last = m.index + token.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string | undefined): Block[] {
  if (!source) return [];
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim());
    if (lines.every((l) => l.startsWith("- "))) {
      blocks.push({
        kind: "ul",
        items: lines.map((l) => parseInline(l.slice(2))),
      });
      continue;
    }
    // A list item may wrap onto following lines; a paragraph may be followed by a list.
    const items: string[] = [];
    const para: string[] = [];
    for (const line of lines) {
      if (line.startsWith("- ")) items.push(line.slice(2));
      else if (items.length > 0) items[items.length - 1] += ` ${line}`;
      else para.push(line);
    }
    if (para.length > 0)
      blocks.push({ kind: "p", inlines: parseInline(para.join(" ")) });
    if (items.length > 0)
      blocks.push({ kind: "ul", items: items.map(parseInline) });
  }
  return blocks;
}
