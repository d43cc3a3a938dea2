import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import TableScroll from '@site/src/components/TableScroll';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const benefits = [
  {
    title: 'Single tenant',
    body: 'Your own SigNoz services and ClickHouse storage, not shared with other customers, sized for your workload.',
  },
  {
    title: 'Your region',
    body: 'Deployed in the cloud region you choose, so data residency follows your policy rather than ours.',
  },
  {
    title: 'Private connectivity',
    body: 'Send telemetry over private networking options offered by your cloud provider instead of the public internet, where the provider supports it.',
  },
  {
    title: 'Upgrades on your schedule',
    body: 'We upgrade SigNoz in maintenance windows you agree to, after testing the release against your configuration.',
  },
  {
    title: 'Capacity planning',
    body: 'We watch ingestion and query load and scale ahead of your growth, with a monthly report you can share internally.',
  },
  {
    title: 'Enterprise support',
    body: 'A named support engineer, a shared channel and response targets written into your agreement.',
  },
];

const compare = [
  ['Infrastructure', 'Shared, multi-tenant', 'Dedicated to your organisation'],
  ['Region', 'US, EU or India', 'The region you choose'],
  ['Upgrades', 'Rolled out by us to everyone', 'Scheduled with you'],
  ['Network', 'Public endpoints with TLS', 'Public endpoints or private connectivity'],
  ['Pricing', 'Published usage prices', 'Yearly agreement on volume'],
];

export default function EnterpriseCloud(): ReactNode {
  return (
    <Layout
      title="SigNoz Enterprise Cloud"
      description="A dedicated, single-tenant SigNoz environment in the region you choose, operated by the SigNoz team, with private connectivity and enterprise support."
    >
      <main>
        <Hero
          eyebrow="Enterprise Cloud"
          title="A SigNoz environment that is yours alone"
          lead={
            <p>
              For teams that want a managed service but cannot share infrastructure: we run a dedicated SigNoz for you,
              in your chosen region, and take care of scaling, upgrades and backups.
            </p>
          }
          actions={[
            { label: 'Talk to us', to: mailto(contact.salesEmail, 'SigNoz Enterprise Cloud') },
            { label: 'All enterprise options', to: '/enterprise/', variant: 'secondary' },
          ]}
        />
        <Section id="benefits" title="What you get">
          <FeatureGrid items={benefits} />
        </Section>
        <Section id="compare" title="Shared cloud and dedicated cloud compared" tone="muted">
          <TableScroll label="Differences between SigNoz Cloud Teams and Enterprise Cloud">
            <table>
              <caption className="sr-only">Differences between SigNoz Cloud Teams and Enterprise Cloud</caption>
              <thead>
                <tr>
                  <th scope="col">Aspect</th>
                  <th scope="col">SigNoz Cloud (Teams)</th>
                  <th scope="col">Enterprise Cloud</th>
                </tr>
              </thead>
              <tbody>
                {compare.map(([aspect, teams, dedicated]) => (
                  <tr key={aspect}>
                    <th scope="row">{aspect}</th>
                    <td>{teams}</td>
                    <td>{dedicated}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Section>
        <Section id="sending-data" title="Sending data is the same" narrow>
          <p>
            Applications send OpenTelemetry data to your environment&apos;s endpoint with an ingestion key, exactly as
            they would to SigNoz Cloud or a self-hosted SigNoz. Moving between the three is a change of exporter
            settings, not of instrumentation.
          </p>
        </Section>
        <CallToAction
          title="Plan a dedicated environment"
          body="Tell us your region, expected volumes and network requirements, and we will come back with a design and a price."
          primary={{ label: 'Email the team', to: mailto(contact.salesEmail, 'SigNoz Enterprise Cloud') }}
          secondary={{ label: 'Book a demo', to: '/demo/' }}
        />
      </main>
    </Layout>
  );
}
