// Swizzled (eject, small) to write the post's BlogPosting through JsonLd, whose URLs are canonical:
// the theme's lacked the trailing slash, so each one answered with a redirect.
import React, { type ReactNode } from 'react';
import { useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';

export default function BlogPostStructuredData(): ReactNode {
  return <JsonLd data={useBlogPostStructuredData()} />;
}
