import type { GatsbyConfig } from 'gatsby';
import { readBuildEnv } from './src/config/env';
import { policyOptions } from './src/config/headers';
import { siteNetlifyAdapter } from './plugins/site-netlify/adapter';
import { strapiSourceOptions } from './plugins/site-cms/source-options';

// `gatsby serve` loads this file too and reads no CMS; build and develop check the CMS
// settings strictly before sourcing (plugins/site-cms).
const env = readBuildEnv(process.env, { requireCms: false });
const policy = policyOptions(process.env);
// Property pages in these languages render on their first request (DSG), here and on the
// CDN, with the site's headers on their answer (plugins/site-netlify wraps the engine).
// DEFERRED_LOCALES=none pre-renders them all (src/config/env.ts).
const { deferredLocales } = env;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // Netlify's build machine sets NETLIFY=true; local builds and `gatsby serve` use no adapter.
  // The site's wrapper of gatsby-adapter-netlify writes the CDN's headers (src/config/headers.ts),
  // rules and edge function by pattern, the same size whatever the inventory.
  ...(process.env.NETLIFY === 'true' ? { adapter: siteNetlifyAdapter({ policy, deferredLocales }) } : {}),
  // The build, in order (docs/architecture.md: Build side). Gatsby's own plugins first, then the site's.
  plugins: [
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    'gatsby-transformer-remark',
    'gatsby-plugin-react-helmet',
    {
      resolve: 'gatsby-source-strapi',
      options: strapiSourceOptions(env.strapiUrl, { drafts: env.drafts }),
    },
    // The CMS must answer; the schema the site reads; sanitised CMS markdown.
    'site-cms',
    // Each language's UI strings as a file of its own: a page fetches only its language's.
    'site-strings',
    // The site's Sass, compiled once per change, linked from every page.
    { resolve: 'site-styles', options: { entry: 'src/styles/site.scss' } },
    // Property cards and QR codes (once per version), search indexes, every page.
    {
      resolve: 'site-pages',
      options: {
        templates: {
          'cms-page': 'src/templates/cms-page.tsx',
          country: 'src/templates/country-page.tsx',
          listing: 'src/templates/listing.tsx',
          property: 'src/templates/property.tsx',
          gone: 'src/templates/gone-listing.tsx',
          shortlist: 'src/templates/shortlist.tsx',
          alerts: 'src/templates/alerts.tsx',
          preview: 'src/templates/preview.tsx',
        },
        deferredLocales,
        // The admin panel's Preview lands on /preview/, on the preview site only.
        previewPage: env.develop,
      },
    },
    // The Dubai Land Department's sales and rents: area pages' history and charts, listings' medians.
    'site-market',
    // sitemap.xml and robots.txt from the planned pages.
    { resolve: 'site-sitemap', options: { siteUrl: env.siteUrl } },
    // Only inline scripts the Content-Security-Policy allows, on every page as it is rendered.
    { resolve: 'site-csp', options: policy },
    // What each browser bundle holds, for the JavaScript size budget.
    'site-bundle',
  ],
};

export default config;
