import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { launchDayPath, launchDays, launchWeek } from '@site/src/data/newsroom';

export default function LaunchWeek(): ReactNode {
  return (
    <Layout title={launchWeek.title} description={launchWeek.description}>
      <main>
        <Hero
          size="compact"
          eyebrow="Newsroom"
          title={`SigNoz ${launchWeek.title}`}
          lead={<p>{launchWeek.summary} Each day has its own page with what ships, why, and how to try it.</p>}
        />
        <Section id="days" title="The five days">
          <FeatureGrid
            items={launchDays.map((day) => ({
              kicker: `Day ${day.day} · ${day.theme}`,
              title: day.title,
              body: day.summary,
              href: launchDayPath(day),
              linkLabel: `Read day ${day.day}`,
            }))}
          />
        </Section>
        <Section id="available" title="Where it is available" tone="muted" narrow>
          <p>
            Everything presented this week is in SigNoz Cloud. The open-source community edition already had the
            Logs Explorer and logs pipelines; the query builder upgrades of day 2 reached it in v0.41.0 in March 2024.
            Self-hosted users get them by upgrading; the upgrade guides in the docs list any steps a release needs.
          </p>
        </Section>
        <CallToAction
          title="Try the new features"
          body="Start a SigNoz Cloud trial, or upgrade your self-hosted SigNoz to the latest release."
          primary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'Upgrade guides', to: '/docs/operate/upgrade-overview/' }}
        />
      </main>
    </Layout>
  );
}
