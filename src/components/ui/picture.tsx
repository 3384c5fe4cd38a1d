import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export type PictureProps = {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** `eager` for the image that is the page's largest paint. */
  loading?: 'lazy' | 'eager';
  /** Overrides the sizes gatsby-plugin-image computed (the image's layout width). */
  sizes?: string;
};

/**
 * An image processed by gatsby-plugin-image, as plain responsive markup: a <picture> with
 * its WebP sources and an <img> with width and height (so the page does not shift while it
 * loads). No wrapper, placeholder, <noscript> copy or inline script: the page's HTML stays
 * small, the Content-Security-Policy allows it, and the browser needs no image runtime.
 */
export function Picture({ image, alt, className, loading = 'lazy', sizes }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={className ? `img-picture ${className}` : 'img-picture'}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        // React 18 knows no fetchPriority prop; the lower-case attribute passes through as written.
        {...((loading === 'eager' ? { fetchpriority: 'high' } : {}) as Record<string, string>)}
      />
    </picture>
  );
}
