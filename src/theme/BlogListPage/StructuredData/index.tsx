// Swizzled (eject, small) to write the list's Blog through JsonLd, whose URLs are canonical: the
// theme's lacked the trailing slash, so each one answered with a redirect.
import React, { type ReactNode } from 'react';
import { useBlogListPageStructuredData } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogListPage/StructuredData';
import JsonLd from '@site/src/components/JsonLd';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  return <JsonLd data={useBlogListPageStructuredData(props)} />;
}
