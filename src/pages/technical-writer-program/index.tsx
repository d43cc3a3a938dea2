import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import Faq from '@site/src/components/Faq';
import CallToAction from '@site/src/components/CallToAction';
import { contact, mailto } from '@site/src/data/contact';

const topics = [
  {
    title: 'OpenTelemetry instrumentation',
    body: 'Step-by-step guides for a language or framework, from an empty project to traces in SigNoz.',
  },
  {
    title: 'Monitoring a technology',
    body: 'Collecting metrics and logs from databases, message queues, web servers and cloud services.',
  },
  {
    title: 'Concepts explained',
    body: 'Clear explanations of distributed tracing, sampling, cardinality, percentiles and other ideas engineers meet daily.',
  },
  {
    title: 'Comparisons and migrations',
    body: 'Fair, sourced comparisons of tools and practical guides to moving between them.',
  },
];

const steps = [
  { kicker: 'Step 1', title: 'Apply', body: 'Send two samples of technical writing and the topics you know well.' },
  {
    kicker: 'Step 2',
    title: 'Pitch',
    body: 'Once accepted, propose an outline for a topic from our list or your own idea.',
  },
  {
    kicker: 'Step 3',
    title: 'Write and test',
    body: 'Write the draft, run every command, and submit it as a pull request or a shared document.',
  },
  {
    kicker: 'Step 4',
    title: 'Review and publish',
    body: 'An editor and an engineer review it; you address the comments; we publish with your byline.',
  },
];

const faqs = [
  {
    question: 'Are writers paid?',
    answer:
      'Yes. Each accepted article is paid at a rate agreed before you start writing, which depends on the length and depth of the piece.',
  },
  {
    question: 'Do I need to be an expert in observability?',
    answer:
      'No, but you must be comfortable with the command line and at least one programming language, and willing to build what you write about.',
  },
  {
    question: 'Can I publish the article elsewhere too?',
    answer:
      'Articles are published on the SigNoz site first. Ask your editor about republishing on your own blog with a link to the original.',
  },
];

export default function TechnicalWriterProgram(): ReactNode {
  return (
    <Layout
      title="Technical writer program"
      description="Write paid, reviewed articles on OpenTelemetry and observability for the SigNoz site. Topics, how the process works and how to apply."
    >
      <main>
        <Hero
          eyebrow="Technical writer program"
          title="Write about observability, get paid and get reviewed by engineers"
          lead={
            <p>
              We work with independent writers on guides that engineers rely on. You bring hands-on knowledge and clear
              writing; we bring editing, technical review and an audience of engineers.
            </p>
          }
          actions={[
            { label: 'Apply to write', to: mailto(contact.writersEmail, 'Technical writer program application') },
            { label: 'Read the writing guidelines', to: '/technical-writing-guidelines/', variant: 'secondary' },
          ]}
        />
        <Section id="topics" title="What we publish">
          <FeatureGrid columns={2} items={topics} />
        </Section>
        <Section id="process" title="How it works" tone="muted">
          <FeatureGrid columns={4} items={steps} />
        </Section>
        <Section id="expectations" title="What we expect from every article" narrow>
          <ul>
            <li>Original writing: your words, your examples, your screenshots.</li>
            <li>Commands and code that run as written, tested on a clean setup.</li>
            <li>
              The house style described in the <Link to="/technical-writing-guidelines/">writing guidelines</Link>.
            </li>
            <li>Respect for deadlines you agreed to, or early notice when they slip.</li>
          </ul>
        </Section>
        <Section id="faq" title="Questions from writers" tone="muted">
          <Faq items={faqs} />
        </Section>
        <CallToAction
          title="Ready to apply?"
          body={`Email ${contact.writersEmail} with two writing samples and the topics you know best.`}
          primary={{
            label: 'Apply to write',
            to: mailto(contact.writersEmail, 'Technical writer program application'),
          }}
          secondary={{ label: 'Read the blog', to: '/blog/' }}
        />
      </main>
    </Layout>
  );
}
