import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const prepare = [
  { title: 'Your workspace', body: 'Have your SigNoz Cloud workspace open and your ingestion key to hand.' },
  {
    title: 'One service to instrument',
    body: 'Choose a service you can redeploy during or soon after the call, and know its language and framework.',
  },
  {
    title: 'Where it runs',
    body: 'Know whether it runs on Kubernetes, on VMs, in containers or on a serverless platform, and whether a Collector is already deployed.',
  },
];

const outcomes = [
  'Traces from your first service visible in SigNoz.',
  'A Collector configuration for your environment that you can extend to more services.',
  'A short list of next steps: logs, infrastructure metrics, and the dashboards and alerts to build first.',
];

export default function CloudZoom(): ReactNode {
  return (
    <Layout
      title="SigNoz Cloud onboarding call"
      description="Book a video call with a SigNoz engineer to get data from your first service into SigNoz Cloud and plan the rest of the rollout."
    >
      <main>
        <Hero
          eyebrow="SigNoz Cloud onboarding"
          title="Get your first service into SigNoz Cloud on a call"
          lead={
            <p>
              A video call with a SigNoz engineer who helps you instrument one service, deploy the Collector and read
              your first traces, so the rest of the rollout is a repeat of something that already works.
            </p>
          }
          actions={[
            { label: 'Book an onboarding call', to: mailto(contact.cloudSupportEmail, 'SigNoz Cloud onboarding call') },
          ]}
        />
        <Section id="prepare" title="Before the call">
          <FeatureGrid items={prepare} />
        </Section>
        <Section id="outcomes" title="What you leave with" tone="muted" narrow>
          <ul>
            {outcomes.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
          <p>
            To book, email{' '}
            <Link to={mailto(contact.cloudSupportEmail, 'SigNoz Cloud onboarding call')}>
              {contact.cloudSupportEmail}
            </Link>{' '}
            with your workspace name and two or three times that suit you. We send a video-call link in reply.
          </p>
        </Section>
        <CallToAction
          title="No account yet?"
          body="Create a SigNoz Cloud workspace first; the call is most useful once you can send data."
          primary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'Instrumentation overview', to: '/docs/instrumentation/overview/' }}
        />
      </main>
    </Layout>
  );
}
