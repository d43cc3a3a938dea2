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
  {
    from: '/docs/collection-agents/k8s/k8s-infra/overview/',
    to: '/docs/tutorial/kubernetes-infra-metrics/',
    why: 'SigNoz chart k8s-infra-0.16.0 README links here for the chart overview.',
  },
  {
    from: '/docs/collection-agents/k8s/k8s-infra/configure-k8s-infra/',
    to: '/docs/tutorial/kubernetes-infra-metrics/#step-2-write-the-values-file',
    why: "SigNoz chart k8s-infra-0.16.0 README links here for the chart's presets.",
  },
  {
    from: '/docs/opentelemetry-collection-agents/k8s/k8s-infra/user-guides/k8s-infra-kubelet-autogke/',
    to: '/docs/tutorial/kubernetes-infra-metrics/#gke-autopilot',
    why: 'SigNoz chart k8s-infra-0.16.0 values and README link here for GKE Autopilot.',
  },
  {
    from: '/docs/manage/administrator-guide/configuration/alertmanager/',
    to: '/docs/operate/configuration/#alertmanager',
    why: "SigNoz chart signoz-0.131.0 links here from the alertmanager settings in charts/signoz/values.yaml.",
  },
  {
    from: '/docs/manage/administrator-guide/configuration/relational-database/',
    to: '/docs/operate/postgres-metadata-store/',
    why: 'SigNoz chart signoz-0.131.0 links here from the postgresql subchart README.',
  },
  {
    from: '/docs/operate/migration/upgrade-0.113/',
    to: '/docs/operate/schema-migrations/#settings',
    why: 'SigNoz chart signoz-0.131.0 README links here for moving schemaMigrator overrides to telemetryStoreMigrator.',
  },
  ...productLinkRedirects,
];
