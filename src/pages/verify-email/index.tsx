import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import SentTo from './_components/SentTo';

const nextSteps = [
  {
    title: 'Open the link',
    body: 'The email comes from SigNoz. Opening its link confirms the address belongs to you, signs you in and opens your new workspace.',
  },
  {
    title: 'Get your ingestion key',
    body: 'In the workspace, open Settings and then Ingestion. Copy the key and note your region endpoint; every exporter needs both.',
  },
  {
    title: 'Send your first data',
    body: 'Follow the instrumentation guide for your language, or run the OpenTelemetry Collector with the SigNoz Cloud exporter settings.',
    href: '/docs/instrumentation/overview/',
    linkLabel: 'Instrumentation overview',
  },
];

export default function VerifyEmail(): ReactNode {
  return (
    <Layout
      title="Check your email"
      description="Your SigNoz Cloud account is almost ready: open the verification link we emailed you, then copy your ingestion key and send your first data."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="SigNoz Cloud sign-up"
          title="Check your inbox to finish signing up"
          lead={<SentTo />}
        />

        <Section id="next" title="What to do next">
          <FeatureGrid items={nextSteps} />
        </Section>

        <Section id="no-email" title="Did not get the email?" tone="muted" narrow>
          <ul>
            <li>
              Wait two or three minutes, then look in spam, junk and any quarantine your company mail filter uses.
            </li>
            <li>
              Ask your mail administrator to allow messages from the signoz.io domain if your company filters external
              senders.
            </li>
            <li>
              Typed the address wrong? <Link to="/teams/">Sign up again</Link> with the right one.
            </li>
            <li>
              Still nothing after that? <Link to="/support/">Contact support</Link> and tell us the address you used.
            </li>
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
