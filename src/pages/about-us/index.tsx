import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import LogoStrip from '@site/src/components/LogoStrip';
import CallToAction from '@site/src/components/CallToAction';

const beliefs = [
  {
    title: 'One tool for one question',
    body: 'When a request is slow, you should not need three products and three query languages to find out why. Logs, metrics and traces belong together.',
  },
  {
    title: 'Open standards, no lock-in',
    body: 'We build on OpenTelemetry. Your instrumentation belongs to you, and you can send it anywhere, including away from us.',
  },
  {
    title: 'Open source at the core',
    body: 'The community edition is the real product, developed in public. Anyone can read the code, run it, and change it.',
  },
  {
    title: 'Prices you can predict',
    body: 'Pay for the data you send, with published prices. No charges per user or per host that punish growing teams.',
  },
];

const stack = [
  { name: 'OpenTelemetry', note: 'how data comes in' },
  { name: 'ClickHouse', note: 'where it is stored' },
  { name: 'Go', note: 'the SigNoz server' },
  { name: 'React', note: 'the interface' },
];

export default function AboutUs(): ReactNode {
  return (
    <Layout
      title="About us"
      description="SigNoz builds open-source observability on OpenTelemetry: logs, metrics and traces in one tool. Who we are, what we believe, and how we work."
    >
      <main>
        <Hero
          eyebrow="About SigNoz"
          title="Open-source observability, built on OpenTelemetry"
          lead={
            <p>
              SigNoz is an open-source observability platform. Engineers use it to understand what their software is
              doing in production: the traces of each request, the metrics of each service, and the logs that explain
              what went wrong. It runs on your own machines or as SigNoz Cloud.
            </p>
          }
          actions={[
            { label: 'Open roles', to: '/careers/' },
            { label: 'SigNoz on GitHub', to: 'https://github.com/SigNoz/signoz', variant: 'secondary' },
          ]}
        />
        <Section id="beliefs" title="What we believe">
          <FeatureGrid columns={2} items={beliefs} />
        </Section>
        <Section id="how-it-is-built" title="How SigNoz is built" tone="muted">
          <p>
            SigNoz receives data in the OpenTelemetry protocol, stores every signal in ClickHouse, a columnar database
            made for fast analytics, and serves one interface for exploring, dashboards and alerts.
          </p>
          <LogoStrip label="Built with" marks={stack} />
        </Section>
        <Section id="how-we-work" title="How we work" narrow>
          <p>
            We work in the open wherever we can: the code, issues and feature requests live on GitHub, and questions are
            discussed in the community Slack, where users and contributors take part.
          </p>
          <p>Our engineers answer questions there too, and what users report and ask for shapes what we build next.</p>
        </Section>
        <Section id="news" title="Company news" tone="muted" narrow>
          <p>
            Read about our <Link to="/newsroom/launch-week-1/">first launch week</Link> and our{' '}
            <Link to="/newsroom/funding/">funding announcement</Link> in the newsroom.
          </p>
        </Section>
        <CallToAction
          title="Work with us"
          body="We hire engineers, developer advocates, designers and writers who care about the people using their work."
          primary={{ label: 'See open roles', to: '/careers/' }}
          secondary={{ label: 'Contribute on GitHub', to: '/docs/contributing/' }}
        />
      </main>
    </Layout>
  );
}
