import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { PolicyOptions } from '../../src/config/headers';
import { policyOfPluginOptions, recordBuiltPolicy } from './policy';

/**
 * The Content-Security-Policy side of the build. Its options are the policy options of
 * src/config/headers.ts (gatsby-config.ts passes the same ones to Gatsby's `headers`), and
 * the build records them for the local server (src/server/secure-server.ts).
 */
// The values are checked once, where they are read (policyOptions: readPublicEnv for the
// CMS address, originOf when the policy is written); the schema only names them.
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    cmsPublicUrl: Joi.string().description('GATSBY_CMS_PUBLIC_URL, as parsed by readPublicEnv'),
    recaptchaScriptUrl: Joi.string().description('GATSBY_RECAPTCHA_SCRIPT_URL'),
    tagManager: Joi.object({ scriptUrl: Joi.string().description('GATSBY_GTM_SCRIPT_URL') }).description(
      'present when GATSBY_GTM_ID is set',
    ),
    mapTileUrl: Joi.string().description('GATSBY_MAP_TILE_URL, or OpenStreetMap’s tiles (src/config/map-tiles.ts)'),
  });

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (_args, options) => {
  recordBuiltPolicy(path.resolve('.'), policyOfPluginOptions(options as unknown as PolicyOptions));
};

/**
 * No source maps in public/: they would publish the whole source, comments and build-side
 * modules included, to every visitor (the CDN serves public/ as it is).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};
