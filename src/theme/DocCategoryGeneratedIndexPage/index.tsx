// Swizzled (wrap) so docs category index pages (title, description, the cards' titles) are searchable like other docs.
import React, { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-body="" style={{ display: 'contents' }}>
      <DocCategoryGeneratedIndexPage {...props} />
    </div>
  );
}
