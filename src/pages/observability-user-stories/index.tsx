import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';

/**
 * Journeys we see again and again in community and customer conversations,
 * told as user stories ("As a..., I want..., so that...") with the setup that
 * answers each one. No team is named: these are patterns, not testimonials.
 */
const journeys = [
  {
    kicker: 'Backend engineer',
    title: 'Find the slow call behind a slow endpoint',
    body: (
      <>
        <p>
          As a backend engineer, I want to see every call a request makes, so that I can tell whether the database, a
          downstream service or my own code is slow.
        </p>
        <p>Setup: OpenTelemetry auto-instrumentation for the framework, traces in SigNoz, p99 latency per endpoint.</p>
      </>
    ),
    href: '/docs/instrumentation/overview/',
    linkLabel: 'Instrument your service',
  },
  {
    kicker: 'On-call engineer',
    title: 'Go from an alert to the logs that explain it',
    body: (
      <>
        <p>
          As the engineer on call, I want an alert to lead me to the failing requests and their logs, so that I spend
          the incident fixing, not searching.
        </p>
        <p>Setup: alerts on error rate, trace ids in log records, logs linked from each span.</p>
      </>
    ),
    href: '/docs/userguide/alerts-management/',
    linkLabel: 'Set up alerts',
  },
  {
    kicker: 'Platform engineer',
    title: 'Replace a stack of separate tools',
    body: (
      <>
        <p>
          As a platform engineer, I want one back end for metrics, traces and logs, so that I maintain one system and
          teams learn one tool.
        </p>
        <p>
          Setup: an OpenTelemetry Collector per cluster, Prometheus scraping kept through the Collector, one SigNoz.
        </p>
      </>
    ),
    href: '/docs/install/kubernetes/others/',
    linkLabel: 'Install on Kubernetes',
  },
  {
    kicker: 'Engineering manager',
    title: 'Make the observability bill predictable',
    body: (
      <>
        <p>
          As an engineering manager, I want costs to follow the data we choose to keep, so that adding hosts or
          teammates does not raise the bill.
        </p>
        <p>
          Setup: filtering and sampling in the Collector, usage-based pricing, and the Cost Meter's charts of ingestion
          per signal.
        </p>
      </>
    ),
    href: '/pricing/',
    linkLabel: 'See how pricing works',
  },
  {
    kicker: 'Security-minded team',
    title: 'Keep telemetry inside our network',
    body: (
      <>
        <p>
          As a team with strict data rules, I want telemetry stored in infrastructure we control, so that our compliance
          review stays simple.
        </p>
        <p>Setup: self-hosted SigNoz on Kubernetes, TLS between Collector and SigNoz, SSO for the interface.</p>
      </>
    ),
    href: '/enterprise/',
    linkLabel: 'Enterprise options',
  },
  {
    kicker: 'Frontend engineer',
    title: 'Connect the browser to the back end',
    body: (
      <>
        <p>
          As a frontend engineer, I want a user&apos;s slow page load and the API calls behind it in one trace, so that
          I know which side to fix.
        </p>
        <p>
          Setup: OpenTelemetry for the browser, trace context propagated to the API, CORS enabled on the OTLP endpoint.
        </p>
      </>
    ),
    href: '/docs/instrumentation/javascript/',
    linkLabel: 'JavaScript instrumentation',
  },
];

export default function ObservabilityUserStories(): ReactNode {
  return (
    <Layout
      title="Observability user stories"
      description="Common observability needs written as user stories, from finding a slow call to keeping telemetry in your network, each with the SigNoz setup that answers it."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="Observability user stories"
          title="What engineers need from observability, and the setup that delivers it"
          lead={
            <p>
              These are the needs we hear most often from the people who run SigNoz, written as user stories. Each one
              names the setup that answers it and links to the guide to build it.
            </p>
          }
        />
        <Section id="stories" title="Six common stories">
          <FeatureGrid columns={2} items={journeys} />
        </Section>
        <CallToAction
          title="Recognise your team here?"
          body="Read how named teams set things up, or tell us your own story."
          primary={{ label: 'Customer stories', to: '/case-study/' }}
          secondary={{ label: 'Share your story', to: '/user-stories/' }}
        />
      </main>
    </Layout>
  );
}
