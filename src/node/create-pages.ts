import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { planPages, type CmsPageRef, type CountryRef } from './plan-pages';

const TEMPLATES = {
  'cms-page': path.resolve('src/templates/cms-page.tsx'),
  country: path.resolve('src/templates/country-page.tsx'),
  listing: path.resolve('src/templates/listing.tsx'),
} as const;

type PlanQuery = {
  pages: { nodes: CmsPageRef[] };
  countries: { nodes: CountryRef[] };
  settings: { product_slug: string | null } | null;
};

/** Creates every CMS, country and listing page; passes ids and locales, never documents. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<PlanQuery>(`
    query PagePlan {
      pages: allStrapiPage { nodes { id locale Slug Parent Parent2 Parent3 } }
      countries: allStrapiCountry { nodes { id locale Slug } }
      settings: strapiSiteSetting { product_slug }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the page list from the CMS nodes.', result.errors);
    return;
  }
  const { pages: cmsPages, countries, settings } = result.data;
  if (cmsPages.nodes.length === 0) {
    reporter.panicOnBuild('The CMS returned no pages: refusing to build an empty site.');
    return;
  }
  const product = settings?.product_slug?.trim();
  if (!product) {
    reporter.panicOnBuild('The CMS site settings have no product_slug: the brand routes cannot be built.');
    return;
  }

  const { pages, problems } = planPages({ pages: cmsPages.nodes, countries: countries.nodes, product });
  for (const problem of problems) reporter.warn(problem);

  for (const page of pages) {
    const { template, path: pagePath, ...context } = page;
    actions.createPage({ path: pagePath, component: TEMPLATES[template], context });
  }
  reporter.info(`Created ${pages.length} pages from the CMS.`);
}
