// Swizzled (eject) to leave the canonical URL, og:url and hreflang links to @theme/Layout
// (src/components/PageUrlMetadata): from here, outside the page, the not-found page cannot be told
// apart, and it got `404.html/` as its canonical URL in the HTML and the unknown URL after load.
// Everything else is the theme's (Docusaurus 3.10.2).
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import { DEFAULT_SEARCH_TAG } from '@docusaurus/theme-common/internal';
import SearchMetadata from '@theme/SearchMetadata';

/** Open Graph wants `en_US` where HTML says `en-US`. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

export default function SiteMetadata(): ReactNode {
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  const { metadata, image: defaultImage } = useThemeConfig();
  const currentHtmlLang = localeConfigs[currentLocale].htmlLang;
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name needs to be applied when SSR so links are outlined without JS. */}
        <body />
        <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
        {Object.values(localeConfigs)
          .filter((config) => config.htmlLang !== currentHtmlLang)
          .map((config) => (
            <meta
              key={`meta-og-${config.htmlLang}`}
              property="og:locale:alternate"
              content={openGraphLocale(config.htmlLang)}
            />
          ))}
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A separate <Head>, so these can override the defaults above. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
