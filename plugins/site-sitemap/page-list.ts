import { getLocale } from '@brokerage/core/i18n/locales';
import type { SitemapPage } from '@brokerage/core/seo/sitemap';

/** A page as Gatsby's store holds it, as far as this plugin reads it. */
export type StorePage = {
  path: string;
  matchPath?: string;
  mode?: string;
  defer?: boolean;
  componentPath?: string;
  component?: string;
  context?: Record<string, unknown>;
};

/** One line of the page list a build leaves for tools and benchmarks (.cache/site-pages.json). */
export type ListedPage = { path: string; template: string; rendered: 'build' | 'request'; matchPath?: string };

/**
 * The sitemap's view of the planned pages: those whose context says how search engines
 * treat them (site-pages puts `canonicalPath`, `locale` and `noindex` in every planned
 * page's context); Gatsby's own and file-routed pages are left out.
 */
export function sitemapPages(pages: Iterable<StorePage>): SitemapPage[] {
  const planned: SitemapPage[] = [];
  for (const page of pages) {
    const { canonicalPath, locale, noindex } = page.context ?? {};
    if (typeof canonicalPath !== 'string' || typeof locale !== 'string' || typeof noindex !== 'boolean') continue;
    planned.push({ path: page.path, canonicalPath, locale: getLocale(locale).code, noindex });
  }
  return planned;
}

/** Every page of the build with its template and whether it is rendered at build or on its first request. */
export function listPages(pages: Iterable<StorePage>): ListedPage[] {
  const list: ListedPage[] = [];
  for (const page of pages) {
    const component = page.componentPath ?? page.component ?? '';
    list.push({
      path: page.path,
      template: component.replace(/^.*\/(templates|pages)\//, '$1/').replace(/\.tsx?$/, ''),
      rendered: page.defer || page.mode === 'DSG' ? 'request' : 'build',
      ...(page.matchPath ? { matchPath: page.matchPath } : {}),
    });
  }
  return list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
