import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import JsonLd from '@site/src/components/JsonLd';
import { site } from '@site/src/data/site';
import { formatNewsDate } from '@site/src/lib/newsDate';
import type { funding as FundingData } from '@site/src/data/newsroom';

/** The funding announcement; route and data from src/plugins/dataPages.ts and src/data/newsroom.ts. */
export default function FundingPage({ funding }: { funding: typeof FundingData }): ReactNode {
  return (
    <Layout title={funding.title} description={funding.summary}>
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
        <Hero size="compact" eyebrow={`Newsroom · ${formatNewsDate(funding.datePublished)}`} title={funding.title} lead={<p>{funding.summary}</p>} />
        <Section id="announcement" title="The announcement" narrow>
          {funding.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Section>
        <Section id="what-we-will-invest-in" title="Where the focus goes" tone="muted">
          <FeatureGrid columns={2} items={funding.investments} />
        </Section>
        <CallToAction
          title="Try SigNoz"
          body="Run it yourself from the open-source repository, or start with SigNoz Cloud."
          primary={{ label: 'Start with SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'Install it yourself', to: '/docs/install/docker/' }}
        />
      </main>
    </Layout>
  );
}
