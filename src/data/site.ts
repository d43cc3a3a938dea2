/**
 * Site-wide identity. Everything here is public and ends up in the HTML head,
 * the footer and the web app manifest.
 */
export interface SiteIdentity {
  title: string;
  tagline: string;
  url: string;
  /** The product's main repository (GitHub star badge). */
  productRepo: string;
  /** This website's repository ("Edit this page" links, search and page feedback issues). */
  websiteRepo: string;
  copyright: string;
  themeColor: string;
}

export const site: SiteIdentity = {
  title: 'SigNoz',
  tagline: 'Open-source observability: logs, metrics and traces in one place, built on OpenTelemetry',
  url: 'https://signoz.io',
  productRepo: 'SigNoz/signoz',
  websiteRepo: 'SigNoz/signoz-web',
  copyright: `Copyright © ${new Date().getFullYear()} SigNoz, Inc. Open-source observability for everyone.`,
  themeColor: '#0b0d12',
};
