/**
 * This site's price list: the one source of truth for every figure on
 * /pricing/ and in the cost estimator (src/lib/pricing/estimate.ts).
 * Amounts are in US dollars. Change a figure here and every page follows.
 */
export type PlanId = 'community' | 'teams' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** Where it runs, in a few words. */
  deployment: string;
  /** Headline price, as shown on the card. */
  price: string;
  /** Small print under the price. */
  priceNote: string;
  summary: string;
  includes: string[];
  support: string;
  cta: { label: string; to: string };
  highlighted: boolean;
}

export interface UsageRate {
  id: 'logs' | 'traces' | 'metrics';
  signal: string;
  /** Dollars per unit. */
  price: number;
  /** The billing unit, e.g. "GB ingested". */
  unit: string;
  /** Default retention in days on the Teams plan. */
  retentionDays: number;
}

export interface PricingFaq {
  question: string;
  answer: string;
}

export const currency = 'USD';

/** Minimum monthly bill on the Teams plan, in dollars. */
export const teamsMonthlyMinimum = 49;

export const usageRates: UsageRate[] = [
  { id: 'logs', signal: 'Logs', price: 0.3, unit: 'GB ingested', retentionDays: 15 },
  { id: 'traces', signal: 'Traces', price: 0.3, unit: 'GB ingested', retentionDays: 15 },
  { id: 'metrics', signal: 'Metrics', price: 0.1, unit: 'million samples', retentionDays: 30 },
];

export const plans: Plan[] = [
  {
    id: 'community',
    name: 'Community',
    deployment: 'Self-hosted, open source',
    price: 'Free',
    priceNote: 'You pay only for the machines you run it on',
    summary: 'The open-source SigNoz you install on Docker or Kubernetes and operate yourself.',
    includes: [
      'Logs, metrics and traces in one application',
      'Query builder, PromQL and ClickHouse SQL queries',
      'Dashboards, alerts and exceptions',
      'Retention you choose, limited only by your storage',
      'Unlimited users',
    ],
    support: 'Community support on Slack and GitHub',
    cta: { label: 'Self-host SigNoz', to: '/docs/install/docker/' },
    highlighted: false,
  },
  {
    id: 'teams',
    name: 'Teams',
    deployment: 'SigNoz Cloud, fully managed',
    price: 'From $49 a month',
    priceNote: 'Usage-based: pay for what you send, with a $49 monthly minimum',
    summary: 'SigNoz run by us in the US, EU or India region, billed on the data you ingest.',
    includes: [
      'Everything in Community, operated and upgraded by us',
      'Logs and traces kept 15 days, metrics 30 days by default',
      'Longer retention available per signal',
      'An ingestion key for your region, with usage shown per signal',
      'No charges per user or per host',
    ],
    support: 'Email support, and in-app chat once a card is on file',
    cta: { label: 'Start a free trial', to: '/teams/' },
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    deployment: 'Enterprise Cloud, BYOC or self-hosted',
    price: 'Custom',
    priceNote: 'Priced on your data volumes and retention',
    summary: 'For organisations with large volumes, compliance reviews or a need to keep data in their own account.',
    includes: [
      'Everything in Teams',
      'Enterprise Cloud, BYOC in your own cloud account, or Enterprise Self-Hosted',
      'Custom retention, custom roles and ingestion controls',
      'SAML single sign-on, and SOC 2 Type II and HIPAA compliance',
      'Onboarding help with your first dashboards and alerts',
    ],
    support: 'A dedicated support plan',
    cta: { label: 'Talk to us', to: '/enterprise/' },
    highlighted: false,
  },
];

export const pricingFaqs: PricingFaq[] = [
  {
    question: 'How is usage measured?',
    answer:
      'Logs and traces are billed on the uncompressed size of the data ingested, in GB. Metrics are billed on the number of samples ingested: one sample is one value of one time series at one timestamp.',
  },
  {
    question: 'What does the $49 monthly minimum mean?',
    answer:
      'On the Teams plan the bill for a month is the larger of your usage charges and $49. If your usage comes to $20, you pay $49; if it comes to $180, you pay $180.',
  },
  {
    question: 'How long is my data kept?',
    answer:
      'By default Teams keeps logs and traces for 15 days and metrics for 30 days. You can ask for longer retention per signal; longer retention changes the price per unit.',
  },
  {
    question: 'Is the self-hosted community edition really free?',
    answer:
      'Yes. It is open source and has no licence fee or usage limit. Your costs are the servers, storage and time needed to run it.',
  },
  {
    question: 'Can I move from self-hosted to SigNoz Cloud later?',
    answer:
      'Yes. Your applications keep sending OpenTelemetry data; you change the exporter endpoint and add an ingestion key. Dashboards can be exported as JSON and imported into Cloud, and alert rules recreated through the alerts API.',
  },
  {
    question: 'How do I keep my bill under control?',
    answer:
      'Drop noisy logs and attributes in the OpenTelemetry Collector before they leave your network, sample traces where full detail is not needed, and watch the Cost Meter, which charts ingestion per signal.',
  },
];
