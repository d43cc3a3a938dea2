import type { Footer } from '@docusaurus/theme-common';
import { site } from './site';
import { contact } from './contact';

/**
 * Footer link columns. Every link the spec names is here: docs intro,
 * contributing, knowledge base, community chat and its archive, support,
 * learn, technical writer program, four vendor comparisons, careers, about,
 * terms and privacy. Pages of this site are `to` paths (checked by the build); other
 * destinations are `href`s, absolute URLs of other hosts.
 */
export const footer: Footer = {
  style: 'dark',
  logo: {
    alt: 'SigNoz logo',
    src: 'img/logo.svg',
    href: '/',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Introduction', to: '/docs/' },
        { label: 'Install with Docker', to: '/docs/install/docker/' },
        { label: 'Instrument your app', to: '/docs/instrumentation/overview/' },
        { label: 'Contributing', to: '/docs/contributing/' },
        { label: 'Knowledge base (FAQ)', to: '/docs/faq/' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Community hub', to: '/docs/community/' },
        { label: 'Slack community', href: contact.slack },
        { label: 'Slack archive', href: contact.slackArchive },
        { label: 'Support', to: '/support/' },
        { label: 'Technical writer program', to: '/technical-writer-program/' },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Learn', to: '/learn/' },
        { label: 'Blog', to: '/blog/' },
        { label: 'SigNoz vs Datadog', to: '/comparisons/signoz-vs-datadog/' },
        { label: 'SigNoz vs New Relic', to: '/comparisons/signoz-vs-newrelic/' },
        { label: 'SigNoz vs Grafana', to: '/comparisons/signoz-vs-grafana/' },
        { label: 'SigNoz vs Dynatrace', to: '/comparisons/signoz-vs-dynatrace/' },
      ],
    },
    {
      title: 'Company',
      items: [
        { label: 'About us', to: '/about-us/' },
        { label: 'Careers', to: '/careers/' },
        { label: 'Terms of service', to: '/terms-of-service/' },
        { label: 'Privacy policy', to: '/privacy/' },
      ],
    },
  ],
  copyright: site.copyright,
};
