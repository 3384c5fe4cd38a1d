import { graphql, useStaticQuery } from 'gatsby';

export type SiteSettings = { companyName: string; phone: string; email: string };

/** The brand's contact details from the CMS site settings. */
export function useSiteSettings(): SiteSettings {
  const { strapiSiteSetting: s } = useStaticQuery<{
    strapiSiteSetting: { company_name: string | null; phone: string | null; email: string | null } | null;
  }>(graphql`
    query SiteSettings {
      strapiSiteSetting { company_name phone email }
    }
  `);
  return { companyName: s?.company_name ?? '', phone: s?.phone ?? '', email: s?.email ?? '' };
}
