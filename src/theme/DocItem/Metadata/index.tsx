// Swizzled (eject, small) to use the page's generated social card as og:image
// when its front matter names no image, and to point at the page's Markdown twin. Unlisted docs (the
// shared snippets) get no card.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { cardPathFor } from '@site/src/lib/socialCards/cardPath';
import { twinPath } from '@site/src/lib/markdownTwins/paths';

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const image = assets.image ?? frontMatter.image ?? (metadata.unlisted ? undefined : cardPathFor(metadata.permalink));
  return (
    <PageMetadata
      title={metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={image}
    >
      <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
    </PageMetadata>
  );
}
