import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { jsonStrings, toImage, type RawJsonList } from './reshape';
import { isDepartment, type Department } from '../search/roots';
import { dldPermitLink } from '../property/permit';
import type { LocaleCode } from '../i18n/locales';
import { propertyFields, type PropertyFields, type RawPropertyFields } from './property-fields';
import { toAgent, type Agent, type RawAgent } from './agent';

type Media = Parameters<typeof toImage>[0];

/** A CMS description's paragraphs (blank-line separated). */
const toParagraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A property node as the property page queries it. */
export type RawPropertyDetails = RawPropertyFields & {
  description?: string | null;
  description_ar?: string | null;
  referenceNumber?: string | null;
  permit_qr_link?: string | null;
  listed_date?: string | null;
  updated_date?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  developer?: { name?: string | null } | null;
  amenities?: RawJsonList;
  images?: readonly Media[] | null;
  negotiator?: RawAgent | null;
};

/** A property as its page shows it: the fields its card shows too (property-fields.ts), and the page's own. */
export type PropertyDetails = Omit<PropertyFields, 'id' | 'areaNames'> & {
  id: number;
  /** The listing's department (what its page offers: listingKind), null when the CMS names none we know. */
  department: Department | null;
  /** Whether the listing is for sale (sales, off-plan and international), which the mortgage calculator needs. */
  forSale: boolean;
  paragraphs: string[];
  /** The language the paragraphs are in: English, or the page's own where the CMS has it (inLanguage). */
  paragraphsLang: LocaleCode;
  /** Descriptions in other languages, as paragraphs (feeds carry Arabic for part of the inventory). */
  localizedParagraphs: Partial<Record<LocaleCode, string[]>>;
  reference: string;
  /** The DLD-issued Madmoun link of the permit, only when it is on dubailand.gov.ae. */
  permitLink: string | null;
  listed: string | null;
  updated: string | null;
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

/** Reshapes a Strapi property node for the property page; a listing without images or agent stays valid. */
export function toPropertyDetails(raw: RawPropertyDetails): PropertyDetails {
  const fields = propertyFields(raw);
  return {
    ...fields,
    id: fields.id ?? 0,
    department: isDepartment(raw.department) ? raw.department : null,
    forSale: raw.pType === 'sales' || raw.pType === 'offplan' || raw.pType === 'international',
    paragraphs: toParagraphs(raw.description),
    paragraphsLang: 'en',
    localizedParagraphs: raw.description_ar?.trim() ? { ar: toParagraphs(raw.description_ar) } : {},
    reference: raw.referenceNumber ?? '',
    permitLink: raw.permit_number ? dldPermitLink(raw.permit_qr_link) : null,
    listed: raw.listed_date ?? null,
    updated: raw.updated_date ?? null,
    areaSlug: raw.area?.slug || null,
    developer: raw.developer?.name ?? null,
    amenities: jsonStrings(raw.amenities),
    coordinates:
      typeof raw.latitude === 'number' && typeof raw.longitude === 'number' ? [raw.latitude, raw.longitude] : null,
    images: (raw.images ?? []).flatMap((media, i) => {
      const image = toImage(media, `${fields.title} (${i + 1})`);
      return image ? [image] : [];
    }),
    agent: toAgent(raw.negotiator),
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
