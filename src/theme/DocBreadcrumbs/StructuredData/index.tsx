// Swizzled (eject, small) to write the breadcrumbs through JsonLd, whose URLs are canonical: the
// theme's lacked the trailing slash, so each one answered with a redirect.
import React, { type ReactNode } from 'react';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import JsonLd from '@site/src/components/JsonLd';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  return <JsonLd data={useBreadcrumbsStructuredData({ breadcrumbs })} />;
}
