// Swizzled (wrap) to expose the search facets (language, docs version tag, site section) to the Pagefind index.
import React, { type ReactNode } from 'react';
import SearchMetadata from '@theme-original/SearchMetadata';
import type SearchMetadataType from '@theme/SearchMetadata';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { sectionFromPath, sectionLabel } from '@site/src/lib/search/sections';

type Props = WrapperProps<typeof SearchMetadataType>;

// Each <meta> carries a `name` so that, like the theme's own docsearch tags,
// the innermost value wins (react-helmet keeps one meta per name): docs pages
// end up tagged with their version, everything else with `default`.
export default function SearchMetadataWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const section = sectionLabel(sectionFromPath(pathname, baseUrl));
  return (
    <>
      <SearchMetadata {...props} />
      <Head>
        {props.locale && (
          <meta name="pagefind:language" data-pagefind-filter="language[content]" content={props.locale} />
        )}
        {props.tag && (
          <meta name="pagefind:docusaurus_tag" data-pagefind-filter="docusaurus_tag[content]" content={props.tag} />
        )}
        <meta name="pagefind:section" data-pagefind-filter="section[content]" content={section} />
      </Head>
    </>
  );
}
