import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import Faq from '@site/src/components/Faq';
import CallToAction from '@site/src/components/CallToAction';
import { teamsMonthlyMinimum } from '@site/src/data/pricing';
import { formatDollars } from '@site/src/lib/pricing/estimate';

const included = [
  {
    title: 'The full product',
    body: 'Traces, metrics, logs, dashboards, alerts and exceptions, all available to evaluate on your own services.',
  },
  { title: 'Your region', body: 'Pick the US, EU or India region at sign-up; your trial data is stored there.' },
  { title: 'Help when you need it', body: 'Ask questions in the community Slack or email support while you evaluate.' },
];

const plan = [
  {
    kicker: 'Day 1',
    title: 'Send one service',
    body: 'Instrument one service with OpenTelemetry or point an existing Collector at Cloud. Check traces and RED metrics appear.',
  },
  {
    kicker: 'First week',
    title: 'Add logs and infrastructure',
    body: 'Collect container or host logs and Kubernetes metrics, and connect logs to traces through the trace id.',
  },
  {
    kicker: 'Before the end',
    title: 'Build what you would use',
    body: 'Recreate one real dashboard and two alerts you rely on today, and check the Cost Meter to size your bill.',
  },
];

const faqs = [
  {
    question: 'What happens when the trial ends?',
    answer: `You choose whether to continue on the Teams plan, billed on usage with a ${formatDollars(teamsMonthlyMinimum)} monthly minimum. If you do not, the workspace is locked until you upgrade, and the lock screen shows the date until which your data is kept.`,
  },
  {
    question: 'Are there limits during the trial?',
    answer:
      'The trial is meant for evaluation on real services. If you plan to send very large volumes during the trial, tell us first so we can make sure it goes smoothly.',
  },
  {
    question: 'Can I self-host instead?',
    answer:
      'Yes. The community edition is free and open source; install it with Docker or on Kubernetes and run it for as long as you like.',
  },
];

export default function FreeTrial(): ReactNode {
  return (
    <Layout
      title="SigNoz Cloud free trial"
      description="Try SigNoz Cloud free: the full product on your own services, in the US, EU or India region, with a plan for what to test before the trial ends."
    >
      <main>
        <Hero
          eyebrow="Free trial"
          title="Try SigNoz Cloud on your own services"
          lead={<p>Sign up with your work email, send data from one service, and judge SigNoz on your real traffic.</p>}
          actions={[
            { label: 'Start the free trial', to: '/teams/' },
            { label: 'See pricing after the trial', to: '/pricing/', variant: 'secondary' },
          ]}
        />
        <Section id="included" title="What the trial includes">
          <FeatureGrid items={included} />
        </Section>
        <Section id="plan" title="A plan for your evaluation" tone="muted">
          <FeatureGrid items={plan} />
        </Section>
        <Section id="faq" title="Trial questions">
          <Faq items={faqs} />
        </Section>
        <CallToAction
          title="Ready when you are"
          body="Create the workspace, point one service at it, and its traces appear as soon as the first batch is exported."
          primary={{ label: 'Start the free trial', to: '/teams/' }}
          secondary={{ label: 'Book a demo first', to: '/demo/' }}
        />
      </main>
    </Layout>
  );
}
