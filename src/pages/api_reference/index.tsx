import Link from '@docusaurus/Link';
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import doc from '@generated/api-reference/default/signoz-api.json';
import TableScroll from '@site/src/components/TableScroll';
import { listOperations } from '@site/src/lib/openapi/resolve';
import ApiNav from './_components/ApiNav';
import Markdown from './_components/Markdown';
import OperationSection from './_components/OperationSection';
import SchemaView from './_components/SchemaView';
import { TryItProvider } from './_components/TryIt/context';
import styles from './styles.module.css';

const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The errors of the API, taken from the document's ApiResponse examples. */
function errorExamples() {
  return Object.entries(doc.components.examples ?? {})
    .map(([name, ex]) => ({
      name,
      summary: ex.summary,
      value: ex.value as { code?: number; type?: string; message?: string },
    }))
    .filter((ex) => ex.value && typeof ex.value === 'object' && ex.value.type === 'error')
    .sort((a, b) => (a.value.code ?? 0) - (b.value.code ?? 0));
}

export default function ApiReference(): ReactNode {
  // The overview anchor is on <header> (theme headings drop an h1's id); register it for the build's anchor check.
  useBrokenLinks().collectAnchor('overview');
  const operations = listOperations(doc);
  const tags = (doc.tags ?? []).map((t) => t.name);
  for (const op of operations) if (!tags.includes(op.tag)) tags.push(op.tag);
  const groups = tags.map((tag) => ({
    tag,
    anchor: tagAnchor(tag),
    description: doc.tags?.find((t) => t.name === tag)?.description,
    operations: operations.filter((op) => op.tag === tag),
  }));
  const schemaNames = Object.keys(doc.components.schemas);
  const scheme = Object.values(doc.components.securitySchemes ?? {})[0];
  const baseUrl = doc.servers?.[0]?.url ?? 'http://127.0.0.1:8080';

  return (
    <Layout
      title="API reference: alert rules and dashboards"
      description="Reference for the SigNoz HTTP API for alert rules and dashboards: every operation, API-key authentication, schemas, examples and code samples."
    >
      <TryItProvider>
        <main id="__main" className={`container ${styles.page}`}>
          <div className={styles.grid}>
            <aside className={styles.aside}>
              <ApiNav groups={groups} schemaNames={schemaNames} />
            </aside>
            <div className={styles.content}>
              <header id="overview" className={styles.header}>
                <Heading as="h1">SigNoz API reference: alert rules and dashboards</Heading>
                <p className={styles.lead}>
                  {doc.info.summary} Version {doc.info.version}, OpenAPI {doc.openapi}.
                </p>
                <Markdown source={doc.info.description} />
                <p>Servers used in the examples:</p>
                <ul>
                  {(doc.servers ?? []).map((s) => (
                    <li key={s.url}>
                      <code>{s.url}</code>: <Markdown source={s.description} inline />
                    </li>
                  ))}
                </ul>
                <p>
                  The machine-readable description is the file <code>openapi/signoz-api.yaml</code> in the website
                  repository; this page is generated from it at build time.
                </p>
              </header>

              <section aria-labelledby="authentication" className={styles.section}>
                <Heading as="h2" id="authentication">
                  Authentication
                </Heading>
                {scheme && (
                  <>
                    <p>
                      Send your API key in the <code>{scheme.name}</code> {scheme.in} on every call. A missing or
                      unknown key is refused with <code>401</code> and an{' '}
                      <Link to="#schema-ApiResponse">ApiResponse</Link> body.
                    </p>
                    <Markdown source={scheme.description} />
                  </>
                )}
                <CodeBlock language="bash">{`export SIGNOZ_API_KEY='<your key>'\ncurl -H "SIGNOZ-API-KEY: $SIGNOZ_API_KEY" ${baseUrl}/api/v1/rules`}</CodeBlock>
                <p>
                  Each operation below has a <strong>Try it</strong> panel that sends the request from your browser to a
                  base URL and key you type. They are kept in this tab's session storage only. To experiment without a
                  SigNoz installation, start the sandbox from a clone of the website repository with{' '}
                  <code>npm run api</code>: it implements these ten operations on a local SQLite file, listens on{' '}
                  <code>http://127.0.0.1:8787</code>, allows requests from this page, and prints a development key when
                  it starts.
                </p>
              </section>

              {groups.map((g) => (
                <section key={g.tag} aria-labelledby={g.anchor} className={styles.section}>
                  <Heading as="h2" id={g.anchor}>
                    {g.tag}
                  </Heading>
                  <Markdown source={g.description} />
                  {g.operations.map((op) => (
                    <OperationSection key={op.id} op={op} baseUrl={baseUrl} />
                  ))}
                </section>
              ))}

              <section aria-labelledby="errors" className={styles.section}>
                <Heading as="h2" id="errors">
                  Errors
                </Heading>
                <p>
                  Every refusal carries an <Link to="#schema-ApiResponse">ApiResponse</Link> body whose{' '}
                  <code>code</code> repeats the HTTP status and whose <code>message</code> is fixed text you can match
                  on.
                </p>
                <TableScroll label="Error answers">
                  <table>
                    <caption className={styles.caption}>Error answers</caption>
                    <thead>
                      <tr>
                        <th scope="col">Status</th>
                        <th scope="col">message</th>
                        <th scope="col">When</th>
                      </tr>
                    </thead>
                    <tbody>
                      {errorExamples().map((e) => (
                        <tr key={e.name}>
                          <td>{e.value.code}</td>
                          <td>
                            <code>{e.value.message}</code>
                          </td>
                          <td>{e.summary}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </section>

              <section aria-labelledby="schemas" className={styles.section}>
                <Heading as="h2" id="schemas">
                  Schemas
                </Heading>
                <p>
                  Field names are case-sensitive. Enumerated values are listed with their meaning where the product
                  documents one; defaults are applied by the server when a field is left out.
                </p>
                {schemaNames.map((name) => (
                  <SchemaView key={name} name={name} schema={doc.components.schemas[name]} />
                ))}
              </section>
            </div>
          </div>
        </main>
      </TryItProvider>
    </Layout>
  );
}
