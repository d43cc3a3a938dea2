// Swizzled (wrap) to mark the content of src/pages pages (marketing and info pages) for the search index; docs and posts mark their own.
import React, { type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';

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
  return (
    <Layout {...props}>
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
