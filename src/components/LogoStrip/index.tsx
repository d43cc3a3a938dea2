import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export interface LogoMark {
  /** The name as text; we draw marks as text, never borrowed logos. */
  name: string;
  /** A short note read after the name (what it is to us). */
  note?: string;
}

/** A row of text marks (technologies SigNoz works with, deployment targets). */
export default function LogoStrip({ label, marks }: { label: string; marks: LogoMark[] }): ReactNode {
  return (
    <div className={styles.strip}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.marks}>
        {marks.map((mark) => (
          <li key={mark.name} className={styles.mark}>
            <svg
              className={styles.glyph}
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="8" cy="8" r="2" fill="currentColor" />
            </svg>
            <span>{mark.name}</span>
            {mark.note && <span className={styles.note}>{mark.note}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
