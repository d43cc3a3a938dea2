import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import JsonLd from '@site/src/components/JsonLd';
import { site } from '@site/src/data/site';
import type { funding as FundingData } from '@site/src/data/newsroom';

/** The funding announcement; route and data from src/plugins/dataPages.ts and src/data/newsroom.ts. */
export default function FundingPage({ funding }: { funding: typeof FundingData }): ReactNode {
  return (
    <Layout title="SigNoz raises new funding" description={funding.summary}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: funding.title,
          description: funding.summary,
          datePublished: funding.datePublished,
          publisher: { '@type': 'Organization', name: 'SigNoz', url: site.url },
          url: `${site.url}/newsroom/${funding.slug}/`,
        }}
      />
      <main>
        <Hero size="compact" eyebrow="Newsroom · Company news" title={funding.title} lead={<p>{funding.summary}</p>} />
        <Section id="announcement" title="The announcement" narrow>
          {funding.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Section>
        <Section id="what-we-will-invest-in" title="What we will invest in" tone="muted">
          <FeatureGrid columns={2} items={funding.investments} />
        </Section>
        <Section id="what-stays-the-same" title="What stays the same" narrow>
          <ul>
            <li>
              SigNoz stays open source. The community edition keeps getting new features, not a trimmed copy of the
              cloud.
            </li>
            <li>OpenTelemetry stays the way data comes in, so your instrumentation is never tied to us.</li>
            <li>Pricing stays usage-based and published, with no per-seat or per-host charges.</li>
          </ul>
        </Section>
        <CallToAction
          title="Build it with us"
          body="We are hiring across engineering, developer relations, design and content."
          primary={{ label: 'See open roles', to: '/careers/' }}
          secondary={{ label: 'Star SigNoz on GitHub', to: 'https://github.com/SigNoz/signoz' }}
        />
      </main>
    </Layout>
  );
}
