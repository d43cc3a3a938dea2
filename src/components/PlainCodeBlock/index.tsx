import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, usePrismTheme } from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface Props {
  readonly code: string;
  readonly className?: string;
}

/**
 * The sample as plain text in the code-block frame, shown for the moment the
 * highlighter chunk takes to arrive after a client-side navigation. Same
 * font, padding and colours as the highlighted block, so nothing jumps.
 */
export default function PlainCodeBlock({ code, className }: Props): ReactNode {
  const { plain } = usePrismTheme();
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, className, styles.frame)} style={plain}>
      <pre className={styles.pre} tabIndex={0}>
        <code>{code.replace(/\n$/, '')}</code>
      </pre>
    </div>
  );
}
