// Swizzled (wrap): a doc's card takes its description from the category index page's own props
// (src/hooks/useDocDescription.tsx), since the version metadata every docs page downloads no longer
// carries the docs' descriptions (src/plugins/performance/slimDocsMetadata). The stock card reads
// `item.description ?? useDocById(item.docId).description`.
import React, { type ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { useDocDescription } from '@site/src/hooks/useDocDescription';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({ item }: Props): ReactNode {
  const description = useDocDescription(item.type === 'link' ? item.docId : undefined);
  if (item.type !== 'link' || item.description || !description) return <DocCard item={item} />;
  return <DocCard item={{ ...item, description }} />;
}
