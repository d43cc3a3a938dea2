import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  anchorForOperation,
  examplesShown,
  parameterGroups,
  type ResolvedOperation,
} from '@site/src/lib/openapi/resolve';
import { constraints, typeLabel } from '@site/src/lib/openapi/schemaInfo';
import CodeSamples from '../CodeSamples';
import JsonExample from '../JsonExample';
import Markdown from '../Markdown';
import TryIt from '../TryIt';
import TypeLabel from '../TypeLabel';
import styles from './styles.module.css';

export function MethodBadge({ method }: { method: string }): ReactNode {
  return <span className={clsx(styles.method, styles[method])}>{method.toUpperCase()}</span>;
}

/** One operation: what it does, its parameters, body, answers, examples, code samples and a Try-it panel. */
export default function OperationSection({ op, baseUrl }: { op: ResolvedOperation; baseUrl: string }): ReactNode {
  const anchor = anchorForOperation(op);
  return (
    <section className={styles.operation} aria-labelledby={anchor}>
      <Heading as="h3" id={anchor} className={styles.title}>
        {op.summary}
      </Heading>
      <p className={styles.endpoint}>
        <MethodBadge method={op.method} />
        <code className={styles.path}>{op.path}</code>
        {op.deprecated && <span className={styles.deprecated}>Deprecated in current SigNoz releases</span>}
      </p>
      <Markdown source={op.description} />
      <p className={styles.auth}>
        Requires the <code>{op.apiKeyHeaders[0] ?? 'SIGNOZ-API-KEY'}</code> header.
      </p>

      {parameterGroups(op).map((group) => (
        <React.Fragment key={group.location}>
          <Heading as="h4" id={`${anchor}-${group.location}-parameters`}>
            {group.title}
          </Heading>
          <ul className={styles.params}>
            {group.parameters.map((p) => (
              <li key={p.name}>
                <code>{p.name}</code> (<TypeLabel label={typeLabel(p.schema)} />
                {p.required ? ', required' : ', optional'}
                {p.schema && constraints(p.schema).length > 0 ? `, ${constraints(p.schema).join(', ')}` : ''}
                {p.schema?.default !== undefined ? `, default ${String(p.schema.default)}` : ''}
                ): <Markdown source={p.description} inline />
                {p.example !== undefined && (
                  <>
                    {' '}
                    Example: <code>{String(p.example)}</code>.
                  </>
                )}
              </li>
            ))}
          </ul>
        </React.Fragment>
      ))}

      {op.requestBody && (
        <>
          <Heading as="h4" id={`${anchor}-body`}>
            Request body
          </Heading>
          <p>
            <TypeLabel label={typeLabel(op.requestBody.schema)} /> as JSON
            {op.requestBody.required ? ' (required)' : ''}.
          </p>
          {op.requestBody.examples.map((ex) => (
            <JsonExample key={ex.key} title={`Example: ${ex.summary ?? ex.key}`} value={ex.value} />
          ))}
        </>
      )}

      <Heading as="h4" id={`${anchor}-responses`}>
        Responses
      </Heading>
      <dl className={styles.responses}>
        {op.responses.map((r) => (
          <React.Fragment key={r.status}>
            <dt>
              <span className={clsx(styles.status, r.status.startsWith('2') ? styles.ok : styles.err)}>
                {r.status === 'default' ? 'other' : r.status}
              </span>{' '}
              {r.schema && <TypeLabel label={typeLabel(r.schema)} />}
            </dt>
            <dd>
              <Markdown source={r.description} />
              {examplesShown(r).shown.map((ex) => (
                <JsonExample
                  key={ex.key}
                  title={`${r.status === 'default' ? 'Example' : r.status}: ${ex.summary ?? ex.key}`}
                  value={ex.value}
                />
              ))}
              {examplesShown(r).more > 0 && (
                <p>
                  The other refusals and their messages are listed under <Link to="#errors">Errors</Link>.
                </p>
              )}
            </dd>
          </React.Fragment>
        ))}
      </dl>

      <Heading as="h4" id={`${anchor}-samples`}>
        Code samples
      </Heading>
      <CodeSamples op={op} baseUrl={baseUrl} />
      <TryIt op={op} />
    </section>
  );
}
