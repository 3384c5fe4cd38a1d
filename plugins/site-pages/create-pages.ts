import path from 'node:path';
import type { CreatePagesArgs, Node } from 'gatsby';
import { previewTargets } from './preview-targets';
import { pageKeeper } from './keep-pages';
import { planPages, type CmsPageRef, type CountryRef, type PlannedPage } from './plan-pages';
import { planSeo } from './page-seo';
import { writeAreasFile } from './areas-file';
import { writeReviewsFiles } from './reviews-files';
import { writeRouteTable } from './route-table-file';
import { searchIndexes, writeSearchIndexes, type CardRow, type Inventory } from './search-index';
import { areaPrices, type AreaPrices } from '@brokerage/core/search/area-prices';
import { EXTRAS_TYPE } from './extras-nodes';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { similarListings } from './similar-ids';
import { planGonePages, type GoneNode } from './gone-pages';
import { GONE_TYPE } from '../site-cms/gone-listings';
import { featuredListings } from './featured';
import { parseSearchPath } from '@brokerage/core/search/grammar';
import { runSearch } from '@brokerage/core/search/query';
import { LOCALES, localizePath, stripLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { SHORTLIST_PATH } from '@brokerage/core/property/shortlist';
import { ALERTS_PATH } from '@brokerage/core/alerts/manage';
import { rootOfPropertyPath } from '@brokerage/core/search/property-path';
import { POPULAR_SEARCH_LAYOUT } from '@brokerage/core/search/roots';

/** The template of each kind of page, as absolute paths (gatsby-node resolves the plugin's options). */
export type Templates = Record<PlannedPage['template'] | 'shortlist' | 'alerts' | 'preview' | 'gone', string>;
/** The preview site's entry point for the admin panel's Preview button (develop only). */
export const PREVIEW_PATH = '/preview/';
export type CreatePagesOptions = {
  templates: Templates;
  deferredLocales: readonly LocaleCode[];
  previewPage?: boolean;
};

type PlanQuery = {
  pages: {
    nodes: (CmsPageRef & {
      Title: string | null;
      Sections: { kind: string | null; variant: string | null }[] | null;
    })[];
  };
  featured: { nodes: { strapi_id: number | null; listing_number: number | null }[] };
  countries: { nodes: CountryRef[] };
  areas: { nodes: { slug: string | null; localized_names: Partial<Record<string, string | null>> | null }[] };
  settings: { product_slug: string | null } | null;
};

const PLAN_QUERY = `
  query PagePlan {
    pages: allStrapiPage(sort: { strapi_id: ASC }) {
      nodes { id locale Slug Parent Parent2 Parent3 Title Hidden Sections { kind variant } }
    }
    featured: allStrapiProperty(filter: { is_featured: { eq: true } }, sort: { strapi_id: ASC }) { nodes { strapi_id listing_number } }
    countries: allStrapiCountry(sort: { strapi_id: ASC }) { nodes { id locale Slug } }
    areas: allStrapiArea(sort: { strapi_id: ASC }) { nodes { slug localized_names { ar fr ru pl } } }
    settings: strapiSiteSetting { product_slug }
  }
`;

/** Every property's card, from the extras nodes (extras-nodes.ts), with its pType. */
function cardRows(getNode: CreatePagesArgs['getNode'], getNodesByType: CreatePagesArgs['getNodesByType']): CardRow[] {
  return (getNodesByType(EXTRAS_TYPE) as (Node & { propertyId: string; card: IndexEntry })[]).map((extras) => ({
    nodeId: extras.id,
    pType: (getNode(extras.propertyId) as (Node & { pType?: string | null }) | undefined)?.pType ?? null,
    card: extras.card,
  }));
}

/** The node ids of Strapi ids, skipping any that has no node. */
const nodeIdsOf = (ids: readonly number[], inventory: Inventory) =>
  ids.flatMap((id) => {
    const nodeId = inventory.nodeIds.get(id);
    return nodeId ? [nodeId] : [];
  });

/**
 * Creates every CMS, country, listing and property page, the shortlist and alert pages. Contexts
 * stay small (ids, language, search, SEO facts): templates query what they show, so Gatsby
 * re-runs a page's query and re-renders it only when something it shows changed.
 */
export async function createSitePages(
  { graphql, actions, reporter, getNode, getNodesByType, store }: CreatePagesArgs,
  options: CreatePagesOptions,
): Promise<void> {
  const started = performance.now();
  // Where the plan's time goes, step by step (bench:build prints the line).
  const steps: string[] = [];
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${((now - stepStarted) / 1000).toFixed(2)} s`);
    stepStarted = now;
  };
  const result = await graphql<PlanQuery>(PLAN_QUERY);
  step('query');
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the page list from the CMS nodes.', result.errors);
    return;
  }
  const { pages: cmsPages, countries, settings, featured } = result.data;
  if (cmsPages.nodes.length === 0) {
    reporter.panicOnBuild(
      "The CMS returned no pages: refusing to build an empty site. If Gatsby's cache (.cache, public) comes from another CMS or database, run `npm run clean` and build again.",
    );
    return;
  }
  const product = settings?.product_slug?.trim();
  if (!product) {
    reporter.panicOnBuild('The CMS site settings have no product_slug: the brand routes cannot be built.');
    return;
  }

  const rows = cardRows(getNode, getNodesByType);
  const inventory = searchIndexes(rows);
  const { indexes } = inventory;
  step('cards');
  const { written, cores } = writeSearchIndexes(path.resolve('public'), indexes);
  step('search files');
  reporter.info(
    `Search indexes for ${indexes.size} roots (${rows.length} properties): ${written} new core files, ` +
      `${cores - written} unchanged or kept from the previous build.`,
  );
  const extras = (getNodesByType(EXTRAS_TYPE) as (Node & { propertyId: string })[]).map(
    (n) => [n.id, n.propertyId] as const,
  );
  const propertyOf = new Map(extras);
  const properties = inventory.published.flatMap((entry) => {
    const extrasId = inventory.nodeIds.get(entry.id);
    const id = extrasId ? propertyOf.get(extrasId) : undefined;
    return entry.path && id && extrasId ? [{ id, path: entry.path, strapiId: entry.id, extrasId }] : [];
  });
  const extrasOf = new Map(properties.map((p) => [p.id, p.extrasId]));
  const strapiIdOf = new Map(properties.map((p) => [p.id, p.strapiId]));
  const similar = similarListings(indexes);
  step('similar listings');
  const areas = new Map(
    [...indexes].map(([root, entries]) => [root, new Map(entries.map((e) => [e.area, e.areaName]))]),
  );
  const { pages, problems } = planPages({
    pages: cmsPages.nodes,
    countries: countries.nodes,
    product,
    inventory: areas,
    areaNames: new Map(result.data.areas.nodes.flatMap((a) => (a.slug ? [[a.slug, a.localized_names] as const] : []))),
    properties,
    deferredLocales: options.deferredLocales,
  });
  for (const problem of problems) reporter.warn(problem);
  step('pages');

  const titles = new Map(cmsPages.nodes.flatMap((p) => (p.Title ? [[p.id, p.Title] as const] : [])));
  const { seoOf } = planSeo(pages, titles);
  step('SEO');
  const sectionsById = new Map(cmsPages.nodes.map((p) => [p.id, p.Sections]));
  // Listings are known by their listing number (the id of their card and URL).
  const featuredIds = new Set(featured.nodes.flatMap((p) => [p.listing_number ?? p.strapi_id ?? []].flat()));
  // A listing page's first results are the same in every language: searched once per path.
  const firstResults = new Map<string, { resultIds: string[]; total: number }>();
  // An area's price per square foot to buy and to rent, for its residential listing pages
  // (the same in every language: computed once per area).
  const areaPriceMemo = new Map<string, AreaPrices | null>();
  const pricesOf = (area: string) => {
    if (!areaPriceMemo.has(area))
      areaPriceMemo.set(area, areaPrices(indexes.get('sale') ?? [], indexes.get('rent') ?? [], area));
    return areaPriceMemo.get(area) ?? null;
  };
  const resultsOf = (page: Extract<PlannedPage, { template: 'listing' }>) => {
    const neutral = stripLocale(page.canonicalPath);
    let found = firstResults.get(neutral);
    if (!found) {
      const parsed = parseSearchPath(neutral);
      const searched = parsed.ok ? runSearch(indexes.get(page.root) ?? [], parsed.filter) : null;
      found = { resultIds: nodeIdsOf(searched?.items.map((e) => e.id) ?? [], inventory), total: searched?.total ?? 0 };
      firstResults.set(neutral, found);
    }
    return found;
  };

  const contextOf = (page: PlannedPage, index: number): Record<string, unknown> => {
    const base = { locale: page.locale, canonicalPath: page.canonicalPath, ...seoOf(page, index) };
    switch (page.template) {
      case 'cms-page': {
        const byRoot = featuredListings(sectionsById.get(page.id), indexes, featuredIds);
        const featuredNodes = byRoot
          ? Object.fromEntries(Object.entries(byRoot).map(([root, ids]) => [root, nodeIdsOf(ids ?? [], inventory)]))
          : undefined;
        return {
          ...base,
          id: page.id,
          fallback: page.fallback,
          featured: featuredNodes,
          featuredIds: Object.values(featuredNodes ?? {}).flat(),
        };
      }
      case 'country':
        return { ...base, id: page.id };
      case 'property': {
        // The footer's popular searches are its listing root's (the home layout's for none).
        const root = rootOfPropertyPath(stripLocale(page.path));
        return {
          ...base,
          popularLayout: root ? POPULAR_SEARCH_LAYOUT[root] : 'home',
          id: page.id,
          extrasId: extrasOf.get(page.id),
          similarIds: nodeIdsOf(similar.get(strapiIdOf.get(page.id) ?? 0) ?? [], inventory),
        };
      }
      case 'listing':
        return {
          ...base,
          root: page.root,
          popularLayout: POPULAR_SEARCH_LAYOUT[page.root],
          areaGlob: page.areaGlob,
          areaName: page.areaName,
          ...resultsOf(page),
          // Residential sales and long lets (short lets are priced by the night).
          ...(page.department === 'residential' && page.areaGlob !== '*'
            ? { areaPrices: pricesOf(page.areaGlob) }
            : {}),
        };
    }
  };

  // What the site's own planning took, and what Gatsby's createPage takes per page (bench:build prints both).
  const planned = performance.now();
  // Pages unchanged since the last build are kept, not created again (keep-pages.ts).
  const output = pageKeeper(actions, store);
  let contextMs = 0;
  let deferred = 0;
  pages.forEach((page, index) => {
    const defer = page.template === 'property' && page.defer;
    if (defer) deferred++;
    const contextStarted = performance.now();
    const context = contextOf(page, index);
    contextMs += performance.now() - contextStarted;
    output.page({
      path: page.path,
      ...(page.template === 'listing' && page.matchPath ? { matchPath: page.matchPath } : {}),
      component: options.templates[page.template],
      context,
      ...(defer ? { defer: true } : {}),
    });
  });
  const created = performance.now();
  const gatsbyMs = created - planned - contextMs;
  reporter.info(
    `Page plan: ${((planned - started) / 1000).toFixed(1)} s to plan ${pages.length} pages, ` +
      `${(contextMs / 1000).toFixed(1)} s for their contexts, ${(gatsbyMs / 1000).toFixed(1)} s in Gatsby's createPage or keeping ` +
      `(${((gatsbyMs * 1000) / Math.max(1, pages.length)).toFixed(0)} µs a page). Planning: ${steps.join(', ')}.`,
  );
  // A listing no longer on the market keeps its page in every language: it says so, shows
  // live listings like it and links to its search; noindex, so out of the sitemap, and
  // answered 410 through the route table. Few, and rendered at build.
  const gonePages = planGonePages(getNodesByType(GONE_TYPE) as unknown as GoneNode[], indexes);
  for (const page of gonePages) {
    const root = rootOfPropertyPath(stripLocale(page.path));
    output.page({
      path: page.path,
      component: options.templates.gone,
      context: {
        locale: page.locale,
        canonicalPath: page.path,
        noindex: true,
        goneId: page.goneId,
        status: page.status,
        similarIds: nodeIdsOf(page.similar, inventory),
        searchPath: page.searchPath,
        popularLayout: root ? POPULAR_SEARCH_LAYOUT[root] : 'home',
      },
    });
  }
  // The shortlist lives in the visitor's browser: one empty page per language fills it in.
  for (const locale of LOCALES) {
    output.page({
      path: localizePath(SHORTLIST_PATH, locale),
      component: options.templates.shortlist,
      context: { locale: locale.code },
    });
  }
  // A saved-search alert's manage page, linked from its e-mails: empty, the token in the
  // address tells the browser which subscription to show.
  for (const locale of LOCALES) {
    output.page({
      path: localizePath(ALERTS_PATH, locale),
      component: options.templates.alerts,
      context: { locale: locale.code },
    });
  }
  // The preview site (gatsby develop, npm run preview) opens the entry an editor is on in
  // the admin panel: /preview/?documentId=…&locale=… (cms/src/preview.ts builds that URL).
  if (options.previewPage) {
    const documentIdOf = (id: string) => (getNode(id) as (Node & { documentId?: string }) | undefined)?.documentId;
    output.page({
      path: PREVIEW_PATH,
      component: options.templates.preview,
      context: { locale: 'en', targets: previewTargets(pages, documentIdOf) },
    });
  }
  const { created: createdPages, kept } = output.finish();
  reporter.info(
    `Planned ${pages.length} pages from the CMS, ${deferred} of them rendered on their first request, ` +
      `and ${gonePages.length} pages of listings no longer on the market: ${createdPages} pages created, ` +
      `${kept} kept unchanged from the last build.`,
  );
  await writeAreasFile({ graphql, reporter });
  await writeReviewsFiles({ graphql, reporter });
  // Listings' former addresses and editors' redirects, for the local server (src/routing).
  await writeRouteTable({ graphql, reporter });
}
