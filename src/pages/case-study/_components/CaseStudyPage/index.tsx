import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import { caseStudyPath, type CaseStudy, type CaseStudySection } from '@site/src/data/caseStudies';
import styles from './styles.module.css';

interface Props {
  study: CaseStudy;
  others: Pick<CaseStudy, 'slug' | 'customer' | 'title'>[];
}

function StorySection({
  id,
  label,
  section,
  tone,
}: {
  id: string;
  label: string;
  section: CaseStudySection;
  tone?: 'muted';
}) {
  return (
    <Section id={id} title={`${label}: ${section.heading}`} tone={tone} narrow>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </Section>
  );
}

/** One customer story; route and data from src/plugins/dataPages.ts and src/data/caseStudies.ts. */
export default function CaseStudyPage({ study, others }: Props): ReactNode {
  return (
    <Layout title={`${study.customer} customer story`} description={study.description ?? study.summary}>
      <main>
        <Hero
          size="compact"
          eyebrow={`Customer story · ${study.customer}`}
          title={study.title}
          lead={<p>{study.summary}</p>}
        >
          <dl className={styles.facts}>
            <div>
              <dt>Customer</dt>
              <dd>{study.customer}</dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>{study.industry}</dd>
            </div>
            {study.deployment && (
              <div>
                <dt>Runs on</dt>
                <dd>{study.deployment}</dd>
              </div>
            )}
            <div>
              <dt>Uses</dt>
              <dd>{study.uses.join(', ')}</dd>
            </div>
          </dl>
        </Hero>
        <StorySection id="problem" label="The problem" section={study.problem} />
        <StorySection id="what-they-built" label="What they built" section={study.built} tone="muted" />
        <StorySection id="outcome" label="The outcome" section={study.outcome} />
        <Section id="more-stories" title="More customer stories" tone="muted">
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={caseStudyPath(other)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
        <CallToAction
          title="Set up the same way"
          body="Instrument with OpenTelemetry, send to SigNoz Cloud or your own SigNoz, and keep the freedom to change later."
          primary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
          secondary={{ label: 'Read the docs', to: '/docs/' }}
        />
      </main>
    </Layout>
  );
}
