import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { homeSignals, homeReasons } from '@site/src/data/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Open-source observability: logs, metrics and traces"
      description="SigNoz is an open-source, OpenTelemetry-native observability platform for logs, metrics and traces. Run it yourself or use SigNoz Cloud."
    >
      <main id="__main" className={styles.main}>
        <section className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>Open source · OpenTelemetry-native</p>
            <Heading as="h1" className={styles.title}>
              Logs, metrics and traces in one place
            </Heading>
            <p className={styles.lead}>
              SigNoz stores all three signals in one ClickHouse database and lets you move from an alert to the slow
              trace to the log line that explains it. Instrument once with OpenTelemetry; run SigNoz on your own
              machines or let us run it for you.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/teams/">
                Try SigNoz Cloud
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/install/docker/">
                Self-host with Docker
              </Link>
              <Link className="button button--link button--lg" to="/docs/">
                Read the docs
              </Link>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="signals-heading">
          <div className="container">
            <Heading as="h2" id="signals-heading">
              Three signals, one query language, one interface
            </Heading>
            <div className={styles.grid}>
              {homeSignals.map((signal) => (
                <article key={signal.title} className={styles.card}>
                  <Heading as="h3">{signal.title}</Heading>
                  <p>{signal.body}</p>
                  <Link to={signal.href}>{signal.linkLabel}</Link>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="why-heading">
          <div className="container">
            <Heading as="h2" id="why-heading">
              Why engineers pick SigNoz
            </Heading>
            <ul className={styles.reasons}>
              {homeReasons.map((reason) => (
                <li key={reason.title}>
                  <strong>{reason.title}.</strong> {reason.body}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="start-heading">
          <div className="container">
            <Heading as="h2" id="start-heading">
              Start in minutes
            </Heading>
            <p>Self-hosting on a machine with Docker takes three commands:</p>
            <pre className={styles.code}>
              <code>{`git clone -b main https://github.com/SigNoz/signoz.git
cd signoz/deploy/docker
docker compose up -d --remove-orphans`}</code>
            </pre>
            <p>
              Then open <code>http://localhost:8080</code> and follow the{' '}
              <Link to="/docs/instrumentation/overview/">instrumentation overview</Link> to send your first traces.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
