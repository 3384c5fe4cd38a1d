import { graphql, useStaticQuery } from 'gatsby';
import { toSiteSettings, type SiteSettings } from '@brokerage/core/cms/site-settings';

/** The brand's name, routes slug, phone, WhatsApp, e-mail and social profiles from the CMS. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      strapiSiteSetting {
        company_name
        logo {
          localFile {
            childImageSharp {
              gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO])
            }
          }
        }
        product_slug
        phone
        whatsapp
        email
        socials {
          network
          url
        }
      }
    }
  `);
  return toSiteSettings(data?.strapiSiteSetting);
}
