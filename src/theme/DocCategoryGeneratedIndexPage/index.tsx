// Swizzled (wrap) so docs category index pages (title, description, the cards' titles) are searchable
// like other docs, and so their <title> says they list a section: a category is often named like its
// first doc ("Logs pipelines"), and two pages must not share a title. It also hands its cards the docs'
// descriptions, which come with this page's props (src/plugins/performance/slimDocsMetadata).
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import { categoryIndexTitle } from '@site/src/lib/seo/listPages';
import { DocDescriptionsProvider } from '@site/src/hooks/useDocDescription';
import type { DocDescriptions } from '@site/src/plugins/performance/slimDocsMetadata/slimDocsMetadata';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & { docDescriptions?: DocDescriptions };

export default function DocCategoryGeneratedIndexPageWrapper({ docDescriptions, ...props }: Props): ReactNode {
  return (
    <div data-pagefind-body="" style={{ display: 'contents' }}>
      <DocDescriptionsProvider descriptions={docDescriptions}>
        <DocCategoryGeneratedIndexPage {...props} />
      </DocDescriptionsProvider>
      {/* After the page's own metadata, so it overrides it. */}
      <PageMetadata title={categoryIndexTitle(props.categoryGeneratedIndex.title)} />
    </div>
  );
}
