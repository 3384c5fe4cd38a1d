import type { GatsbyConfig } from 'gatsby';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { readBuildEnv } from './src/config/env';
import { gatsbyHeaderRules } from './src/config/headers';
import { policyOptions } from './src/node/csp';
import { strapiSourceOptions } from './src/node/strapi-source';

// `gatsby serve` loads this file too and reads no CMS; build and develop check the CMS
// settings strictly in onPreBootstrap (gatsby-node.ts).
const env = readBuildEnv(process.env, { requireCms: false });

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // Security and cache headers (src/config/headers.ts); the Netlify adapter writes them to the CDN.
  headers: gatsbyHeaderRules(policyOptions(process.env)),
  // Netlify's build machine sets NETLIFY=true; local builds and `gatsby serve` use no adapter.
  ...(process.env.NETLIFY === 'true' ? { adapter: netlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }) } : {}),
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    'gatsby-transformer-remark',
    'gatsby-plugin-react-helmet',
    { resolve: 'gatsby-source-strapi', options: strapiSourceOptions(env.strapiUrl, env.strapiToken) },
  ],
};

export default config;
