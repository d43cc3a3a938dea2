import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import { teamsMonthlyMinimum } from '@site/src/data/pricing';
import { formatDollars } from '@site/src/lib/pricing/estimate';
import SignupForm from './_components/SignupForm';
import styles from './styles.module.css';

const steps = [
  {
    kicker: 'Step 1',
    title: 'Confirm your email',
    body: 'We send a link to your work address. Opening it activates the account and takes you to your SigNoz workspace.',
  },
  {
    kicker: 'Step 2',
    title: 'Copy your ingestion key',
    body: 'Settings show an ingestion key and the endpoint of your region, such as ingest.eu.signoz.cloud:443 for EU.',
  },
  {
    kicker: 'Step 3',
    title: 'Point OpenTelemetry at it',
    body: 'Set the OTLP exporter endpoint and the signoz-ingestion-key header in your SDK or Collector. Data appears in SigNoz as soon as the first batch is exported.',
    href: '/docs/cloud/',
    linkLabel: 'Get started with SigNoz Cloud',
  },
];

export default function Teams(): ReactNode {
  return (
    <Layout
      title="Try SigNoz Cloud"
      description="Create a SigNoz Cloud account: logs, metrics and traces managed for you in the US, EU or India region, with a free trial before usage-based billing."
    >
      <main>
        <div className={styles.hero}>
          <div className={`container ${styles.layout}`}>
            <div className={styles.copy}>
              <p className={styles.eyebrow}>SigNoz Cloud · Teams plan</p>
              <Heading as="h1" className={styles.title}>
                Try SigNoz Cloud free
              </Heading>
              <p className={styles.lead}>
                SigNoz, run by us: upgrades, scaling and storage handled. Send OpenTelemetry data from your services and
                see traces, metrics and logs side by side.
              </p>
              <ul className={styles.points}>
                <li>Your data stays in the region you pick: US, EU or India.</li>
                <li>
                  After the trial, usage-based pricing with a {formatDollars(teamsMonthlyMinimum)} monthly minimum.{' '}
                  <Link to="/pricing/">See the price list</Link>.
                </li>
                <li>No proprietary agent: standard OpenTelemetry SDKs and Collector.</li>
                <li>
                  Prefer to run it yourself? <Link to="/docs/install/docker/">Self-host the community edition</Link>.
                </li>
              </ul>
            </div>
            <div className={styles.form}>
              <SignupForm />
            </div>
          </div>
        </div>

        <Section id="after-signup" title="What happens after you sign up" tone="muted">
          <FeatureGrid items={steps} />
        </Section>
      </main>
    </Layout>
  );
}
