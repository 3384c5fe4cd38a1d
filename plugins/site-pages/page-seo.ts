import { stripLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { parseSearchPath } from '@brokerage/core/search/grammar';
import { isIndexable } from '@brokerage/core/search/indexable';
import { breadcrumbTrail } from '@brokerage/core/seo/breadcrumbs';
import { indexableLocales, type PageSeo, type SitemapPage } from '@brokerage/core/seo/sitemap';
import type { PlannedPage } from './plan-pages';

/**
 * Whether search engines should leave a planned page out: an untranslated fallback, a
 * page the CMS marks Hidden, or a
 * listing whose search is a deep combination (the same rule the listing Head applies).
 */
function isNoindex(page: PlannedPage): boolean {
  if (page.template === 'cms-page') return page.fallback || page.hidden;
  if (page.template === 'listing') {
    const parsed = parseSearchPath(stripLocale(page.canonicalPath));
    return !parsed.ok || !isIndexable(parsed.filter);
  }
  return false;
}

/**
 * The SEO facts of every planned page, decided once for the page heads and the sitemap.
 * `titles` gives CMS page titles by node id, for breadcrumb labels.
 */
export function planSeo(pages: readonly PlannedPage[], titles: ReadonlyMap<string, string> = new Map()) {
  const sitemap: SitemapPage[] = pages.map((p) => ({
    path: p.path,
    canonicalPath: p.canonicalPath,
    locale: p.locale,
    noindex: isNoindex(p),
  }));
  const locales = indexableLocales(sitemap);

  // Labels of the canonical CMS pages per language, keyed by language-neutral path.
  const labels = new Map<LocaleCode, Record<string, string>>();
  for (const page of pages) {
    if (page.template !== 'cms-page' || page.path !== page.canonicalPath) continue;
    const own = labels.get(page.locale) ?? { '/': t(page.locale, 'home') };
    const title = titles.get(page.id);
    const neutral = stripLocale(page.path);
    if (title && neutral !== '/') own[neutral] = title;
    labels.set(page.locale, own);
  }

  const seoOf = (page: PlannedPage, index: number): PageSeo => {
    const noindex = sitemap[index]?.noindex ?? false;
    const alternates = locales.get(stripLocale(page.canonicalPath)) ?? [];
    if (page.template !== 'cms-page') return { noindex, alternates };
    return { noindex, alternates, breadcrumbs: breadcrumbTrail(page.canonicalPath, labels.get(page.locale) ?? {}) };
  };
  return { sitemap, seoOf };
}
