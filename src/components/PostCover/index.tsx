import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { cardPathFor, COVER_THUMB_WIDTH, coverThumbPathFor } from '@site/src/lib/socialCards/cardPath';
import styles from './styles.module.css';

interface Props {
  permalink: string;
  /** `thumb`: beside the title in a list; `full`: under the title on the post's own page. */
  variant: 'thumb' | 'full';
}

/**
 * A post's cover: its generated social card (title, section, author on the
 * site's palette). The card repeats the title next to it, so it is decorative
 * (empty alt). Lazy, sized, and picked from two widths so lists fetch the
 * small copy only.
 */
export default function PostCover({ permalink, variant }: Props): ReactNode {
  const full = cardPathFor(permalink);
  const thumb = coverThumbPathFor(permalink);
  return (
    <img
      className={clsx(styles.cover, variant === 'thumb' ? styles.thumb : styles.full)}
      src={variant === 'thumb' ? thumb : full}
      srcSet={`${thumb} ${COVER_THUMB_WIDTH}w, ${full} 1200w`}
      sizes={variant === 'thumb' ? '(max-width: 599px) 112px, 176px' : '(max-width: 996px) 100vw, 820px'}
      width={1200}
      height={630}
      alt=""
      loading="lazy"
      decoding="async"
      data-post-cover={variant}
    />
  );
}
