/** Content of the home page's signal cards and reasons. */
export interface HomeCard {
  title: string;
  body: string;
  href: string;
  linkLabel: string;
}

export const homeSignals: HomeCard[] = [
  {
    title: 'Traces',
    body: 'See every hop of a request across services, with flame graphs, span attributes and the errors each span recorded, so you can see which database call made a request slow.',
    href: '/docs/userguide/traces/',
    linkLabel: 'Explore traces',
  },
  {
    title: 'Metrics',
    body: 'Application RED metrics out of the box, host and Kubernetes metrics from the Collector, and any Prometheus metric you already export, in dashboards you build with the query builder or PromQL.',
    href: '/docs/userguide/metrics/',
    linkLabel: 'Work with metrics',
  },
  {
    title: 'Logs',
    body: 'Collect logs from files, containers and cloud services, parse them with pipelines, and search them with the query builder; logs that carry a trace ID link to their trace.',
    href: '/docs/userguide/logs/',
    linkLabel: 'Search logs',
  },
];

export const homeReasons: { title: string; body: string }[] = [
  {
    title: 'OpenTelemetry-native',
    body: 'SigNoz receives OTLP directly. Your instrumentation is vendor-neutral, so you are never locked into an agent.',
  },
  {
    title: 'Built on a columnar store',
    body: 'SigNoz keeps every signal in ClickHouse, a columnar database, with a storage design built for high-volume, high-cardinality observability data.',
  },
  {
    title: 'Self-hosted or cloud',
    body: 'Run the open-source community edition on Docker or Kubernetes, or use SigNoz Cloud in the US, EU or India regions.',
  },
  {
    title: 'Alerts on every signal',
    body: 'Alert on metrics, on log counts, on trace latency or on exceptions, and send notifications to Slack, PagerDuty, Opsgenie, Microsoft Teams or a webhook.',
  },
];
