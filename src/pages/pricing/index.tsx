import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import Faq from '@site/src/components/Faq';
import CallToAction from '@site/src/components/CallToAction';
import { plans, pricingFaqs, teamsMonthlyMinimum, usageRates } from '@site/src/data/pricing';
import { formatDollars } from '@site/src/lib/pricing/estimate';
import PlanCards from './_components/PlanCards';
import RateTable from './_components/RateTable';
import CostEstimator from './_components/CostEstimator';

const logs = usageRates.find((r) => r.id === 'logs');
const metrics = usageRates.find((r) => r.id === 'metrics');

export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description={`SigNoz pricing: the self-hosted community edition is free; SigNoz Cloud is usage-based from ${formatDollars(logs?.price ?? 0)} per GB of logs and traces, with a ${formatDollars(teamsMonthlyMinimum)} monthly minimum.`}
    >
      <main>
        <Hero
          size="compact"
          eyebrow="Pricing"
          title="Pay for the data you send, not for seats or hosts"
          lead={
            <p>
              Self-host the open-source edition for free, or let us run SigNoz Cloud for you and pay per GB of logs and
              traces and per million metric samples. No per-user or per-host charges on any plan.
            </p>
          }
        />

        <Section id="plans" title="Plans">
          <PlanCards plans={plans} />
        </Section>

        <Section
          id="usage-prices"
          title="Usage prices on SigNoz Cloud"
          tone="muted"
          intro={
            <p>
              Teams is billed monthly on what you ingest. Logs and traces are measured in GB ingested; metrics in
              millions of samples ({formatDollars(metrics?.price ?? 0)} per million). If usage comes to less than{' '}
              {formatDollars(teamsMonthlyMinimum)}, the month costs {formatDollars(teamsMonthlyMinimum)}.
            </p>
          }
        >
          <RateTable rates={usageRates} minimum={teamsMonthlyMinimum} />
        </Section>

        <Section
          id="estimate"
          title="Estimate your monthly bill"
          intro={
            <p>
              Enter your expected monthly volumes. Not sure? The Cost Meter of a self-hosted SigNoz, or your current
              vendor&apos;s bill, shows ingestion per signal. The{' '}
              <Link to="/docs/userguide/retention-period/">retention guide</Link> explains how long each signal is kept.
            </p>
          }
        >
          <CostEstimator rates={usageRates} minimum={teamsMonthlyMinimum} />
        </Section>

        <Section id="faq" title="Pricing questions" tone="muted">
          <Faq items={pricingFaqs} structuredData />
        </Section>

        <CallToAction
          title="Try it on your own data"
          body="Start a SigNoz Cloud trial, point your OpenTelemetry exporter at it, and see your usage before you pay."
          primary={{ label: 'Start a free trial', to: '/teams/' }}
          secondary={{ label: 'Talk to us about Enterprise', to: '/enterprise/' }}
        />
      </main>
    </Layout>
  );
}
