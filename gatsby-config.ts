import type { GatsbyConfig } from 'gatsby';
import { readBuildEnv } from './src/config/env';
import { strapiSourceOptions } from './src/node/strapi-source';

// `gatsby serve` loads this file too and reads no CMS; build and develop check the CMS
// settings strictly in onPreBootstrap (gatsby-node.ts).
const env = readBuildEnv(process.env, { requireCms: false });

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
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
