// Swizzled (wrap) to mark a doc's title and body as the only part of the page the search index reads.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-body="" style={{ display: 'contents' }}>
      <Content {...props} />
    </div>
  );
}
