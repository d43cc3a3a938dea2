import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/** Puts one schema.org JSON-LD object in the page head. */
export default function JsonLd({ data }: { data: Record<string, unknown> }): ReactNode {
  return (
    <Head>
      {/* "<" escaped so no string in the data can close the script element. */}
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
