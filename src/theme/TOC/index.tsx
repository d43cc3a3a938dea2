// Swizzled (eject, small) to make the table of contents a navigation landmark: beside a blog post
// it sat outside every landmark (axe region), so screen reader users could not reach it by landmark.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type { Props } from '@theme/TOC';
import styles from './styles.module.css';

// A class of its own, so TOCInline and TOCCollapsible links are not highlighted by mistake.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({ className, ...props }: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </nav>
  );
}
