// Swizzled (wrap) to mark the content of src/pages pages (marketing and info pages) for the search
// index (docs and posts mark their own), and to write the page's own URL in the head on every page
// but the not-found page (see src/theme/SiteMetadata).
import React, { type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import PageUrlMetadata from '@site/src/components/PageUrlMetadata';
import { useIsNotFoundPage } from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof LayoutType>;

const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

function useIsContentPage(): boolean {
  try {
    return useRouteContext().plugin?.name === PAGES_PLUGIN;
  } catch {
    // Routes outside any plugin (the 404 page) have no route context: not indexed.
    return false;
  }
}

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const indexed = useIsContentPage();
  const notFound = useIsNotFoundPage();
  return (
    <Layout {...props}>
      {!notFound && <PageUrlMetadata />}
      {indexed ? (
        <div data-pagefind-body="" style={{ display: 'contents' }}>
          {children}
        </div>
      ) : (
        children
      )}
    </Layout>
  );
}
