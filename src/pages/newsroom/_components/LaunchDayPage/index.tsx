import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import JsonLd from '@site/src/components/JsonLd';
import { site } from '@site/src/data/site';
import { formatNewsDate } from '@site/src/lib/newsDate';
import { launchDayPath, type LaunchDay, type launchWeek as LaunchWeekData } from '@site/src/data/newsroom';
import styles from './styles.module.css';

interface Props {
  day: LaunchDay;
  previous: LaunchDay | null;
  next: LaunchDay | null;
  launchWeek: typeof LaunchWeekData;
}

/** One day of a launch week; route and data from src/plugins/dataPages.ts and src/data/newsroom.ts. */
export default function LaunchDayPage({ day, previous, next, launchWeek }: Props): ReactNode {
  const weekPath = `/newsroom/${launchWeek.slug}/`;
  return (
    <Layout title={`${launchWeek.title}, day ${day.day}: ${day.theme}`} description={day.description ?? day.summary}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: day.title,
          description: day.summary,
          datePublished: day.datePublished,
          publisher: { '@type': 'Organization', name: 'SigNoz', url: site.url },
          url: `${site.url}${launchDayPath(day)}`,
        }}
      />
      <main>
        <Hero
          size="compact"
          eyebrow={`${launchWeek.title} · Day ${day.day} · ${formatNewsDate(day.datePublished)}`}
          title={day.title}
          lead={<p>{day.summary}</p>}
        />
        <Section id="why" title="Why we built it" narrow>
          {day.why.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Section>
        <Section id="what-ships" title="In the spotlight" tone="muted">
          <FeatureGrid columns={2} items={day.whatShips.map((item) => ({ title: item.name, body: item.detail }))} />
        </Section>
        <Section id="try-it" title="Try it" narrow>
          <ol>
            {day.tryIt.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            Full details are in the <Link to={day.docs.to}>{day.docs.label}</Link>.
          </p>
        </Section>
        <nav className={`container ${styles.pager}`} aria-label={`${launchWeek.title} days`}>
          {previous ? (
            <Link to={launchDayPath(previous)} className={styles.prev}>
              <span className={styles.pagerLabel}>Previous: day {previous.day}</span>
              {previous.theme}
            </Link>
          ) : (
            <Link to={weekPath} className={styles.prev}>
              <span className={styles.pagerLabel}>Overview</span>
              {launchWeek.title}
            </Link>
          )}
          {next ? (
            <Link to={launchDayPath(next)} className={styles.next}>
              <span className={styles.pagerLabel}>Next: day {next.day}</span>
              {next.theme}
            </Link>
          ) : (
            <Link to={weekPath} className={styles.next}>
              <span className={styles.pagerLabel}>Back to</span>
              {launchWeek.title} overview
            </Link>
          )}
        </nav>
      </main>
    </Layout>
  );
}
