import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { canonicalJsonLd } from '@site/src/lib/seo/siteUrls';

/**
 * Puts one schema.org JSON-LD object in the page head, with every URL of this
 * site canonical (absolute, pages with their trailing slash): the theme's own
 * structured data (breadcrumbs, blog posts and lists) goes through here too.
 */
export default function JsonLd({ data }: { data: object }): ReactNode {
  const {
    siteConfig: { url },
  } = useDocusaurusContext();
  return (
    <Head>
      {/* "<" escaped so no string in the data can close the script element. */}
      <script type="application/ld+json">{JSON.stringify(canonicalJsonLd(data, url)).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
