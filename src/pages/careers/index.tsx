import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { employmentTypeLabel, jobPath, jobs } from '@site/src/data/jobs';

const values = [
  {
    title: 'Open by default',
    body: 'The community edition is open source: its code, issues and feature requests live on GitHub, where anyone can read them and take part.',
  },
  {
    title: 'Users in the room',
    body: 'Our engineers answer questions in the community Slack, so what users find hard reaches the people who build the product.',
  },
  {
    title: 'Real ownership',
    body: 'You own a product area or a system end to end: you decide how to build it, you ship it, and you see it used.',
  },
  {
    title: 'Remote and written',
    body: 'Every open role is remote. Clear writing and asynchronous reviews come first; meetings are for the things writing cannot settle.',
  },
];

export default function Careers(): ReactNode {
  return (
    <Layout
      title="Careers"
      description="Work on SigNoz, open-source observability built on OpenTelemetry. Open roles in engineering, developer relations, design and content, remote."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="Careers"
          title="Help engineers understand their systems"
          lead={
            <p>
              We build SigNoz, an open-source observability platform used by teams around the world. All our open roles
              are remote, and each one shapes the product and the community around it.
            </p>
          }
          actions={[{ label: 'See open roles', to: '#open-roles' }]}
        />
        <Section id="open-roles" title="Open roles">
          <FeatureGrid
            columns={2}
            items={jobs.map((job) => ({
              kicker: job.team,
              title: job.role,
              body: (
                <>
                  <p>
                    {job.location} · {employmentTypeLabel[job.type]}
                  </p>
                  <p>{job.summary}</p>
                </>
              ),
              href: jobPath(job),
              linkLabel: 'Read the role',
            }))}
          />
        </Section>
        <Section id="how-we-work" title="How we work" tone="muted">
          <FeatureGrid columns={4} items={values} />
        </Section>
        <Section id="hiring-process" title="How hiring works" narrow>
          <ol>
            <li>You send your application; a person reads it and replies, whether or not we go further.</li>
            <li>A conversation with the hiring manager about your work and the role.</li>
            <li>A practical exercise close to the real job, discussed together rather than graded in silence.</li>
            <li>Conversations with future teammates and a founder, then a decision and an offer.</li>
          </ol>
        </Section>
        <CallToAction
          title="No role that fits?"
          body="Contribute to SigNoz on GitHub or write for our technical writer program: both are good ways to get to know the team."
          primary={{ label: 'Technical writer program', to: '/technical-writer-program/' }}
          secondary={{ label: 'Contributing guide', to: '/docs/contributing/' }}
        />
      </main>
    </Layout>
  );
}
