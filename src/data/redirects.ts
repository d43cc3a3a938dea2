import { productLinkRedirects } from './productLinkRedirects';

/**
 * Paths that lead to another page of the site. Each becomes a small static
 * page (src/plugins/staticRedirects.ts) that sends the reader on at once, is
 * kept out of the index, and names the target as canonical. Add a path here
 * when a URL in the wild (the product's links, old articles) has no page.
 */
export interface StaticRedirect {
  from: string;
  to: string;
  /** Where readers meet the old path, so it is clear when it can go. */
  why: string;
}

export const staticRedirects: StaticRedirect[] = [
  {
    from: '/docs/introduction/',
    to: '/docs/',
    why: 'SigNoz v0.138.0 links here from its UI; the introduction is the docs home (slug /).',
  },
  {
    from: '/docs/manage/administrator-guide/configuration/smtp-email-invitations/',
    to: '/docs/userguide/authentication/#emailing',
    why: "SigNoz chart signoz-0.131.0 links here from the emailing settings in charts/signoz/values.yaml.",
  },
  {
    from: '/docs/operate/migration/upgrade-0-131/',
    to: '/docs/operate/upgrade-notes/#v0-131-0',
    why: 'SigNoz chart signoz-0.131.0 README links here for the ClickHouse upgrade that chart brings.',
  },
  {
    from: '/docs/opentelemetry-collection-agents/k8s/k8s-infra/user-guides/upgrade-k8s-infra-v0.15/',
    to: '/docs/operate/upgrade-k8s-infra/',
    why: 'SigNoz chart k8s-infra-0.16.0 README links here for the 0.15 breaking changes.',
  },
  ...productLinkRedirects,
];
