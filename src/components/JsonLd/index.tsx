import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/** Puts one schema.org JSON-LD object in the page head. */
export default function JsonLd({ data }: { data: Record<string, unknown> }): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
