import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import LogoStrip from '@site/src/components/LogoStrip';
import CallToAction from '@site/src/components/CallToAction';
import { homeSignals, homeReasons } from '@site/src/data/home';
import styles from './index.module.css';

const worksWith = [
  { name: 'OpenTelemetry' },
  { name: 'Kubernetes' },
  { name: 'Docker' },
  { name: 'Prometheus' },
  { name: 'ClickHouse' },
  { name: 'AWS' },
  { name: 'Azure' },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Open-source observability: logs, metrics and traces"
      description="SigNoz is an open-source, OpenTelemetry-native observability platform for logs, metrics and traces. Run it yourself or use SigNoz Cloud."
    >
      <main id="__main" className={styles.main}>
        <Hero
          eyebrow="Open source · OpenTelemetry-native"
          title="Logs, metrics and traces in one place"
          lead={
            <p>
              SigNoz stores all three signals in ClickHouse and lets you move from an alert to the slow trace to the log
              line that explains it. Instrument once with OpenTelemetry; run SigNoz on your own machines or let us run
              it for you.
            </p>
          }
          actions={[
            { label: 'Try SigNoz Cloud', to: '/teams/' },
            { label: 'Self-host with Docker', to: '/docs/install/docker/', variant: 'secondary' },
            { label: 'Read the docs', to: '/docs/', variant: 'link' },
          ]}
        />

        <div className="container">
          <LogoStrip label="Works with the tools you already run" marks={worksWith} />
        </div>

        <Section id="signals-heading" title="Three signals, one query builder, one interface">
          <FeatureGrid
            items={homeSignals.map((signal) => ({
              title: signal.title,
              body: signal.body,
              href: signal.href,
              linkLabel: signal.linkLabel,
            }))}
          />
        </Section>

        <Section id="why-heading" title="Why engineers pick SigNoz" tone="muted">
          <FeatureGrid columns={4} items={homeReasons} />
        </Section>

        <Section id="start-heading" title="Start in minutes">
          <p>
            Self-hosting on one machine with Docker takes three steps with Foundry, the SigNoz installer: install{' '}
            <code>foundryctl</code>, write a short casting file, and cast it:
          </p>
          {/* Focusable: it scrolls sideways on phones (WCAG 2.1.1, axe scrollable-region-focusable). */}
          <pre className={styles.code} tabIndex={0}>
            <code>{`curl -fsSL https://signoz.io/foundry.sh | bash
cat > casting.yaml <<'EOF'
apiVersion: v1alpha1
kind: Installation
metadata:
  name: signoz
spec:
  deployment:
    flavor: compose
    mode: docker
EOF
foundryctl cast -f casting.yaml`}</code>
          </pre>
          <p>
            Then open <code>http://localhost:8080</code> and follow the{' '}
            <Link to="/docs/instrumentation/overview/">instrumentation overview</Link> to send your first traces.
          </p>
        </Section>

        <CallToAction
          title="Rather not run it yourself?"
          body="SigNoz Cloud runs SigNoz for you in the US, EU or India region, billed on the data you send."
          primary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'See pricing', to: '/pricing/' }}
        />
      </main>
    </Layout>
  );
}
