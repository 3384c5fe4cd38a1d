import { fallbackImage } from './reshape';

/** The brand's settings from the CMS, as every part of the site sees them. */
export type SiteSettings = {
  companyName: string;
  /** The header's logo: the CMS's image, else the file in static/. */
  logo: Logo;
  /** Brand slug in routes such as /contact-{product}/. */
  product: string;
  phone: string;
  whatsapp: string;
  email: string;
  socials: { network: string; url: string }[];
};

export type Logo = { src: string; srcSet?: string; width: number; height: number };

/** The logo in static/, shown while the CMS has none. */
export const FALLBACK_LOGO: Logo = { src: '/logo.svg', width: 176, height: 40 };

export type RawSiteSettings = {
  company_name?: string | null;
  logo?: { localFile?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null } | null;
  product_slug?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  socials?: readonly ({ network?: string | null; url?: string | null } | null)[] | null;
} | null;

/**
 * The CMS logo as the build sized it (40 px high, and twice that for sharp screens), else
 * the static one: also for an image sharp cannot read (SVG), or one without its size,
 * which would shift the header as it loads.
 */
function logoOf(data: unknown): Logo {
  const image = fallbackImage(data);
  return image && image.width && image.height ? image : FALLBACK_LOGO;
}

/** Reshapes the CMS site settings; missing values become empty, socials without a URL are dropped, no logo is the static one. */
export function toSiteSettings(raw: RawSiteSettings | undefined): SiteSettings {
  return {
    companyName: raw?.company_name ?? '',
    logo: logoOf(raw?.logo?.localFile?.childImageSharp?.gatsbyImageData),
    product: raw?.product_slug ?? '',
    phone: raw?.phone ?? '',
    whatsapp: raw?.whatsapp ?? '',
    email: raw?.email ?? '',
    socials: (raw?.socials ?? []).flatMap((s) => (s?.network && s.url ? [{ network: s.network, url: s.url }] : [])),
  };
}
