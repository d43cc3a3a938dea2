import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const channels = [
  {
    kicker: 'Everyone',
    title: 'Community Slack',
    body: 'Ask the community and the SigNoz team. Search the public archive first: many questions have been answered there.',
    href: contact.slack,
    linkLabel: 'Join the Slack community',
  },
  {
    kicker: 'Everyone',
    title: 'GitHub issues',
    body: 'Report a bug or request a feature in the open. Include the version, how you installed SigNoz and the steps to reproduce.',
    href: contact.githubIssues,
    linkLabel: 'Open an issue',
  },
  {
    kicker: 'Cloud and Enterprise customers',
    title: 'Email support',
    body: `SigNoz Cloud: write to ${contact.cloudSupportEmail} from the address you use to sign in; workspaces with a card on file also have in-app chat support. Enterprise licences: ${contact.supportEmail}.`,
    href: mailto(contact.cloudSupportEmail),
    linkLabel: 'Email support',
  },
];

const selfHelp = [
  {
    title: 'Installation problems',
    body: 'Containers killed for lack of memory, ports already in use, failed schema migrations and a full disk.',
    href: '/docs/install/troubleshooting/',
    linkLabel: 'Install troubleshooting',
  },
  {
    title: 'No data showing up',
    body: 'Check the SDK output, then the endpoint, ingestion key and TLS, then the Collector logs, in that order.',
    href: '/docs/instrumentation/troubleshoot-instrumentation/',
    linkLabel: 'Instrumentation troubleshooting',
  },
  {
    title: 'Common questions',
    body: 'Answers to common questions on installation, instrumentation, the product and troubleshooting.',
    href: '/docs/faq/',
    linkLabel: 'Read the FAQ',
  },
];

export default function Support(): ReactNode {
  return (
    <Layout
      title="Support"
      description="Get help with SigNoz: community Slack and GitHub for everyone, email support for SigNoz Cloud and Enterprise customers, and troubleshooting guides."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="Support"
          title="Get help with SigNoz"
          lead={
            <p>
              Pick the channel for your plan, or start with the troubleshooting guides: they cover the most common
              problems.
            </p>
          }
        />
        <Section id="channels" title="Where to ask">
          <FeatureGrid items={channels} />
        </Section>
        <Section id="self-help" title="Fix it yourself first" tone="muted">
          <FeatureGrid items={selfHelp} />
        </Section>
        <Section id="good-report" title="What to include in a support request" narrow>
          <ul>
            <li>SigNoz Cloud or self-hosted; for self-hosted, the SigNoz version and how you installed it.</li>
            <li>
              What you expected to see and what you saw instead, with the time range and the service names involved.
            </li>
            <li>The language, SDK and exporter configuration of the affected service, with secrets removed.</li>
            <li>Relevant log lines from the OpenTelemetry Collector or the SigNoz containers.</li>
          </ul>
          <p>
            Never paste an ingestion key or API key into Slack or a GitHub issue. If you did, replace it straight away:
            an API key under Settings, Service Accounts; an ingestion key under Settings, Ingestion, or through support
            if your workspace shows a single key that cannot be changed there.
          </p>
        </Section>
        <CallToAction
          title="Need a support agreement?"
          body="Enterprise plans include a dedicated support plan and help configuring your first dashboards and alerts."
          primary={{ label: 'Enterprise support', to: '/enterprise/' }}
          secondary={{ label: 'Browse the docs', to: '/docs/' }}
        />
      </main>
    </Layout>
  );
}
