import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

/** One example body from the document, pretty-printed. */
export default function JsonExample({ title, value }: { title?: string; value: unknown }): ReactNode {
  return (
    <CodeBlock language="json" title={title}>
      {JSON.stringify(value, null, 2)}
    </CodeBlock>
  );
}
