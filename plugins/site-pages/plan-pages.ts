import { pagePath, NOT_FOUND_SLUG } from '@brokerage/core/cms/page-path';
import { ROUTE_ALIASES, withProduct } from '@brokerage/core/cms/routes';
import { DEFAULT_LOCALE, LOCALES, getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { emptyFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { CLIENT_ROUTES } from '@brokerage/core/routing/client-routes';
import {
  LISTING_ROOTS,
  rootEntryPath,
  rootKind,
  type Department,
  type ListingRootKey,
  type PType,
} from '@brokerage/core/search/roots';

export { NOT_FOUND_SLUG };

export type CmsPageRef = {
  id: string;
  locale: string | null;
  Slug: string | null;
  Parent?: string | null;
  Parent2?: string | null;
  Parent3?: string | null;
  /** Hidden pages are built but kept out of menus, lists and search engines. */
  Hidden?: boolean | null;
};
export type CountryRef = { id: string; locale: string | null; Slug: string | null };
/** A property node and the language-neutral path of its page. */
export type PropertyPageRef = { id: string; path: string };

type Base = { path: string; locale: LocaleCode; canonicalPath: string };
export type PlannedPage =
  | (Base & { template: 'cms-page'; id: string; fallback: boolean; hidden: boolean })
  | (Base & { template: 'country'; id: string })
  | (Base & { template: 'property'; id: string; defer: boolean })
  | (Base & {
      template: 'listing';
      root: ListingRootKey;
      pType: PType;
      department: Department;
      /** Area slug of a pre-rendered area page, `*` for every area. */
      areaGlob: string;
      /** Display name of that area, for the heading rendered at build. */
      areaName?: string;
      /**
       * Gatsby matchPath: the page is its root's shell (packages/core/src/routing/client-routes.ts), which
       * the CDN and the local server answer every deep search under the root with.
       */
      matchPath?: string;
    });

export type PagePlan = { pages: PlannedPage[]; problems: string[] };

/**
 * Every page the build creates, in every language: CMS pages at their slug chain (a
 * locale without a translation shows the English text rather than a 404), the spec's
 * alias paths, country pages and the listing entry points.
 */
export function planPages(input: {
  pages: CmsPageRef[];
  countries: CountryRef[];
  product: string;
  /** Areas with inventory (slug -> name), per listing root: each gets a pre-rendered listing page. */
  inventory?: ReadonlyMap<ListingRootKey, ReadonlyMap<string, string>>;
  /** Areas' names in the other languages (slug -> language -> name), from the CMS. */
  areaNames?: ReadonlyMap<string, Partial<Record<string, string | null>> | null>;
  /** Every published property: a page each, in every language. */
  properties?: readonly PropertyPageRef[];
  /** Languages whose property pages are rendered on their first request instead of at build. */
  deferredLocales?: readonly LocaleCode[];
}): PagePlan {
  const problems: string[] = [];
  const planned: PlannedPage[] = [];
  const byNeutralPath = new Map<string, Map<string, CmsPageRef>>();

  for (const page of input.pages) {
    if (!page.Slug) {
      problems.push(`CMS page ${page.id} has no Slug and was skipped.`);
      continue;
    }
    if (page.Slug === NOT_FOUND_SLUG) continue;
    const neutral = pagePath({ ...page, Slug: page.Slug });
    const versions = byNeutralPath.get(neutral) ?? new Map<string, CmsPageRef>();
    versions.set(getLocale(page.locale).code, page);
    byNeutralPath.set(neutral, versions);
  }

  for (const [neutral, versions] of byNeutralPath) {
    // An untranslated page shows the English one, else whichever language it was written in.
    const source = versions.get(DEFAULT_LOCALE.code) ?? versions.values().next().value;
    if (!source) continue;
    for (const locale of LOCALES) {
      const own = versions.get(locale.code);
      const path = localizePath(neutral, locale);
      planned.push({
        template: 'cms-page',
        id: (own ?? source).id,
        fallback: !own,
        hidden: Boolean(source.Hidden),
        locale: locale.code,
        path,
        canonicalPath: path,
      });
    }
  }

  for (const [aliasTemplate, targetTemplate] of Object.entries(ROUTE_ALIASES)) {
    const target = withProduct(targetTemplate, input.product);
    const alias = withProduct(aliasTemplate, input.product);
    const versions = byNeutralPath.get(target);
    if (!versions || byNeutralPath.has(alias)) continue;
    for (const locale of LOCALES) {
      const canonical = planned.find((p) => p.path === localizePath(target, locale));
      if (canonical?.template !== 'cms-page') continue;
      planned.push({ ...canonical, path: localizePath(alias, locale), canonicalPath: canonical.path });
    }
  }

  for (const country of input.countries) {
    const slug = (country.Slug ?? '').trim();
    if (!slug) continue; // the default country (UK) is the home page
    const locale = getLocale(country.locale);
    const path = localizePath(`/${slug}/`, locale);
    planned.push({ template: 'country', id: country.id, locale: locale.code, path, canonicalPath: path });
  }

  for (const root of LISTING_ROOTS) {
    const listing = { template: 'listing' as const, root: root.key, pType: root.pType, department: root.department };
    // Auction lots come and go within weeks: their areas' searches are deep searches
    // (answered by the root's shell), not pages.
    const prerendered = rootKind(root.key).auction ? new Map<string, string>() : input.inventory?.get(root.key);
    const areas = [...(prerendered ?? new Map<string, string>())].sort(([a], [b]) => a.localeCompare(b));
    for (const locale of LOCALES) {
      const entry = localizePath(rootEntryPath(root), locale);
      const clientRoute = CLIENT_ROUTES.find((r) => r.root === root.key && r.locale === locale.code);
      const matchPath = clientRoute ? { matchPath: `${clientRoute.prefix}*` } : {};
      // A root without an area segment has its entry page at the root path: it takes the client route itself.
      planned.push({
        ...listing,
        areaGlob: '*',
        locale: locale.code,
        path: entry,
        canonicalPath: entry,
        ...(root.hasArea ? {} : matchPath),
      });
      for (const [area, areaName] of areas) {
        const path = localizePath(buildSearchPath({ ...emptyFilter(root.key), areas: [area] }), locale);
        // The page's heading and title name the area in its language, pre-rendered.
        const name = areaNameIn(input.areaNames?.get(area), areaName, locale.code);
        planned.push({ ...listing, areaGlob: area, areaName: name, locale: locale.code, path, canonicalPath: path });
      }
      if (root.hasArea) {
        const path = localizePath(root.path, locale);
        planned.push({
          ...listing,
          areaGlob: '*',
          locale: locale.code,
          path,
          canonicalPath: entry,
          ...matchPath,
        });
      }
    }
  }

  const deferred = new Set(input.deferredLocales ?? []);
  for (const property of input.properties ?? []) {
    for (const locale of LOCALES) {
      const path = localizePath(property.path, locale);
      planned.push({
        template: 'property',
        id: property.id,
        locale: locale.code,
        path,
        canonicalPath: path,
        defer: deferred.has(locale.code),
      });
    }
  }

  const seen = new Map<string, PlannedPage>();
  const pages: PlannedPage[] = [];
  for (const page of planned) {
    const clash = seen.get(page.path);
    if (clash) {
      problems.push(`Two pages want ${page.path} (${describe(clash)} and ${describe(page)}); the first is kept.`);
      continue;
    }
    seen.set(page.path, page);
    pages.push(page);
  }
  return { pages, problems };
}

function describe(page: PlannedPage): string {
  return page.template === 'listing' ? `listing ${page.root}` : `${page.template} ${page.id}`;
}
