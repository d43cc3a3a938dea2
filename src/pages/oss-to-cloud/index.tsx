import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';

const reasons = [
  { title: 'No ClickHouse to run', body: 'Storage sizing, disk space and schema migrations become our job.' },
  {
    title: 'Upgrades without a plan',
    body: 'We upgrade your workspace, so there are no upgrade steps or migration guides for you to follow.',
  },
  {
    title: 'Retention without disks',
    body: 'Keep data as long as your plan says, without adding volumes or moving old data to object storage yourself.',
  },
];

const fanOut = `receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
      http:
        endpoint: 0.0.0.0:4318

processors:
  batch: {}

exporters:
  otlp/self-hosted:
    endpoint: <otel-collector-host>:4317
    tls:
      insecure: true
  otlp/signoz-cloud:
    endpoint: ingest.<region>.signoz.cloud:443
    headers:
      signoz-ingestion-key: <your-ingestion-key>

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [otlp/self-hosted, otlp/signoz-cloud]
    metrics:
      receivers: [otlp]
      processors: [batch]
      exporters: [otlp/self-hosted, otlp/signoz-cloud]
    logs:
      receivers: [otlp]
      processors: [batch]
      exporters: [otlp/self-hosted, otlp/signoz-cloud]`;

const sdkEnv = `export OTEL_EXPORTER_OTLP_ENDPOINT="https://ingest.<region>.signoz.cloud:443"
export OTEL_EXPORTER_OTLP_HEADERS="signoz-ingestion-key=<your-ingestion-key>"`;

export default function OssToCloud(): ReactNode {
  return (
    <Layout
      title="Move from self-hosted SigNoz to SigNoz Cloud"
      description="Move from the self-hosted SigNoz community edition to SigNoz Cloud without changing instrumentation: run both in parallel, move dashboards and alerts, then switch."
    >
      <main>
        <Hero
          eyebrow="Self-hosted to Cloud"
          title="Move from self-hosted SigNoz to SigNoz Cloud"
          lead={
            <p>
              Your services already speak OpenTelemetry, so moving is a change of where data is sent. Run both side by
              side for as long as you like, move dashboards and alerts, then turn off the old one.
            </p>
          }
          actions={[
            { label: 'Create a Cloud account', to: '/teams/' },
            { label: 'Compare plans', to: '/pricing/', variant: 'secondary' },
          ]}
        />
        <Section id="why-move" title="Why move to Cloud">
          <FeatureGrid items={reasons} />
        </Section>
        <Section id="steps" title="The move, step by step" tone="muted" narrow>
          <Heading as="h3">1. Create your Cloud workspace</Heading>
          <p>
            <Link to="/teams/">Sign up</Link> and choose the region closest to your systems or required by your policy:
            US, EU or India. Copy the ingestion key from the ingestion settings; the ingestion URL shown there holds
            your region code (<code>us</code>, <code>us2</code>, <code>eu</code>, <code>eu2</code>, <code>in</code> or{' '}
            <code>in2</code>).
          </p>
          <Heading as="h3">2. Send data to both for a while</Heading>
          <p>
            If your services send to an OpenTelemetry Collector, add a second exporter so every signal goes to both back
            ends: <code>otlp/self-hosted</code> is your existing SigNoz and <code>otlp/signoz-cloud</code> is SigNoz
            Cloud. Replace <code>&lt;otel-collector-host&gt;</code>, <code>&lt;region&gt;</code> and{' '}
            <code>&lt;your-ingestion-key&gt;</code> with your values:
          </p>
          <CodeBlock language="yaml" title="otel-collector-config.yaml">
            {fanOut}
          </CodeBlock>
          <p>
            If services export straight to SigNoz without a Collector, point the SDK at Cloud with the standard
            OpenTelemetry environment variables instead:
          </p>
          <CodeBlock language="bash">{sdkEnv}</CodeBlock>
          <Heading as="h3">3. Move dashboards</Heading>
          <p>
            In your self-hosted SigNoz, open each dashboard and export it as JSON. In Cloud, create a dashboard by
            importing that JSON. Queries written with the query builder work unchanged when the attribute names are the
            same on both sides.
          </p>
          <Heading as="h3">4. Recreate alerts and channels</Heading>
          <p>
            Add your notification channels (Slack, PagerDuty, Opsgenie, Microsoft Teams, webhooks) in Cloud first, then
            recreate the alert rules. Rules kept as JSON can be created through the alerts API with the API key of a
            service account in your Cloud workspace.
          </p>
          <Heading as="h3">5. Compare, then switch</Heading>
          <p>
            Check that services, dashboards and alerts look the same in both. When you are satisfied, remove the
            self-hosted exporter from the Collector and keep the self-hosted instance running, with no new data, until
            its data ages out of retention.
          </p>
        </Section>
        <Section id="history" title="What about old data?" narrow>
          <p>
            Telemetry already stored in your self-hosted ClickHouse stays there; it is not copied to Cloud. Keep the old
            instance available for the length of its retention period, so past incidents remain searchable, and then
            shut it down.
          </p>
        </Section>
        <CallToAction
          title="Start with one service"
          body="Create a workspace, add the second exporter for a single service, and compare the two views before moving the rest."
          primary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'Read the docs', to: '/docs/' }}
        />
      </main>
    </Layout>
  );
}
