/** The brand's settings from the CMS, as every part of the site sees them. */
export type SiteSettings = {
  companyName: string;
  /** Brand slug in routes such as /contact-{product}/. */
  product: string;
  phone: string;
  whatsapp: string;
  email: string;
  socials: { network: string; url: string }[];
};

export type RawSiteSettings = {
  company_name?: string | null;
  product_slug?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  socials?: readonly ({ network?: string | null; url?: string | null } | null)[] | null;
} | null;

/** Reshapes the CMS site settings; missing values become empty, socials without a URL are dropped. */
export function toSiteSettings(raw: RawSiteSettings | undefined): SiteSettings {
  return {
    companyName: raw?.company_name ?? '',
    product: raw?.product_slug ?? '',
    phone: raw?.phone ?? '',
    whatsapp: raw?.whatsapp ?? '',
    email: raw?.email ?? '',
    socials: (raw?.socials ?? []).flatMap((s) => (s?.network && s.url ? [{ network: s.network, url: s.url }] : [])),
  };
}
