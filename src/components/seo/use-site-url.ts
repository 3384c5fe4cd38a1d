import { graphql, useStaticQuery } from 'gatsby';

/** The public origin of the site (SITE_URL at build), for absolute links in the head. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return site.siteMetadata.siteUrl;
}
