import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import JsonLd from '@site/src/components/JsonLd';
import { site } from '@site/src/data/site';
import { employmentTypeLabel, jobPath, type Job } from '@site/src/data/jobs';
import { jobPostingJsonLd } from '@site/src/lib/seo/jobPosting';
import styles from './styles.module.css';

/** One job opening; the route and its data come from src/plugins/dataPages.ts and src/data/jobs.ts. */
export default function JobPage({ job }: { job: Job }): ReactNode {
  return (
    <Layout title={`${job.role} (${job.location})`} description={job.description ?? job.summary}>
      <JsonLd data={jobPostingJsonLd(job, `${site.url}${jobPath(job)}`, site.url)} />
      <main>
        <Hero size="compact" eyebrow={`Careers · ${job.team}`} title={job.role} lead={<p>{job.summary}</p>}>
          <ul className={styles.facts} aria-label="Role details">
            <li>
              <span className={styles.factLabel}>Team</span> {job.team}
            </li>
            <li>
              <span className={styles.factLabel}>Location</span> {job.location}
            </li>
            <li>
              <span className={styles.factLabel}>Type</span> {employmentTypeLabel[job.type]}
            </li>
          </ul>
        </Hero>
        <Section id="what-you-will-do" title="What you will do" narrow>
          <ul>
            {job.whatYouWillDo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section id="what-we-look-for" title="What we look for" narrow>
          <ul>
            {job.whatWeLookFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.nice}>Good to have, not required:</p>
          <ul>
            {job.niceToHave.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section id="how-to-apply" title="How to apply" tone="muted" narrow>
          <p>{job.howToApply}</p>
          <p>
            Read about <Link to="/about-us/">how we work</Link>, or see <Link to="/careers/">all open roles</Link>.
          </p>
        </Section>
      </main>
    </Layout>
  );
}
