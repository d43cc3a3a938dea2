import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { SECTIONS } from '@site/src/lib/search/sections';
import type { SearchScope } from '@site/src/lib/search/filters';
import styles from './styles.module.css';

interface Props {
  value: SearchScope;
  onChange: (scope: SearchScope) => void;
  /** Pages per section label for the current query; chips without matches are still shown. */
  counts?: Record<string, number>;
  /** Label of the Docs chip (e.g. "Docs: this version" on a docs page). */
  docsLabel?: string;
  className?: string;
}

/** Toggle buttons that limit search to one site section. */
export default function SearchSectionFilter({ value, onChange, counts, docsLabel, className }: Props): ReactNode {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const chips: { id: SearchScope; label: string; count?: number }[] = [
    { id: 'all', label: 'All sections', count: total },
    ...SECTIONS.map((s) => ({
      id: s.id,
      label: s.id === 'docs' && docsLabel ? docsLabel : s.label,
      count: counts ? (counts[s.label] ?? 0) : undefined,
    })),
  ];
  return (
    <div role="group" aria-label="Filter by section" className={clsx(styles.chips, className)}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={styles.chip}
          aria-pressed={value === chip.id}
          onClick={() => onChange(chip.id)}
        >
          {chip.label}
          {chip.count !== undefined && <span className={styles.count}> {chip.count}</span>}
        </button>
      ))}
    </div>
  );
}
