// Swizzled (eject) to add the newsletter sign-up beside the link columns, and an end marker that keeps
// a half-parsed footer hidden (see styles.module.css).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/Footer/Layout';
import FooterNewsletterSlot from '@site/src/components/FooterNewsletterSlot';
import styles from './styles.module.css';

export default function FooterLayout({ style, links, logo, copyright }: Props): ReactNode {
  return (
    <footer
      className={clsx(ThemeClassNames.layout.footer.container, 'footer', styles.footer, {
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
      <span className={styles.end} hidden />
    </footer>
  );
}
