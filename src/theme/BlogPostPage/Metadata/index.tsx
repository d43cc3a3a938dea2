// Swizzled (eject, small) to use the post's generated social card as og:image
// when its front matter names no image, and to point at the post's Markdown twin; otherwise as the theme does.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { cardPathFor } from '@site/src/lib/socialCards/cardPath';
import { twinPath } from '@site/src/lib/markdownTwins/paths';

export default function BlogPostPageMetadata(): ReactNode {
  const { assets, metadata } = useBlogPost();
  const { title, description, date, tags, authors, frontMatter, permalink } = metadata;
  const image = assets.image ?? frontMatter.image ?? cardPathFor(permalink);
  const authorUrls = authors.map((author) => author.url).filter(Boolean);
  return (
    <PageMetadata
      title={frontMatter.title_meta ?? title}
      description={description}
      keywords={frontMatter.keywords}
      image={image}
    >
      <meta property="og:type" content="article" />
      <link rel="alternate" type="text/markdown" href={twinPath(permalink)} />
      <meta property="article:published_time" content={date} />
      {authorUrls.length > 0 && <meta property="article:author" content={authorUrls.join(',')} />}
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </PageMetadata>
  );
}
