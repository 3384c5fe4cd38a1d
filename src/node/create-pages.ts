import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { planPages, type CmsPageRef, type CountryRef } from './plan-pages';
import { planSeo } from './page-seo';
import type { SitemapPage } from '../seo/sitemap';
import { writeSearchFiles } from './search-files';
import { writeSearchIndexes } from './search-index';
import { propertyExtras } from './property-extras';
import { parseSearchPath } from '../search/grammar';
import { runSearch, type SearchResult } from '../search/query';
import type { IndexEntry } from '../search/index-entry';
import { LOCALES, localizePath, stripLocale } from '../i18n/locales';
import { SHORTLIST_PATH } from '../property/shortlist';
import { propertyPath, type PropertyRef } from '../search/property-path';
import { featuredListings } from './featured';

/** A listing page's first results: its canonical search run over the root's index. */
function firstResults(entries: IndexEntry[], canonicalPath: string): SearchResult | undefined {
  const parsed = parseSearchPath(stripLocale(canonicalPath));
  return parsed.ok ? runSearch(entries, parsed.filter) : undefined;
}

const TEMPLATES = {
  'cms-page': path.resolve('src/templates/cms-page.tsx'),
  country: path.resolve('src/templates/country-page.tsx'),
  listing: path.resolve('src/templates/listing.tsx'),
  property: path.resolve('src/templates/property.tsx'),
  shortlist: path.resolve('src/templates/shortlist.tsx'),
} as const;

type PlanQuery = {
  pages: {
    nodes: (CmsPageRef & {
      Title: string | null;
      Sections: { kind: string | null; variant: string | null }[] | null;
    })[];
  };
  featured: { nodes: { strapi_id: number | null }[] };
  countries: { nodes: CountryRef[] };
  settings: { product_slug: string | null } | null;
};

let plannedSitemap: SitemapPage[] = [];

/** The pages of the last createPages run, as the sitemap written after the build sees them. */
export function sitemapPages(): readonly SitemapPage[] {
  return plannedSitemap;
}

/** Creates every CMS, country and listing page; passes ids and locales, never documents. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<PlanQuery>(`
    query PagePlan {
      pages: allStrapiPage {
        nodes {
          id
          locale
          Slug
          Parent
          Parent2
          Parent3
          Title
          Hidden
          Sections {
            kind
            variant
          }
        }
      }
      featured: allStrapiProperty(filter: { is_featured: { eq: true } }) {
        nodes {
          strapi_id
        }
      }
      countries: allStrapiCountry {
        nodes {
          id
          locale
          Slug
        }
      }
      settings: strapiSiteSetting {
        product_slug
      }
    }
  `);
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

  const indexes = await writeSearchIndexes({ graphql, reporter });
  const properties = (
    await graphql<{ all: { nodes: (PropertyRef & { nodeId: string; permit_qr_link: string | null })[] } }>(`
      query PropertyPages {
        all: allStrapiProperty {
          nodes {
            nodeId: id
            id: strapi_id
            slug
            pType
            department
            permit_qr_link
          }
        }
      }
    `)
  ).data?.all.nodes.flatMap((p) => {
    const neutral = propertyPath(p);
    return neutral ? [{ id: p.nodeId, path: neutral, strapiId: p.id ?? 0, dldLink: p.permit_qr_link }] : [];
  });
  // Similar listings and the permit QR code, computed once per property for its five pages.
  const dldLinks = new Map((properties ?? []).flatMap((p) => (p.dldLink ? [[p.strapiId, p.dldLink] as const] : [])));
  const extras = await propertyExtras(indexes, dldLinks);
  const strapiIds = new Map((properties ?? []).map((p) => [p.id, p.strapiId]));
  const inventory = new Map(
    [...indexes].map(([root, entries]) => [root, new Map(entries.map((e) => [e.area, e.areaName]))]),
  );
  const { pages, problems } = planPages({
    pages: cmsPages.nodes,
    countries: countries.nodes,
    product,
    inventory,
    properties,
  });
  for (const problem of problems) reporter.warn(problem);

  const titles = new Map(cmsPages.nodes.flatMap((p) => (p.Title ? [[p.id, p.Title] as const] : [])));
  const { sitemap, seoOf } = planSeo(pages, titles);
  plannedSitemap = sitemap;

  const sectionsById = new Map(cmsPages.nodes.map((p) => [p.id, p.Sections]));
  const featuredIds = new Set(featured.nodes.flatMap((p) => (p.strapi_id === null ? [] : [p.strapi_id])));
  pages.forEach((page, index) => {
    // matchPath is Gatsby's own page field; it must not travel in the context too.
    const { template, path: pagePath, matchPath, ...context } = { matchPath: undefined, ...page };
    // Listing pages carry their first results, found by the same runSearch the browser uses.
    const initial =
      page.template === 'listing' ? firstResults(indexes.get(page.root) ?? [], page.canonicalPath) : undefined;
    // Pages with a featured-listings section carry those listings, found in the same indexes.
    const featured =
      page.template === 'cms-page' ? featuredListings(sectionsById.get(page.id), indexes, featuredIds) : undefined;
    // Property pages carry their similar listings and permit QR code.
    const extra = page.template === 'property' ? extras.get(strapiIds.get(page.id) ?? 0) : undefined;
    const property = extra ? { similar: extra.similar, permitQr: extra.permitQr } : {};
    actions.createPage({
      path: pagePath,
      matchPath,
      component: TEMPLATES[template],
      context: { ...context, ...seoOf(page, index), initial, featured, ...property },
    });
  });
  // The shortlist lives in the visitor's browser: one empty page per language fills it in.
  for (const locale of LOCALES) {
    actions.createPage({
      path: localizePath(SHORTLIST_PATH, locale),
      component: TEMPLATES.shortlist,
      context: { locale: locale.code },
    });
  }
  reporter.info(`Created ${pages.length} pages from the CMS.`);
  await writeSearchFiles({ graphql, reporter });
}
