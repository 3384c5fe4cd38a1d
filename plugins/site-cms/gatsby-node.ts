import type { GatsbyNode } from 'gatsby';
import { readBuildEnv } from '../../src/config/env';
import { checkCms } from './check-cms';
import { typeDefs } from './schema';
import { safeHtmlResolvers } from './safe-html';
import { goneTypeDefs, sourceGoneListings } from './gone-listings';

/**
 * The CMS side of the build: the CMS must answer before anything is built, the GraphQL
 * schema declares every Strapi field the site reads (so a half-filled CMS cannot remove
 * one), and CMS markdown is sanitised. gatsby-source-strapi itself is configured in
 * gatsby-config.ts with `strapiSourceOptions` (source-options.ts); both read the CMS
 * address and token through src/config/env.ts, strictly here (a build) and leniently in
 * the config (`gatsby serve` loads it too, and reads no CMS).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    const env = readBuildEnv(process.env);
    await checkCms(env.strapiUrl, env.strapiToken);
  } catch (error) {
    reporter.panic(error instanceof Error ? error.message : String(error));
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
  actions.createTypes(goneTypeDefs);
};

/** Listings no longer on the market, which gatsby-source-strapi leaves out (gone-listings.ts). */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const env = readBuildEnv(process.env);
  await sourceGoneListings(args, { url: env.strapiUrl, token: env.strapiToken });
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create(safeHtmlResolvers);
};
