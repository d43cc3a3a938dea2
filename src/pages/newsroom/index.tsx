import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import { funding, launchWeek } from '@site/src/data/newsroom';

export default function Newsroom(): ReactNode {
  return (
    <Layout title="Newsroom" description="Announcements from SigNoz: product launches and company news.">
      <main>
        <Hero
          size="compact"
          eyebrow="Newsroom"
          title="SigNoz news"
          lead={<p>Product launches and company announcements.</p>}
        />
        <Section id="announcements" title="Announcements">
          <FeatureGrid
            columns={2}
            items={[
              {
                kicker: 'Product',
                title: `${launchWeek.title}`,
                body: launchWeek.summary,
                href: `/newsroom/${launchWeek.slug}/`,
                linkLabel: 'Read the launch week',
              },
              {
                kicker: 'Company',
                title: funding.title,
                body: funding.summary,
                href: `/newsroom/${funding.slug}/`,
                linkLabel: 'Read the announcement',
              },
            ]}
          />
        </Section>
      </main>
    </Layout>
  );
}
