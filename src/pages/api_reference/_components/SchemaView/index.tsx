import Link from '@docusaurus/Link';
import React, { type ReactNode } from 'react';
import TableScroll from '@site/src/components/TableScroll';
import Heading from '@theme/Heading';
import { anchorForSchema, schemaRefName } from '@site/src/lib/openapi/resolve';
import { conditionalRules, constraints, enumValues, typeLabel } from '@site/src/lib/openapi/schemaInfo';
import type { Schema } from '@site/src/lib/openapi/types';
import Markdown from '../Markdown';
import TypeLabel from '../TypeLabel';
import styles from './styles.module.css';

const show = (value: unknown) =>
  typeof value === 'string' ? (value === '' ? '"" (empty)' : value) : JSON.stringify(value);

function EnumList({ schema }: { schema: Schema }): ReactNode {
  const values = enumValues(schema);
  if (!values) return null;
  return (
    <ul className={styles.enumList} aria-label="Allowed values">
      {values.map(({ value, meaning }) => (
        <li key={String(value)}>
          <code>{show(value)}</code>
          {meaning && <span className={styles.meaning}> — {meaning}</span>}
        </li>
      ))}
    </ul>
  );
}

function Details({ schema }: { schema: Schema }): ReactNode {
  const limits = constraints(schema);
  const target = schemaRefName(schema) ? undefined : schema;
  return (
    <>
      {schema.description && <Markdown source={schema.description} />}
      {schema.readOnly && <p className={styles.note}>Read-only: set by the server, ignored in requests.</p>}
      {schema.default !== undefined && (
        <p className={styles.note}>
          Default: <code>{show(schema.default)}</code>
        </p>
      )}
      {target && <EnumList schema={target} />}
      {limits.length > 0 && <p className={styles.note}>{limits.join(' · ')}</p>}
    </>
  );
}

function PropertiesTable({ schema, caption }: { schema: Schema; caption: string }): ReactNode {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return null;
  const required = new Set(schema.required ?? []);
  return (
    <TableScroll label={caption} className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {props.map(([name, prop]) => (
            <tr key={name}>
              <th scope="row" className={styles.field}>
                <code>{name}</code>
                {required.has(name) ? (
                  <span className={styles.required}>required</span>
                ) : (
                  <span className={styles.optional}>optional</span>
                )}
              </th>
              <td>
                <TypeLabel label={typeLabel(prop)} />
              </td>
              <td>
                <Details schema={prop} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One named schema of the document: description, fields, enums, defaults and rules. */
export default function SchemaView({ name, schema }: { name: string; schema: Schema }): ReactNode {
  const rules = conditionalRules(schema);
  const base = schema.allOf?.map(schemaRefName).find(Boolean);
  const extraRequired = schema.allOf?.flatMap((s) => s.required ?? []) ?? [];
  const isObject = Boolean(schema.properties);
  return (
    <section className={styles.schema} aria-labelledby={anchorForSchema(name)}>
      <Heading as="h3" id={anchorForSchema(name)}>
        {name}
      </Heading>
      {schema.description && <Markdown source={schema.description} />}
      {base && (
        <p>
          Every field of{' '}
          <Link to={`#${anchorForSchema(base)}`}>
            <code>{base}</code>
          </Link>
          {extraRequired.length > 0 && (
            <>
              , with{' '}
              {extraRequired.map((f, i) => (
                <React.Fragment key={f}>
                  {i > 0 && ', '}
                  <code>{f}</code>
                </React.Fragment>
              ))}{' '}
              always present
            </>
          )}
          .
        </p>
      )}
      {!isObject && !base && (
        <p className={styles.note}>
          Type: <TypeLabel label={typeLabel(schema)} />
        </p>
      )}
      {!isObject && !base && <Details schema={{ ...schema, description: undefined }} />}
      {isObject && schema.required && schema.required.length > 0 && (
        <p className={styles.note}>
          Required:{' '}
          {schema.required.map((f, i) => (
            <React.Fragment key={f}>
              {i > 0 && ', '}
              <code>{f}</code>
            </React.Fragment>
          ))}
        </p>
      )}
      <PropertiesTable schema={schema} caption={`Fields of ${name}`} />
      {rules.length > 0 && (
        <ul className={styles.rules} aria-label={`Rules of ${name}`}>
          {rules.map((r) => (
            <li key={r}>
              <Markdown source={r} inline />
            </li>
          ))}
        </ul>
      )}
      {isObject && schema.additionalProperties === false && <p className={styles.note}>Unknown fields are refused.</p>}
    </section>
  );
}
