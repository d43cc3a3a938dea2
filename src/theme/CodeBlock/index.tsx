// Swizzled (wrap) to show, and copy, code samples with the reader's own
// settings in place of our fixed placeholders (src/lib/placeholders.ts).
// Server render and hydration keep the placeholders, so pages read normally
// without JavaScript or settings.
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { useReaderSettings } from '@site/src/lib/readerSettings/useReaderSettings';
import { fillPlaceholders, hasPlaceholder } from '@site/src/lib/readerSettings/settings';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const settings = useReaderSettings();
  const { children } = props;
  if (typeof children !== 'string' || !hasPlaceholder(children)) return <CodeBlock {...props} />;
  const filled = fillPlaceholders(children, settings);
  return <CodeBlock {...props}>{filled}</CodeBlock>;
}
