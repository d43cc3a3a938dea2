import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { parseMarkdown, type Inline } from '@site/src/lib/openapi/markdown';

function InlineNodes({ inlines }: { inlines: Inline[] }): ReactNode {
  return inlines.map((node, i) => {
    switch (node.kind) {
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{node.text}</strong>;
      case 'link':
        return (
          <Link key={i} to={node.href}>
            {node.text}
          </Link>
        );
      default:
        return <React.Fragment key={i}>{node.text}</React.Fragment>;
    }
  });
}

/** Renders a description from the OpenAPI document (the small Markdown subset it uses). */
export default function Markdown({ source, inline = false }: { source?: string; inline?: boolean }): ReactNode {
  const blocks = parseMarkdown(source);
  if (inline && blocks.length === 1 && blocks[0].kind === 'p') return <InlineNodes inlines={blocks[0].inlines} />;
  return blocks.map((block, i) =>
    block.kind === 'p' ? (
      <p key={i}>
        <InlineNodes inlines={block.inlines} />
      </p>
    ) : (
      <ul key={i}>
        {block.items.map((item, j) => (
          <li key={j}>
            <InlineNodes inlines={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
