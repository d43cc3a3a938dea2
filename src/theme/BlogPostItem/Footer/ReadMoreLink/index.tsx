import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * "Read more" with the post's title in the link text itself (visually hidden),
 * instead of the upstream aria-label: search engines and Lighthouse's
 * link-text audit read the text, and screen readers read the same words.
 */
export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="sr-only"> about {blogPostTitle}</span>
    </Link>
  );
}
