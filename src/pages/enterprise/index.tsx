import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import Faq from '@site/src/components/Faq';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const deployments = [
  {
    kicker: 'Managed by us',
    title: 'SigNoz Cloud',
    body: 'The multi-tenant cloud in the US, EU or India region, with enterprise support, volume pricing and custom retention on top.',
    href: '/pricing/',
    linkLabel: 'See cloud pricing',
  },
  {
    kicker: 'Managed by us, isolated',
    title: 'Dedicated cloud',
    body: 'A single-tenant SigNoz environment that only your organisation uses, in the cloud region you choose, operated and upgraded by our team.',
    href: '/enterprise-cloud/',
    linkLabel: 'About dedicated cloud',
  },
  {
    kicker: 'In your infrastructure',
    title: 'Self-hosted with support',
    body: 'Run SigNoz in your own Kubernetes clusters, with enterprise features, upgrade assistance and a support agreement.',
    href: '/docs/install/kubernetes/others/',
    linkLabel: 'Kubernetes install guide',
  },
];

const capabilities = [
  {
    title: 'Single sign-on',
    body: 'SAML single sign-on with your identity provider, so access follows your joiner and leaver process.',
  },
  { title: 'Access control', body: 'Roles for admins, editors and viewers, and API keys scoped to automation.' },
  {
    title: 'Retention per signal',
    body: 'Keep traces, logs and metrics for different periods, including longer retention for audit and trend analysis.',
  },
  {
    title: 'Volume pricing',
    body: 'Committed-use pricing for large ingest volumes, agreed once a year rather than surprises every month.',
  },
  {
    title: 'Security and legal review',
    body: 'Answers to your security questionnaire, a data processing agreement and our master services agreement.',
  },
  {
    title: 'A named support engineer',
    body: 'Someone who knows your setup, a shared channel, response targets in writing, and help with architecture and capacity planning.',
  },
];

const faqs = [
  {
    question: 'Do enterprise customers run a different product?',
    answer:
      'No. Enterprise runs the same SigNoz as the community edition and SigNoz Cloud, with additional features for access control and administration, and a support agreement.',
  },
  {
    question: 'Can we keep telemetry inside our own cloud account?',
    answer:
      'Yes. Either run SigNoz yourself with our support, or ask about a dedicated environment. Instrumentation is plain OpenTelemetry in every case.',
  },
  {
    question: 'How is enterprise priced?',
    answer:
      'On the volume of data you send and the retention you need, with a yearly agreement. Tell us your approximate volumes and we will send a proposal.',
  },
];

export default function Enterprise(): ReactNode {
  return (
    <Layout
      title="SigNoz Enterprise"
      description="SigNoz for large organisations: SAML single sign-on, dedicated or self-hosted deployments, custom retention, volume pricing and a support agreement."
    >
      <main>
        <Hero
          eyebrow="Enterprise"
          title="Observability for the whole organisation, on your terms"
          lead={
            <p>
              Run SigNoz where your data has to live, connect it to your identity provider, and get a team that knows
              your setup when something breaks. Built on OpenTelemetry, so nothing you instrument is tied to us.
            </p>
          }
          actions={[
            { label: 'Talk to us', to: mailto(contact.salesEmail, 'SigNoz Enterprise') },
            { label: 'Book a demo', to: '/demo/', variant: 'secondary' },
          ]}
        />
        <Section id="deployment" title="Choose where SigNoz runs">
          <FeatureGrid items={deployments} />
        </Section>
        <Section id="capabilities" title="What enterprise adds" tone="muted">
          <FeatureGrid items={capabilities} />
        </Section>
        <Section id="onboarding" title="How onboarding works" narrow>
          <ol>
            <li>A call to understand your systems, volumes and requirements for data location and access.</li>
            <li>
              A proof of concept on a few services, with our engineers helping to set up the Collector and dashboards.
            </li>
            <li>
              A rollout plan: sampling and filtering to control volume, alert migration, and training for your teams.
            </li>
            <li>Regular reviews of usage, performance and the features you need next.</li>
          </ol>
        </Section>
        <Section id="faq" title="Enterprise questions" tone="muted">
          <Faq items={faqs} />
        </Section>
        <CallToAction
          title="Tell us what you need"
          body={`Email ${contact.salesEmail} with your approximate monthly volumes and where your data must be stored.`}
          primary={{ label: 'Email the team', to: mailto(contact.salesEmail, 'SigNoz Enterprise') }}
          secondary={{ label: 'See pricing', to: '/pricing/' }}
        />
      </main>
    </Layout>
  );
}
