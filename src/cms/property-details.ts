import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { toImage } from './reshape';
import { propertyPath } from '../search/property-path';
import { isDepartment, listingKind, type Department } from '../search/roots';
import { readAuction, type Auction } from '../search/auction';
import { localizedNames, type RawLocalizedNames } from '../search/areas-file';
import { dldPermitLink } from '../property/permit';
import type { LocaleCode } from '../i18n/locales';

type Media = Parameters<typeof toImage>[0];

/** A CMS description's paragraphs (blank-line separated). */
const toParagraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
type JsonList = { strapi_json_value?: readonly (string | null)[] | null } | null;

/** A property node as the property page queries it. */
export type RawPropertyDetails = {
  strapi_id?: number | null;
  /** The number in the property's URL, given once by the CMS (older nodes: the Strapi id). */
  listing_number?: number | null;
  slug?: string | null;
  pType?: string | null;
  department?: string | null;
  title?: string | null;
  project_name?: string | null;
  description?: string | null;
  description_ar?: string | null;
  price?: number | null;
  rent_period?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  floor_area?: number | null;
  property_type?: string | null;
  referenceNumber?: string | null;
  permit_number?: string | null;
  permit_qr_link?: string | null;
  completion?: string | null;
  completion_date?: string | null;
  auction_starts_at?: string | null;
  auction_status?: string | null;
  auction_deposit?: number | null;
  service_charge?: number | null;
  listed_date?: string | null;
  updated_date?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  area?: {
    name?: string | null;
    slug?: string | null;
    localized_names?: RawLocalizedNames;
  } | null;
  developer?: { name?: string | null } | null;
  amenities?: JsonList;
  images?: readonly Media[] | null;
  negotiator?: {
    firstname?: string | null;
    lastname?: string | null;
    job_title?: string | null;
    phone?: string | null;
    whatsapp?: string | null;
    email?: string | null;
    languages?: JsonList;
    photo?: Media;
  } | null;
};

export type Agent = {
  name: string;
  jobTitle: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  photo: { data: IGatsbyImageData; alt: string } | null;
};

export type PropertyDetails = {
  id: number;
  /** Language-neutral path of the page (property-path.ts), null for an unpublished kind. */
  path: string | null;
  /** The listing's department (what its page offers: listingKind), null when the CMS names none we know. */
  department: Department | null;
  /** Whether the listing is for sale (sales, off-plan and international), which the mortgage calculator needs. */
  forSale: boolean;
  title: string;
  /** A project's own name (off-plan and international projects), when the CMS has it. */
  project: string | null;
  paragraphs: string[];
  /** The language the paragraphs are in: English, or the page's own where the CMS has it (inLanguage). */
  paragraphsLang: LocaleCode;
  /** Descriptions in other languages, as paragraphs (feeds carry Arabic for part of the inventory). */
  localizedParagraphs: Partial<Record<LocaleCode, string[]>>;
  price: number;
  rentPeriod: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floorArea: number | null;
  type: string;
  reference: string;
  permit: string;
  /** The DLD-issued Madmoun link of the permit, only when it is on dubailand.gov.ae. */
  permitLink: string | null;
  completion: 'ready' | 'off_plan' | null;
  completionDate: string | null;
  /** An auction listing's auction (null for others, or one the CMS has not dated). */
  auction: Auction | null;
  /** The owner's service charge, AED per sq ft a year, where the CMS has it. */
  serviceCharge: number | null;
  listed: string | null;
  updated: string | null;
  areaName: string;
  /** The area's slug (its listing page is `in-{slug}`), null when the listing has no area. */
  areaSlug: string | null;
  /** The area's name in the site languages that have their own (Arabic, French...). */
  areaNames: Partial<Record<LocaleCode, string>>;
  developer: string | null;
  amenities: string[];
  /** Latitude and longitude, when the listing has both. */
  coordinates: [number, number] | null;
  images: { data: IGatsbyImageData; alt: string }[];
  agent: Agent | null;
};

const list = (json: JsonList | undefined) => (json?.strapi_json_value ?? []).filter((s): s is string => Boolean(s));

/** Reshapes a Strapi property node for the property page; a listing without images or agent stays valid. */
export function toPropertyDetails(raw: RawPropertyDetails): PropertyDetails {
  const title = raw.title ?? '';
  const agent = raw.negotiator;
  const name = [agent?.firstname, agent?.lastname].filter(Boolean).join(' ');
  return {
    id: raw.listing_number ?? raw.strapi_id ?? 0,
    path: propertyPath({
      pType: raw.pType ?? null,
      department: raw.department ?? null,
      slug: raw.slug ?? null,
      id: raw.listing_number ?? raw.strapi_id ?? null,
    }),
    department: isDepartment(raw.department) ? raw.department : null,
    forSale: raw.pType === 'sales' || raw.pType === 'offplan' || raw.pType === 'international',
    title,
    project: raw.project_name?.trim() || null,
    paragraphs: toParagraphs(raw.description),
    paragraphsLang: 'en',
    localizedParagraphs: raw.description_ar?.trim() ? { ar: toParagraphs(raw.description_ar) } : {},
    price: raw.price ?? 0,
    rentPeriod: raw.rent_period ?? null,
    bedrooms: raw.bedrooms ?? null,
    bathrooms: raw.bathrooms ?? null,
    floorArea: raw.floor_area ?? null,
    type: raw.property_type ?? '',
    reference: raw.referenceNumber ?? '',
    permit: raw.permit_number ?? '',
    permitLink: raw.permit_number ? dldPermitLink(raw.permit_qr_link) : null,
    completion: raw.completion === 'ready' || raw.completion === 'off_plan' ? raw.completion : null,
    completionDate: raw.completion_date ?? null,
    auction: listingKind(raw.department).auction ? readAuction(raw) : null,
    serviceCharge: raw.service_charge || null,
    listed: raw.listed_date ?? null,
    updated: raw.updated_date ?? null,
    areaName: raw.area?.name ?? '',
    areaSlug: raw.area?.slug || null,
    areaNames: localizedNames(raw.area?.localized_names),
    developer: raw.developer?.name ?? null,
    amenities: list(raw.amenities),
    coordinates:
      typeof raw.latitude === 'number' && typeof raw.longitude === 'number' ? [raw.latitude, raw.longitude] : null,
    images: (raw.images ?? []).flatMap((media, i) => {
      const image = toImage(media, `${title} (${i + 1})`);
      return image ? [image] : [];
    }),
    agent:
      agent && name
        ? {
            name,
            jobTitle: agent.job_title ?? '',
            phone: agent.phone ?? '',
            whatsapp: agent.whatsapp ?? '',
            email: agent.email ?? '',
            languages: list(agent.languages),
            photo: toImage(agent.photo, name),
          }
        : null,
  };
}

/** A brand's own contact (site settings' short_term_brand, for holiday-home lettings). */
export type BrandContact = {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  logo: { data: IGatsbyImageData; alt: string } | null;
};

export type RawBrandContact = {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  logo?: Media;
} | null;

/** The short-term brand contact, null when the CMS has none with a name and a way to reach it. */
export function toBrandContact(raw: RawBrandContact | undefined): BrandContact | null {
  const name = raw?.name?.trim() ?? '';
  const contact = { email: raw?.email ?? '', phone: raw?.phone ?? '', whatsapp: raw?.whatsapp ?? '' };
  if (!name || !(contact.email || contact.phone || contact.whatsapp)) return null;
  return { name, ...contact, logo: toImage(raw?.logo, name) };
}
