/**
 * Customer stories. Each becomes /case-study/<slug>/ (src/plugins/dataPages.ts).
 * House rule: each story retells, in our own words, what the customer said in its
 * published account on signoz.io/case-study/<slug>/. No quotes and no named people;
 * a figure appears only if that account gives it, and then attributed to the account.
 * A fact the account does not give (such as how SigNoz is deployed) is left out.
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
  /** Meta description (50-170 characters) when the summary is longer; otherwise the summary serves. */
  description?: string;
  /** Signals and features the story is about. */
  uses: string[];
  /** How the customer runs SigNoz; absent when its published account does not say. */
  deployment?: 'SigNoz Cloud' | 'Self-hosted';
  problem: CaseStudySection;
  built: CaseStudySection;
  outcome: CaseStudySection;
}

export const caseStudies: CaseStudy[] = [
  {
    slug: 'blip',
    customer: 'Blip',
    industry: 'Digital billboard advertising',
    title: 'How Blip replaced Jaeger and Elasticsearch with self-hosted SigNoz to find slow endpoints',
    description:
      'How Blip moved its tracing from Jaeger and Elasticsearch to self-hosted SigNoz on Kubernetes and found the slow endpoints of its billboard ad platform.',
    summary:
      'Blip sells self-service ad space on digital billboards across the US and Canada. After a Jaeger and Elasticsearch setup proved too hard to keep running, it moved its tracing to SigNoz on its own Kubernetes cluster.',
    uses: ['Traces', 'Application metrics'],
    deployment: 'Self-hosted',
    problem: {
      heading: 'A tracing backend that kept falling over',
      paragraphs: [
        'Blip had tried distributed tracing before, with Jaeger storing its data in Elasticsearch. The Elasticsearch cluster kept failing as the volume grew. Keeping it healthy would have taken more nodes and more tuning than it was worth, and more effort than a single engineer could give. That first OpenTelemetry rollout also slowed the application down and was rolled back.',
        'Without traces, a slow endpoint that checks whether an ad is ready to play grew until it took the whole website down. Finding the cause took weeks of adding log statements and rerunning queries, because staging, without production\u2019s data, completed the same request in seconds.',
      ],
    },
    built: {
      heading: 'SigNoz on the existing Kubernetes cluster',
      paragraphs: [
        'The team instrumented its backend services with OpenTelemetry. Its advice to other teams: start with automatic instrumentation of database and HTTP calls, and wrap the entry point of each request in a span so that all of its calls belong to one trace.',
        'SigNoz runs in the company\u2019s own Kubernetes cluster. The team moved to larger nodes, gave ClickHouse a node of its own and let the OpenTelemetry Collectors scale up and down with load. According to its published account, this handled between about 13 and 40 million spans an hour, depending on the time of day, with about 32 GB of memory on average for ClickHouse and the collectors together.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'Traces now show how each request moves through the code and which queries it runs. In one case they showed an endpoint selecting database rows one at a time instead of in a single query; with the trace the developers could see exactly what was going on, and according to the published account the same request went from more than three minutes to two seconds. A later problem endpoint took an hour to diagnose.',
        'The team relies most on the trace view, with span attributes and events, and on the application metrics page, which shows p95 and p99 latency per endpoint. The account describes SigNoz as far lighter on resources than the Jaeger and Elasticsearch setup it replaced.',
      ],
    },
  },
  {
    slug: 'instasafe',
    customer: 'InstaSafe',
    industry: 'Zero-trust access security',
    title: 'How InstaSafe chose SigNoz over separate Grafana, Jaeger and ELK setups',
    description:
      'InstaSafe, a zero-trust access provider, chose SigNoz for metrics and traces after separate tools proved hard to maintain and ELK too slow.',
    summary:
      'InstaSafe provides zero-trust application and network access for remote teams. Maintaining one tool for metrics and another for traces was a burden and ELK could not keep up, so it chose SigNoz for metrics and traces in one place.',
    uses: ['Traces', 'Metrics'],
    problem: {
      heading: 'Slow APIs that internal tests could not reproduce',
      paragraphs: [
        'InstaSafe\u2019s customers depend on its connectivity to do business, so availability comes first. Demand rose sharply when many teams moved to remote work; according to its published account, users in around 40 countries were opening around 100,000 authenticated sessions a day.',
        'Some APIs took a long time to process, yet behaved well in the team\u2019s own tests, which did not run at customer scale. The team also did not know how its applications fared on measures such as p99 latency.',
      ],
    },
    built: {
      heading: 'From several tools to one',
      paragraphs: [
        'Before SigNoz, InstaSafe tried Grafana with Prometheus for metrics and Jaeger for traces. Configuring and maintaining a separate platform for each signal was a major difficulty. It also tried ELK, which was easier to deploy, but at InstaSafe\u2019s scale it consumed whatever resources it was given and was too slow to use.',
        'While exploring open-source tracing products, the team found SigNoz. It set it up by running a script and, according to its published account, had everything working end to end in around 20 to 30 minutes, endpoint latencies included along with server-side metrics. The team now uses traces extensively to work on performance problems.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'Metrics and traces live in one tool that a team of InstaSafe\u2019s size can keep running, with logs on the SigNoz roadmap at the time. Latency per endpoint, which the team had no view of before, is now visible.',
        'The team\u2019s lesson, as its account tells it: send only the data you need today, because collecting everything just in case adds load without adding value.',
      ],
    },
  },
  {
    slug: 'outplay',
    customer: 'Outplay',
    industry: 'Sales engagement platform',
    title: 'How Outplay chose self-hosted SigNoz over Grafana Tempo to tune its backend',
    description:
      'After moving from EC2 to Kubernetes, Outplay used SigNoz to find the APIs and database queries of its sales platform that needed tuning.',
    summary:
      'Outplay\u2019s platform helps salespeople reach prospects and close deals. After moving its workloads from EC2 to Kubernetes, the team ran SigNoz to find the APIs and database queries that needed tuning.',
    uses: ['Traces', 'Application metrics', 'Alerts'],
    deployment: 'Self-hosted',
    problem: {
      heading: 'Which API is slow, and is it the code or the query?',
      paragraphs: [
        'When Outplay is down, salespeople under pressure to hit their targets lose productivity, and the automatic data flow of its CRM integrations is disrupted. The team wanted APM metrics to find bottlenecks and alerts when API calls fail.',
        'Specifically, it needed to know which APIs to optimise, whether the time went into backend code or into database queries, and which queries needed tuning.',
      ],
    },
    built: {
      heading: 'Few moving parts, in production and in staging',
      paragraphs: [
        'The team also looked at Grafana Tempo but found it had too many components. It wanted a system with as few parts as possible that works once deployed and does not need constant care, and chose SigNoz.',
        'Outplay runs SigNoz itself, with a separate deployment for its staging environment. Traces cover the APIs, the background workers and their database calls. The account recommends keeping telemetry in back-end storage such as S3 so that it is not lost, and describes connecting S3 to ClickHouse so that data moves there automatically once disk usage passes a set threshold.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'The team took the ten endpoints most in need of database tuning and used SigNoz to pinpoint the exact stored procedures to optimise. According to its published account, the same infrastructure then served more users with faster backend responses, and it was handling peaks of 3,000 active concurrent connections at the time.',
        'Testing now includes performance: engineers use traces in development and staging, and test engineers check in the staging SigNoz whether any call takes longer than its defined limit, so that issues are found before production.',
      ],
    },
  },
  {
    slug: 'wombo',
    customer: 'Wombo',
    industry: 'Consumer generative AI apps',
    title: 'How Wombo keeps shipping AI features with SigNoz watching its releases',
    description:
      'Wombo\'s small backend team ships its AI content apps often and uses SigNoz traces, logs and exceptions to spot quickly when a release breaks something.',
    summary:
      'Wombo makes AI content apps for everyday users. Its small backend team deploys often without a large suite of integration tests, and uses SigNoz traces, logs and exceptions to see when a release breaks something and where requests spend their time.',
    uses: ['Traces', 'Logs', 'Exceptions'],
    problem: {
      heading: 'Shipping fast with a small team',
      paragraphs: [
        'Wombo\u2019s products include Wombo Song, which turns a photo of a face into a video of that person singing a chosen song, and Dream, which creates art from a prompt and a style. According to its published account, Wombo had more than five million monthly active users at the time.',
        'Five backend engineers, who also work as data engineers, own everything from coding and review to deployment, debugging and system health. With no dedicated test engineers and no large set of automated integration tests, unexpected failures can reach production, so the team needs to know at once when a release goes wrong. Image generation time is its key metric. The AI models run on NVIDIA GPUs on AWS, in containers separate from the API that the mobile and web apps call, and the backend also uses Celery queues.',
      ],
    },
    built: {
      heading: 'Traces and exceptions in a day and a half',
      paragraphs: [
        'The team tried other tools, Datadog among them. According to its published account, basic traces and exceptions for the development environment were working with SigNoz within a day and a half, just by following the docs, where the other tools took about two weeks. Setting it up on AWS came down to following the instructions, where Datadog needed specific manual changes through the AWS console or CLI.',
        'Engineers step through traces to see whether a slow request is waiting on SQL, the graph database or the cache, search logs across containers for a user ID to follow one user\u2019s path through the backend, and look into exceptions that appear right after a deploy.',
      ],
    },
    outcome: {
      heading: 'What changed',
      paragraphs: [
        'A new or unexpected exception after a release shows up straight away, and the team can step through traces to see why it happened; the account ties this ability to address issues quickly to how fast a small team can ship.',
        'The team prefers open source because answers come from a wider community and it can report issues and contribute back. Its advice to others is to look first for a tool that covers logs, traces and metrics, and then at how little maintenance it needs as the infrastructure changes.',
      ],
    },
  },
];

export function caseStudyPath(study: Pick<CaseStudy, 'slug'>): string {
  return `/case-study/${study.slug}/`;
}
