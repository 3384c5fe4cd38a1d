// The build side lives in local plugins under plugins/ (listed in gatsby-config.ts, each
// with its own gatsby-node): site-cms, site-styles, site-pages, site-sitemap, site-csp.
export {};
