import { getSrc, type IGatsbyImageData } from 'gatsby-plugin-image';

/** A processed CMS image as a page's share image (og:image), or null. */
export function shareImage(image: { data: IGatsbyImageData; alt: string } | null | undefined) {
  const url = image ? getSrc(image.data) : undefined;
  return image && url ? { url, alt: image.alt } : null;
}
