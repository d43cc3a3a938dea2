import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';
import { caseStudies, caseStudyPath } from '@site/src/data/caseStudies';

const questions = [
  'What does your system look like: languages, where it runs, roughly how many services?',
  'What were you using before SigNoz, and what made you look for something else?',
  'How did you roll out OpenTelemetry: auto-instrumentation, manual spans, a Collector per cluster?',
  'Which dashboard, alert or query do you open first when something breaks?',
  'What would you tell a team about to make the same move?',
];

const process = [
  {
    kicker: 'Step 1',
    title: 'Tell us about your setup',
    body: 'Send a few lines about how you use SigNoz. We reply to arrange a 30-minute conversation.',
  },
  {
    kicker: 'Step 2',
    title: 'We write a draft',
    body: 'We write the story from the conversation and send it to you. Nothing is attributed to you that you did not say.',
  },
  {
    kicker: 'Step 3',
    title: 'You approve it',
    body: 'You correct anything, remove what you cannot share, and get your company\u2019s approval. It is published only after that.',
  },
];

export default function UserStories(): ReactNode {
  return (
    <Layout
      title="Share your SigNoz story"
      description="Using SigNoz at work? Tell us how you set it up and what changed. We write the story with you and publish it only with your approval."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="User stories"
          title="Tell us how your team uses SigNoz"
          lead={
            <p>
              The most useful thing for an engineer evaluating SigNoz is hearing how another team set it up. If you run
              SigNoz, self-hosted or in the cloud, we would like to write up your story with you.
            </p>
          }
          actions={[{ label: 'Share your story', to: mailto(contact.storiesEmail, 'Case Study') }]}
        />
        <Section id="process" title="How it works">
          <FeatureGrid items={process} />
        </Section>
        <Section id="questions" title="What we will ask you" tone="muted" narrow>
          <ul>
            {questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </Section>
        <Section id="published" title="Stories published so far" narrow>
          <ul>
            {caseStudies.map((study) => (
              <li key={study.slug}>
                <Link to={caseStudyPath(study)}>{study.title}</Link>
              </li>
            ))}
          </ul>
          <p>
            For common patterns across many teams, read{' '}
            <Link to="/observability-user-stories/">observability user stories</Link>.
          </p>
        </Section>
        <CallToAction
          title="Not ready to write a story?"
          body="Share what you built in the community Slack. Other users learn from it, and so do we."
          primary={{ label: 'Join the community', to: contact.slack }}
          secondary={{ label: 'Customer stories', to: '/case-study/' }}
        />
      </main>
    </Layout>
  );
}
