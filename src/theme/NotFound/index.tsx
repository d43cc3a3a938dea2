// Swizzled (wrap) to keep the not-found page out of search engines and give it a description.
// It has no canonical URL: it answers every unknown URL (see src/theme/Layout).
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

const NOT_FOUND_DESCRIPTION =
  'There is no page at this address on the SigNoz website. Start again from the documentation, the blog or the search.';

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <PageMetadata description={NOT_FOUND_DESCRIPTION} />
      <NotFound {...props} />
    </>
  );
}
