import React from 'react';
import { cardImageUrls, type CardImage } from '@brokerage/core/search/card-image';

export type CardPhotoProps = {
  image: CardImage;
  alt: string;
  className: string;
  /** The widths it is shown at, for the browser to choose a file. */
  sizes: string;
  /** Loads at once, with high priority (the first result: often the largest paint). */
  eager?: boolean;
};

/** A listing's card photo from its compact parts (card-image.ts), sized so the page does not shift. */
export function CardPhoto({ image, alt, className, sizes, eager = false }: CardPhotoProps) {
  return (
    <img
      className={className}
      {...cardImageUrls(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 knows no fetchPriority prop; the lower-case attribute passes through as written.
      {...((eager ? { fetchpriority: 'high' } : {}) as Record<string, string>)}
    />
  );
}
