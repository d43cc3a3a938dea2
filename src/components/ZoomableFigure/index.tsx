import React, { type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface Props {
  src: string;
  alt: string;
  caption?: ReactNode;
  /** Intrinsic size; in MDX, filled in from the file by src/plugins/remarkFigureSize.ts. */
  width?: number | string;
  height?: number | string;
}

/**
 * A figure whose image opens full-screen on click. The zoom itself comes from
 * docusaurus-plugin-image-zoom, which attaches to `.zoomable-figure img`.
 */
export default function ZoomableFigure({ src, alt, caption, width, height }: Props): ReactNode {
  return (
    <figure className="zoomable-figure">
      <img src={useBaseUrl(src)} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
