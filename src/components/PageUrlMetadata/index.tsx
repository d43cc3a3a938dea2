import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { canonicalPath } from '@site/src/lib/seo/siteUrls';

/**
 * The page's own URL in the head: canonical link, og:url and one hreflang
 * link per locale (what the theme's SiteMetadata wrote for every page; see
 * src/theme/SiteMetadata). Rendered by @theme/Layout for every page but the
 * not-found page, which has no URL of its own.
 */
export default function PageUrlMetadata(): ReactNode {
  const {
    siteConfig: { url: siteUrl },
    i18n: { defaultLocale, localeConfigs },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const canonicalUrl = siteUrl + canonicalPath(useBaseUrl(pathname));
  const alternatePageUtils = useAlternatePageUtils();
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
      {Object.entries(localeConfigs).map(([locale, { htmlLang }]) => (
        <link
          key={locale}
          rel="alternate"
          href={alternatePageUtils.createUrl({ locale, fullyQualified: true })}
          hrefLang={htmlLang}
        />
      ))}
      <link
        rel="alternate"
        href={alternatePageUtils.createUrl({ locale: defaultLocale, fullyQualified: true })}
        hrefLang="x-default"
      />
    </Head>
  );
}
