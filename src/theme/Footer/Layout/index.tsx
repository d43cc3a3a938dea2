// Swizzled (eject) to add the newsletter sign-up beside the link columns, and the end marker the first
// paint waits for (src/components/FirstPaint).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/Footer/Layout';
import { FOOTER_END_ID } from '@site/src/components/FirstPaint';
import FooterNewsletterSlot from '@site/src/components/FooterNewsletterSlot';
import styles from './styles.module.css';

export default function FooterLayout({ style, links, logo, copyright }: Props): ReactNode {
  return (
    <footer
      className={clsx(ThemeClassNames.layout.footer.container, 'footer', {
        'footer--dark': style === 'dark',
      })}
    >
      <div className="container container-fluid">
        <div className={styles.top}>
          <div className={styles.links}>{links}</div>
          <div className={styles.newsletter}>
            <FooterNewsletterSlot />
          </div>
        </div>
        {(logo || copyright) && (
          <div className={clsx('footer__bottom', styles.bottom)}>
            {logo && <div className={styles.logo}>{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
      {/* The first paint waits until this is parsed (src/components/FirstPaint). */}
      <span id={FOOTER_END_ID} hidden />
    </footer>
  );
}
