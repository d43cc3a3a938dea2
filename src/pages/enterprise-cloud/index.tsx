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
    title: 'Run by us',
    body: 'We operate, scale and upgrade SigNoz for you, so there are no SigNoz servers or ClickHouse clusters for your team to run.',
  },
  {
    title: 'Your region',
    body: 'Choose the region your data is stored in, so data residency follows your policy.',
  },
  {
    title: 'Private connectivity',
    body: 'Send telemetry over AWS PrivateLink or VPC peering instead of the public internet.',
  },
  {
    title: 'Access control',
    body: 'SAML single sign-on with your identity provider, and custom roles alongside the built-in admin, editor and viewer roles.',
  },
  {
    title: 'Retention and ingestion controls',
    body: 'Custom retention for each signal, and ingestion keys with limits that keep the volume sent on each key in check.',
  },
  {
    title: 'Enterprise support',
    body: 'A dedicated support plan, with help configuring your first dashboards and alerts and advice on good practice.',
  },
];

const compare = [
  ['Region', 'US, EU or India', 'Region selection for data residency'],
  ['Retention', 'Default retention per signal, longer on request', 'Custom retention'],
  ['Network', 'Public endpoints with TLS', 'Public endpoints, AWS PrivateLink or VPC peering'],
  ['Pricing', 'Published usage prices', 'Custom pricing'],
];

export default function EnterpriseCloud(): ReactNode {
  return (
    <Layout
      title="SigNoz Enterprise Cloud"
      description="SigNoz Enterprise Cloud: SigNoz run by our team with region selection, private connectivity, single sign-on, custom retention and enterprise support."
    >
      <main>
        <Hero
          eyebrow="Enterprise Cloud"
          title="Managed SigNoz with enterprise controls"
          lead={
            <p>
              For organisations that want SigNoz run for them but need more control: we operate it in the region you
              select, with private connectivity, single sign-on, custom retention and enterprise support.
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
        <Section id="compare" title="Teams and Enterprise Cloud compared" tone="muted">
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
            Applications send OpenTelemetry data to an ingestion endpoint with an ingestion key, as they do on the Teams
            plan. Moving from a self-hosted SigNoz is a change of exporter endpoint and key, not of instrumentation.
          </p>
        </Section>
        <CallToAction
          title="Plan your Enterprise Cloud setup"
          body="Tell us your region, expected volumes and network requirements, and we will come back with a design and a price."
          primary={{ label: 'Email the team', to: mailto(contact.salesEmail, 'SigNoz Enterprise Cloud') }}
          secondary={{ label: 'Book a demo', to: '/demo/' }}
        />
      </main>
    </Layout>
  );
}
