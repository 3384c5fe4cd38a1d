import { localeFromPath, localizePath, stripLocale } from '../i18n/locales';

export type Crumb = { name: string; path: string };

/**
 * The trail of a page: home, then every ancestor path that has a label, then the page.
 * Labels are keyed by language-neutral path ('/', '/media/', ...); ancestors without one
 * (a folder that is no page, like /properties/) are skipped.
 * @example breadcrumbTrail('/uae/media/blog/', { '/': 'Home', '/media/': 'Media', '/media/blog/': 'Blog' })
 *   // [{ name: 'Home', path: '/uae/' }, { name: 'Media', path: '/uae/media/' }, { name: 'Blog', path: '/uae/media/blog/' }]
 */
export function breadcrumbTrail(path: string, labels: Readonly<Record<string, string>>): Crumb[] {
  const locale = localeFromPath(path);
  const segments = stripLocale(path).split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`)];
  return prefixes.flatMap((neutral) => {
    const name = labels[neutral]?.trim();
    return name ? [{ name, path: localizePath(neutral, locale) }] : [];
  });
}

/** schema.org BreadcrumbList of a trail, with absolute item URLs; null for fewer than two crumbs. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]) {
  if (trail.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
