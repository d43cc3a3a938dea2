import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { cardPathFor, COVER_THUMB_WIDTH, coverThumbPathFor } from '@site/src/lib/socialCards/cardPath';
import styles from './styles.module.css';

interface Props {
  permalink: string;
  /** `thumb`: beside the title in a list; `page`: beside the title on the post's own page, a little larger. */
  variant: 'thumb' | 'page';
}

/**
 * A post's cover: its generated social card (title, section, author on the
 * site's palette). The card repeats the title next to it, so it is decorative
 * (empty alt). It sits beside the title, small, so the article still starts
 * in the first screen; lazy, sized, and the 480 px copy serves both sizes.
 */
export default function PostCover({ permalink, variant }: Props): ReactNode {
  const full = cardPathFor(permalink);
  const thumb = coverThumbPathFor(permalink);
  return (
    <img
      className={clsx(styles.cover, variant === 'thumb' ? styles.thumb : styles.page)}
      src={thumb}
      srcSet={`${thumb} ${COVER_THUMB_WIDTH}w, ${full} 1200w`}
      sizes={variant === 'thumb' ? '(max-width: 599px) 112px, 176px' : '(max-width: 599px) 112px, 240px'}
      width={1200}
      height={630}
      alt=""
      loading="lazy"
      decoding="async"
      data-post-cover={variant}
    />
  );
}
