import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { LOCALES, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { createSitePages, type Templates } from './create-pages';
import { EXTRAS_TYPE, extrasTypeDefs, sourceExtrasNodes } from './extras-nodes';

/** An empty list for Gatsby's browser match paths (see onCreateWebpackConfig). */
const NO_MATCH_PATHS = 'plugins/site-pages/no-match-paths.json';

type Options = PluginOptions & { templates: Templates; deferredLocales: LocaleCode[]; previewPage: boolean };

/**
 * Page planning and search indexes: what the site derives from each property (a
 * PropertyExtras node: its card, processed photos and permit QR code, computed once per
 * version), the search indexes and the overlay's areas file, and every page of the site
 * with a small context.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) => {
  const template = Joi.string().required();
  return Joi.object({
    templates: Joi.object({
      'cms-page': template,
      country: template,
      listing: template,
      property: template,
      shortlist: template,
      alerts: template,
      preview: template,
      gone: template,
    })
      .required()
      .description('Template of each kind of page, relative to the site'),
    deferredLocales: Joi.array()
      .items(Joi.string().valid(...LOCALES.map((l) => l.code)))
      .default([])
      .description('Languages whose property pages are rendered on their first request (Deferred Static Generation)'),
    previewPage: Joi.boolean()
      .default(false)
      .description('Create /preview/, where the admin panel’s Preview button lands (gatsby develop)'),
  });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceExtrasNodes(args);

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(extrasTypeDefs);
};

type NodeModel = { getNodeById(args: { id: string; type: string }): { card?: unknown } | null };

/**
 * `propertyCards(ids)`: the cards of PropertyExtras nodes in the order asked, null for one
 * that is gone. Nodes are read by id, so a page depends on exactly those properties.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    Query: {
      propertyCards: {
        type: '[JSON]!',
        args: { ids: '[String!]!' },
        resolve: (_source: unknown, { ids }: { ids: string[] }, context: { nodeModel: NodeModel }) =>
          ids.map((id) => context.nodeModel.getNodeById({ id, type: EXTRAS_TYPE })?.card ?? null),
      },
    },
  });
};

export const createPages: GatsbyNode['createPages'] = async (args, options) => {
  const { templates, deferredLocales, previewPage } = options as Options;
  const absolute = Object.fromEntries(
    Object.entries(templates).map(([kind, file]) => [kind, path.resolve(file)]),
  ) as Templates;
  // A search spelt otherwise than its canonical form (the spec's `{n}-and-more-bedrooms`)
  // is redirected by the URL grammar itself, at the CDN's edge and by the local server
  // (packages/core/src/routing/path-answer.ts): no list of redirects.
  await createSitePages(args, { templates: absolute, deferredLocales, previewPage });
};

/**
 * No match paths in the browser bundle: Gatsby would list every pre-rendered listing page
 * under a shell's `matchPath` there, a list that grows with areas, roots and languages. A
 * deep search is a rewrite to its root's shell at the CDN and the local server, page-data
 * included (packages/core/src/routing/client-routes.ts), so the browser loads whatever the server answers.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(/^\$virtual\/match-paths\.json$/, path.resolve(NO_MATCH_PATHS))],
  });
};

/** Every language gets its own not-found page (/uae/404/, /fr/404/ ...) for the CDN's 404 rules. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path !== '/404/') return;
  for (const locale of LOCALES.filter((l) => l.prefix)) {
    actions.createPage({ ...page, path: localizePath('/404/', locale) });
  }
};
