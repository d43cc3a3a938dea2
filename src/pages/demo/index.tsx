import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const agenda = [
  {
    kicker: 'About 10 minutes',
    title: 'Your setup',
    body: 'Your services, languages, where they run, what you use for monitoring today and what hurts.',
  },
  {
    kicker: 'About 20 minutes',
    title: 'SigNoz on a realistic app',
    body: 'An alert fires; we follow it to the slow endpoint, the trace, the span that failed and its logs.',
  },
  {
    kicker: 'About 15 minutes',
    title: 'Your questions',
    body: 'Instrumentation for your stack, migration from your current tool, deployment options and pricing.',
  },
];

export default function Demo(): ReactNode {
  return (
    <Layout
      title="Book a SigNoz demo"
      description="See SigNoz on a realistic application with an engineer: from alert to trace to logs, and how it would fit your stack, deployment and budget."
    >
      <main>
        <Hero
          eyebrow="Demo"
          title="See SigNoz work through an incident"
          lead={
            <p>
              A call with an engineer, not a slide deck. We debug a live application in SigNoz and then talk about your
              systems.
            </p>
          }
          actions={[
            { label: 'Request a demo', to: mailto(contact.salesEmail, 'SigNoz demo request') },
            { label: 'Or try it yourself', to: '/teams/', variant: 'secondary' },
          ]}
        />
        <Section id="agenda" title="What the call covers">
          <FeatureGrid items={agenda} />
        </Section>
        <Section id="request" title="How to request a demo" tone="muted" narrow>
          <p>
            Email <Link to={mailto(contact.salesEmail, 'SigNoz demo request')}>{contact.salesEmail}</Link> with your
            name, company, the time zone you are in, and two or three sentences about your systems and what you want to
            see. We reply with times for a video call.
          </p>
          <p>
            Prefer to explore first? Install SigNoz locally with the{' '}
            <Link to="/docs/install/docker/">Docker guide</Link> and send it the guide's test traces, or start a{' '}
            <Link to="/free-trial/">free Cloud trial</Link>.
          </p>
        </Section>
        <CallToAction
          title="Want a guided Cloud walkthrough instead?"
          body="If you already have a SigNoz Cloud account, book a call focused on getting your data in."
          primary={{ label: 'Cloud onboarding call', to: '/cloud-zoom/' }}
        />
      </main>
    </Layout>
  );
}
