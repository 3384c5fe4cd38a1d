import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * A processed CMS image as a page's share image (og:image), or null. Reads the fallback
 * source itself: gatsby-plugin-image's `getSrc` would bring its browser runtime (and with
 * it React's server renderer) into every page's JavaScript.
 */
export function shareImage(image: { data: IGatsbyImageData; alt: string } | null | undefined) {
  const url = image?.data.images.fallback?.src;
  return image && url ? { url, alt: image.alt } : null;
}
