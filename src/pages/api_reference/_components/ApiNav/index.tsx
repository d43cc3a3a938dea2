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
          <a href="#overview">Overview</a>
        </li>
        <li>
          <a href="#authentication">Authentication</a>
        </li>
        {groups.map((g) => (
          <li key={g.tag}>
            <a href={`#${g.anchor}`}>{g.tag}</a>
            <ul className={styles.sub}>
              {g.operations.map((op) => (
                <li key={op.id}>
                  <a href={`#${anchorForOperation(op)}`} className={styles.op}>
                    <MethodBadge method={op.method} />
                    <span>{op.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <a href="#errors">Errors</a>
        </li>
        <li>
          <a href="#schemas">Schemas</a>
          <ul className={styles.sub}>
            {schemaNames.map((name) => (
              <li key={name}>
                <a href={`#${anchorForSchema(name)}`}>{name}</a>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
