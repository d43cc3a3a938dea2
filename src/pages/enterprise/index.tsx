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
    title: 'Enterprise Cloud',
    body: 'SigNoz Cloud run by our team, with enterprise support, custom retention, access control and a choice of region for your data.',
    href: '/enterprise-cloud/',
    linkLabel: 'About Enterprise Cloud',
  },
  {
    kicker: 'In your cloud account',
    title: 'Bring your own cloud (BYOC)',
    body: 'SigNoz deployed in your own cloud account, so your telemetry stays in that account.',
  },
  {
    kicker: 'In your infrastructure',
    title: 'Enterprise Self-Hosted',
    body: 'Run SigNoz on your own machines or Kubernetes clusters, with the enterprise features unlocked by a licence and our support.',
    href: '/docs/install/kubernetes/others/',
    linkLabel: 'Kubernetes install guide',
  },
];

const capabilities = [
  {
    title: 'Single sign-on',
    body: 'SAML or OIDC single sign-on with your identity provider, so people sign in with the accounts you already manage.',
  },
  {
    title: 'Access control',
    body: 'Custom roles with the permissions you choose, alongside the built-in admin, editor and viewer roles.',
  },
  {
    title: 'Retention per signal',
    body: 'Keep traces, logs and metrics for different periods, including longer retention for audit and trend analysis.',
  },
  {
    title: 'Custom pricing',
    body: 'A price agreed with you for your data volumes and retention, instead of the published Teams rates.',
  },
  {
    title: 'Compliance',
    body: 'SOC 2 Type II and HIPAA compliance, for the reviews your security and legal teams need to run.',
  },
  {
    title: 'Enterprise support',
    body: 'A dedicated support plan, with help configuring your first dashboards and alerts and advice on good practice for your setup.',
  },
];

const faqs = [
  {
    question: 'Do enterprise customers run a different product?',
    answer:
      'No. Enterprise runs the same SigNoz as SigNoz Cloud and the community edition, with enterprise support; licensed features the community edition lacks, such as SAML or OIDC single sign-on and custom roles, are included.',
  },
  {
    question: 'Can we keep telemetry inside our own cloud account?',
    answer:
      'Yes. Either run Enterprise Self-Hosted in your own infrastructure, or choose BYOC, where SigNoz is deployed in your own cloud account. Instrumentation is plain OpenTelemetry in every case.',
  },
  {
    question: 'How is enterprise priced?',
    answer:
      'On the volume of data you send and the retention you need. Tell us your approximate volumes and we will send a proposal.',
  },
];

export default function Enterprise(): ReactNode {
  return (
    <Layout
      title="SigNoz Enterprise"
      description="SigNoz for large organisations: SAML single sign-on, custom roles, Enterprise Cloud, BYOC or self-hosted deployments, custom retention and enterprise support."
    >
      <main>
        <Hero
          eyebrow="Enterprise"
          title="Observability for the whole organisation, on your terms"
          lead={
            <p>
              Run SigNoz where your data has to live, connect it to your identity provider, and get support from the
              team that builds it. Built on OpenTelemetry, so nothing you instrument is tied to us.
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
        <Section id="capabilities" title="What enterprise includes" tone="muted">
          <FeatureGrid items={capabilities} />
        </Section>
        <Section id="onboarding" title="How onboarding works" narrow>
          <ol>
            <li>A call to understand your systems, volumes and requirements for data location and access.</li>
            <li>
              A proof of concept on a few services, with our team helping to configure the first dashboards and alerts.
            </li>
            <li>
              Advice on good practice for your rollout, such as sampling and filtering to keep volume under control.
            </li>
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
