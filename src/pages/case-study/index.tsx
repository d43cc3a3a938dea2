import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import CallToAction from '@site/src/components/CallToAction';
import { caseStudies, caseStudyPath } from '@site/src/data/caseStudies';

export default function CaseStudies(): ReactNode {
  return (
    <Layout
      title="Customer stories"
      description="How engineering teams use SigNoz to run their systems: the problem each one had, what they set up, and what changed."
    >
      <main>
        <Hero
          size="compact"
          eyebrow="Customer stories"
          title="How teams run SigNoz in production"
          lead={
            <p>
              Each story covers the problem a team had, how they set up SigNoz, and what changed in the way they work.
              They are written to be useful if you are planning the same move.
            </p>
          }
        />
        <Section id="stories" title="Stories">
          <FeatureGrid
            columns={2}
            items={caseStudies.map((study) => ({
              kicker: `${study.customer} · ${study.industry}`,
              title: study.title,
              body: study.summary,
              href: caseStudyPath(study),
              linkLabel: `Read the ${study.customer} story`,
            }))}
          />
        </Section>
        <CallToAction
          title="Using SigNoz at work?"
          body="We would like to hear how. Tell us about your setup and we may write it up with you."
          primary={{ label: 'Share your story', to: '/user-stories/' }}
          secondary={{ label: 'Try SigNoz Cloud', to: '/teams/' }}
        />
      </main>
    </Layout>
  );
}
