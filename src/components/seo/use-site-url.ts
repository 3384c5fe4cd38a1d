import { graphql, useStaticQuery } from 'gatsby';

/** The public origin of the site (SITE_URL at build), for absolute links in the head. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  // gatsby-config always sets siteUrl (SITE_URL or the production origin).
  return site?.siteMetadata?.siteUrl ?? '';
}
