/**
 * Open roles. Each entry becomes /careers/<slug>/ (src/plugins/dataPages.ts)
 * with JobPosting JSON-LD, and a card on /careers/.
 */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';

export interface Job {
  /** URL segment under /careers/. */
  slug: string;
  role: string;
  team: string;
  /** Human-readable location. */
  location: string;
  /**
   * ISO 3166-1 alpha-2 codes of the countries applicants may live in: the JobPosting's
   * applicantLocationRequirements, which search engines require for a remote role.
   */
  applicantCountries: string[];
  remote: boolean;
  type: EmploymentType;
  /** ISO date the posting went up. */
  datePosted: string;
  summary: string;
  /** Meta description (50-170 characters) when the summary is longer; otherwise the summary serves. */
  description?: string;
  whatYouWillDo: string[];
  whatWeLookFor: string[];
  niceToHave: string[];
  howToApply: string;
}

const applyBy = (role: string) =>
  `Email hello@signoz.io with "${role}" in the subject line. Include a link to your CV or LinkedIn profile and two or three pieces of work you are proud of, with a sentence on what you did in each. We reply to every application.`;

export const jobs: Job[] = [
  {
    slug: 'community-engineer-in',
    role: 'Community Engineer',
    team: 'Developer Relations',
    location: 'India (remote)',
    applicantCountries: ['IN'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-10-06',
    description:
      'Be the first engineer many SigNoz users talk to: answer their questions in Slack and GitHub, and turn repeated ones into docs and product feedback.',
    summary:
      'Be the first engineer many SigNoz users talk to: answer their questions in Slack and GitHub, turn repeated questions into docs, and bring what users need back to the product team.',
    whatYouWillDo: [
      'Answer questions in the community Slack and on GitHub issues and discussions, reproducing problems on your own SigNoz installs.',
      'Spot the questions that keep coming back and fix their cause: a doc, an example, an error message or a bug report with a clear reproduction.',
      'Run community calls and office hours, and write the monthly community update.',
      'Help first-time contributors find a good issue and get their pull request merged.',
    ],
    whatWeLookFor: [
      'Two or more years working as a software, support or DevOps engineer.',
      'Comfort with Docker, Kubernetes basics and reading logs to find what went wrong.',
      'Clear, patient writing in English.',
      'You enjoy helping people and can say "I do not know yet, let me find out".',
    ],
    niceToHave: [
      'Experience with OpenTelemetry, Prometheus or another observability tool.',
      'A history of open-source contributions or community moderation.',
    ],
    howToApply: applyBy('Community Engineer'),
  },
  {
    slug: 'devrel-engineer-in',
    role: 'Developer Relations Engineer',
    team: 'Developer Relations',
    location: 'India (remote)',
    applicantCountries: ['IN'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-10-06',
    description:
      'Show engineers how to instrument their systems with OpenTelemetry and understand them with SigNoz, through sample apps, talks, videos and articles.',
    summary:
      'Show engineers how to instrument their systems with OpenTelemetry and understand them with SigNoz, through sample apps, talks, videos and articles that work when followed step by step.',
    whatYouWillDo: [
      'Build and maintain sample applications that show instrumentation in several languages and frameworks.',
      'Write tutorials and make short videos on tracing, metrics and logs, tested end to end before publishing.',
      'Speak at meetups and conferences, and run workshops where attendees instrument a real app.',
      'Collect feedback from users and turn it into concrete product and docs improvements.',
    ],
    whatWeLookFor: [
      'Three or more years of software engineering in at least one of Go, Java, Python or JavaScript.',
      'Work you can show: talks, posts, open-source projects or videos.',
      'The habit of checking that every command in a tutorial actually runs.',
    ],
    niceToHave: [
      'Contributions to OpenTelemetry or another CNCF project.',
      'Experience running production systems and being on call.',
    ],
    howToApply: applyBy('Developer Relations Engineer'),
  },
  {
    slug: 'product-designer-in',
    role: 'Product Designer',
    team: 'Product',
    location: 'India (remote)',
    applicantCountries: ['IN'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-09-15',
    summary:
      'Design how engineers explore traces, logs and metrics under pressure: dense data, fast decisions, keyboard users and dark rooms at 3 a.m.',
    whatYouWillDo: [
      'Own the design of product areas such as the query builder, trace details and alerts, from research to shipped interface.',
      'Talk to users every week, watch how they debug incidents, and turn what you learn into flows and prototypes.',
      'Grow the design system with the front-end team: components, tokens and accessibility rules.',
      'Review what ships and push for the details that make a tool pleasant to use daily.',
    ],
    whatWeLookFor: [
      'Three or more years designing complex web applications, ideally tools for developers or data.',
      'A portfolio that shows your process, including trade-offs you made and why.',
      'Working knowledge of accessibility: contrast, focus order, screen readers.',
    ],
    niceToHave: ['Experience with data visualisation.', 'Ability to prototype in code.'],
    howToApply: applyBy('Product Designer'),
  },
  {
    slug: 'senior-frontend-engineer-in',
    role: 'Senior Frontend Engineer',
    team: 'Engineering',
    location: 'India (remote)',
    applicantCountries: ['IN'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-09-15',
    description:
      'Build the SigNoz web app in React and TypeScript: charts and explorers that stay responsive on large data, for open source and cloud.',
    summary:
      'Build the SigNoz web application in React and TypeScript: charts and explorers that stay responsive on large data, and an interface that works for the open-source and cloud editions alike.',
    whatYouWillDo: [
      'Design and build features across the application: explorers, dashboards, alerts and settings.',
      'Keep the app fast: measure rendering and bundle cost, virtualise long lists, and move heavy work off the main thread.',
      'Raise the bar on testing and accessibility in the codebase, and review other engineers\u2019 changes.',
      'Work in the open: discuss designs on GitHub and help community contributors land their changes.',
    ],
    whatWeLookFor: [
      'Five or more years building web applications, with deep knowledge of React and TypeScript.',
      'Experience with performance work on data-heavy interfaces.',
      'Care for code that others can read and change.',
    ],
    niceToHave: ['Experience with charting libraries or canvas/WebGL rendering.', 'Open-source contributions.'],
    howToApply: applyBy('Senior Frontend Engineer'),
  },
  {
    slug: 'site-reliability-engineer',
    role: 'Site Reliability Engineer',
    team: 'Cloud Platform',
    location: 'India or United States (remote)',
    applicantCountries: ['IN', 'US'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-10-20',
    summary:
      'Run SigNoz Cloud: the ClickHouse storage and ingestion path that customers in the US, EU and India regions send their telemetry to.',
    whatYouWillDo: [
      'Operate and automate the cloud platform across regions with infrastructure as code.',
      'Own capacity planning and cost of ClickHouse and the ingestion path.',
      'Take part in the on-call rotation, lead incident reviews and fix the causes you find.',
      'Use SigNoz to observe SigNoz, and turn what hurts into product feedback.',
    ],
    whatWeLookFor: [
      'Four or more years running production systems on Kubernetes in a public cloud.',
      'Experience with Terraform or a similar tool, and with a stateful database at scale.',
      'Solid Linux, networking and scripting skills; Go is a plus.',
    ],
    niceToHave: ['ClickHouse operations experience.', 'Experience with the OpenTelemetry Collector.'],
    howToApply: applyBy('Site Reliability Engineer'),
  },
  {
    slug: 'technical-content-writer-in',
    role: 'Technical Content Writer',
    team: 'Marketing',
    location: 'India (remote)',
    applicantCountries: ['IN'],
    remote: true,
    type: 'FULL_TIME',
    datePosted: '2026-10-20',
    summary:
      'Write the articles engineers search for when they are learning observability, each one accurate enough to follow at a terminal.',
    whatYouWillDo: [
      'Research, write and update guides on OpenTelemetry, logging, tracing, Kubernetes monitoring and related topics.',
      'Run every example you publish, and keep published guides current as tools change.',
      'Work with engineers to explain new SigNoz features clearly.',
      'Edit pieces from our technical writer program contributors.',
    ],
    whatWeLookFor: [
      'Published technical writing you can share, for developers or operators.',
      'Hands-on familiarity with the command line, Docker and at least one programming language.',
      'The discipline to cut words and check facts.',
    ],
    niceToHave: ['Experience as a software engineer.', 'Knowledge of search-friendly article structure.'],
    howToApply: applyBy('Technical Content Writer'),
  },
];

export const employmentTypeLabel: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

export function jobPath(job: Pick<Job, 'slug'>): string {
  return `/careers/${job.slug}/`;
}
