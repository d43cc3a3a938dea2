/**
 * Customer stories. Each becomes /case-study/<slug>/ (src/plugins/dataPages.ts).
 * House rule: no quotes and no figures attributed to the customer; the story
 * stays at the level of the setup, the approach and what changed in practice.
 */
export interface CaseStudySection {
  heading: string;
  paragraphs: string[];
}

export interface CaseStudy {
  slug: string;
  customer: string;
  /** What the customer does, in a few words. */
  industry: string;
  /** One-line title of the story (the page's H1). */
  title: string;
  summary: string;
  /** Signals and features the story is about. */
  uses: string[];
  deployment: 'SigNoz Cloud' | 'Self-hosted';
  problem: CaseStudySection;
  built: CaseStudySection;
  outcome: CaseStudySection;
}

export const caseStudies: CaseStudy[] = [
  {
    slug: 'blip',
    customer: 'Blip',
    industry: 'Software platform',
    title: 'How Blip put traces, metrics and logs behind one query interface',
    summary:
      'A platform team with services spread over several clusters replaced a set of separate tools with OpenTelemetry and SigNoz, so an engineer on call starts every investigation in one place.',
    uses: ['Traces', 'Metrics', 'Logs', 'Dashboards'],
    deployment: 'SigNoz Cloud',
    problem: {
      heading: 'Three tools, three query languages',
      paragraphs: [
        'Blip\u2019s engineers had grown their monitoring the way most teams do: a metrics system first, a log store added when debugging got hard, and tracing tried out on a few services. Each tool answered part of a question. Following one slow request meant copying a timestamp from a dashboard into a log search and guessing which service to look at next.',
        'The team wanted the path from "this graph looks wrong" to "this line of code did it" to be a few clicks, and wanted to stop running and upgrading three back ends.',
      ],
    },
    built: {
      heading: 'OpenTelemetry everywhere, one back end',
      paragraphs: [
        'The team instrumented its services with OpenTelemetry SDKs and auto-instrumentation, and deployed the OpenTelemetry Collector in each cluster to add Kubernetes resource attributes and forward everything to SigNoz Cloud.',
        'Because traces and logs carry the same trace id, a span in the trace view links straight to the log lines it wrote. Service dashboards were rebuilt with the query builder, and the alerts that mattered were recreated on the same data the engineers explore during an incident.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'Investigations now start from one screen: an alert links to the service, the service to its slowest traces, a trace to its logs. New engineers learn one tool instead of three, and the platform team no longer spends its time keeping separate storage systems healthy.',
        'Since the instrumentation is plain OpenTelemetry, the team keeps the freedom to change where the data goes without touching application code.',
      ],
    },
  },
  {
    slug: 'instasafe',
    customer: 'InstaSafe',
    industry: 'Zero-trust security',
    title: 'How InstaSafe watches a security product its customers rely on every minute',
    summary:
      'A zero-trust access provider needed to see problems in its gateways and APIs before customers did, with trace-level detail and alerts that point at a cause.',
    uses: ['Traces', 'Exceptions', 'Alerts', 'Metrics'],
    deployment: 'Self-hosted',
    problem: {
      heading: 'Access products cannot have quiet failures',
      paragraphs: [
        'When a secure-access product slows down, people cannot log in to do their work, so the team has to know about trouble first. Host metrics showed that something was wrong, but not which request, tenant or dependency was at fault.',
        'As a security company, InstaSafe also wanted telemetry to stay inside infrastructure it controls.',
      ],
    },
    built: {
      heading: 'Self-hosted SigNoz next to the product',
      paragraphs: [
        'The team runs the open-source SigNoz on its own Kubernetes infrastructure, so trace and log data never leave its environment. Services are instrumented with OpenTelemetry, and the Collector enriches spans with deployment and environment attributes.',
        'Alerts are written on latency percentiles and error rates per service rather than only on CPU and memory, and each alert links to the traces behind it. The exceptions view groups errors by type and service so a new failure mode stands out.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'On-call engineers move from an alert to the failing requests directly, and can tell whether a problem is in their code, a dependency or one customer\u2019s configuration. Keeping the stack self-hosted kept the data-residency story simple for the security team.',
      ],
    },
  },
  {
    slug: 'outplay',
    customer: 'Outplay',
    industry: 'Sales engagement platform',
    title: 'How Outplay moved to OpenTelemetry and usage-based observability',
    summary:
      'A SaaS team whose data volume grew with its customers moved from host-based monitoring pricing to OpenTelemetry and SigNoz, and gained control over what it collects.',
    uses: ['Traces', 'Logs', 'Metrics', 'Logs pipelines'],
    deployment: 'SigNoz Cloud',
    problem: {
      heading: 'Monitoring that cost more every time the product grew',
      paragraphs: [
        'Outplay runs many background jobs and integrations for its customers, and its observability bill rose with every new host and every extra log line. The team wanted costs tied to the data it chose to keep, not to the number of machines.',
        'It also wanted instrumentation that would not lock it into one vendor\u2019s agent.',
      ],
    },
    built: {
      heading: 'Collector-side control over what is kept',
      paragraphs: [
        'The team instrumented its services with OpenTelemetry and routed everything through the OpenTelemetry Collector. In the Collector it drops noisy health-check spans and debug logs before they leave the network, and SigNoz logs pipelines parse the remaining logs into searchable fields.',
        'Dashboards and alerts were rebuilt in SigNoz around the jobs and integrations that customers notice first.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'The bill now follows a number the team controls: the volume it decides to send. Engineers search logs by parsed fields instead of free text, and traces of background jobs show which integration is slow.',
      ],
    },
  },
  {
    slug: 'wombo',
    customer: 'Wombo',
    industry: 'Consumer AI apps',
    title: 'How Wombo observes AI workloads that spike without warning',
    summary:
      'A consumer AI company with bursty, GPU-backed workloads used SigNoz to follow requests from the app through queues to model inference.',
    uses: ['Traces', 'Metrics', 'Dashboards', 'Alerts'],
    deployment: 'SigNoz Cloud',
    problem: {
      heading: 'Traffic that arrives all at once',
      paragraphs: [
        'Consumer apps can go from quiet to busy in an hour when something catches on. For Wombo that means queues of generation jobs, GPU workers scaling up, and users waiting on the result. Averages hid the requests that waited longest.',
        'The team needed to see the whole path of a request, including the time spent queued, and to know when latency for users was getting worse before reviews said so.',
      ],
    },
    built: {
      heading: 'Traces across the queue',
      paragraphs: [
        'Services were instrumented with OpenTelemetry, with trace context carried through the job queue so that a generation request and the worker that processed it appear in one trace. Custom metrics record queue depth and time to result.',
        'Dashboards show percentiles of end-to-end time next to worker counts, and alerts fire on the user-facing percentile rather than on any single machine.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'During a spike, the team can see whether users are waiting on the queue, on the model or on a downstream service, and scale the part that is actually short. The same traces show which model version or request type is slow.',
      ],
    },
  },
];

export function caseStudyPath(study: Pick<CaseStudy, 'slug'>): string {
  return `/case-study/${study.slug}/`;
}
