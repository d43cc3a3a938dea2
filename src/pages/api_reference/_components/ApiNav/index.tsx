import Link from '@docusaurus/Link';
import React, { type ReactNode } from 'react';
import { anchorForOperation, anchorForSchema, type ResolvedOperation } from '@site/src/lib/openapi/resolve';
import { MethodBadge } from '../OperationSection';
import styles from './styles.module.css';

interface Props {
  groups: { tag: string; anchor: string; operations: ResolvedOperation[] }[];
  schemaNames: string[];
}

/** Table of contents of the reference: sections, every operation, every schema. */
export default function ApiNav({ groups, schemaNames }: Props): ReactNode {
  return (
    <nav className={styles.nav} aria-label="API reference">
      <ul className={styles.list}>
        <li>
          <Link to="#overview">Overview</Link>
        </li>
        <li>
          <Link to="#authentication">Authentication</Link>
        </li>
        {groups.map((g) => (
          <li key={g.tag}>
            <Link to={`#${g.anchor}`}>{g.tag}</Link>
            <ul className={styles.sub}>
              {g.operations.map((op) => (
                <li key={op.id}>
                  <Link to={`#${anchorForOperation(op)}`} className={styles.op}>
                    <MethodBadge method={op.method} />
                    <span>{op.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <Link to="#errors">Errors</Link>
        </li>
        <li>
          <Link to="#schemas">Schemas</Link>
          <ul className={styles.sub}>
            {schemaNames.map((name) => (
              <li key={name}>
                <Link to={`#${anchorForSchema(name)}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
