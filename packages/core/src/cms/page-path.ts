/** The parts of a CMS page that decide where it lives. */
export type PagePathParts = {
  Slug: string;
  Parent?: string | null;
  Parent2?: string | null;
  Parent3?: string | null;
};

export const HOME_SLUG = 'home';

/** Slug of the CMS page that holds the not-found text; it is not a route of its own. */
export const NOT_FOUND_SLUG = '404';

/**
 * The language-neutral path of a CMS page: its ancestors (top-most first), then its
 * slug, with a trailing slash; the slug `home` is the site root.
 * @example pagePath({ Slug: 'meet-the-team', Parent: 'about-oasis-key' }) // '/about-oasis-key/meet-the-team/'
 */
export function pagePath({ Slug, Parent, Parent2, Parent3 }: PagePathParts): string {
  if (Slug === HOME_SLUG) return '/';
  const segments = [Parent, Parent2, Parent3, Slug]
    .map((segment) => (segment ?? '').trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  return `/${segments.join('/')}/`;
}

/**
 * A path with exactly one trailing slash (the site's canonical form); hashes and queries kept.
 * @example withTrailingSlash('/contact-oasis-key') // '/contact-oasis-key/'
 */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [base, rest] = [match?.[1] ?? '', match?.[2] ?? ''];
  return `${base.replace(/\/+$/, '')}/${rest}`;
}
