import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** What the table holds, for screen readers (the region's name). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box a wide table scrolls in, so the page itself never scrolls sideways on
 * a phone (WCAG 1.4.10 reflow). The box is a named region that takes keyboard
 * focus, so it can be scrolled without a pointer (WCAG 2.1.1, axe
 * scrollable-region-focusable).
 */
export default function TableScroll({ label, className, children }: Props): ReactNode {
  return (
    // A named region with tabIndex: the usual pattern for a scrollable table (focus, then arrow keys).
    <div role="region" aria-label={label} tabIndex={0} className={clsx(styles.scroll, className)}>
      {children}
    </div>
  );
}
