import type { IndexEntry } from '../search/index-entry';
import type { RawLocalizedNames } from '../search/areas-file';
import { fallbackImage, jsonStrings } from './reshape';
import { compactCardImage } from '../search/card-image';
import { roundLatLng } from '../search/geo';
import { propertyFields } from './property-fields';

/** A Strapi property node as the search-index query reads it. */
export type RawIndexProperty = {
  strapi_id: number | null;
  /** The number in the property's URL and the id the visitor's browser keeps (shortlist, cards), given once by the CMS; older nodes have only the Strapi id. */
  listing_number?: number | null;
  slug: string | null;
  title: string | null;
  project_name?: string | null;
  price: number | null;
  rent_period: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor_area: number | null;
  property_type: string | null;
  department: string | null;
  completion: string | null;
  completion_date: string | null;
  auction_starts_at?: string | null;
  auction_status?: string | null;
  auction_deposit?: number | null;
  permit_number: string | null;
  listed_date: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** AED per sq ft a year, where the CMS has it. */
  service_charge?: number | null;
  pType?: string | null;
  area: { slug: string | null; name: string | null; localized_names?: RawLocalizedNames } | null;
  developer: { slug: string | null } | null;
  negotiator: { negotiator_id: string | null } | null;
  features: { strapi_json_value: readonly (string | null)[] | null } | null;
  facts: { strapi_json_value: readonly (string | null)[] | null } | null;
  images:
    | readonly ({
        alternativeText: string | null;
        localFile: { childImageSharp: { gatsbyImageData: unknown } | null } | null;
      } | null)[]
    | null;
};

/** Reshapes a Strapi property node into the compact entry of the browser's search index. */
export function toIndexEntry(raw: RawIndexProperty): IndexEntry {
  const first = raw.images?.find((image) => image?.localFile?.childImageSharp?.gatsbyImageData) ?? null;
  const photo = fallbackImage(first?.localFile?.childImageSharp?.gatsbyImageData);
  const fields = propertyFields(raw);
  const { title, areaNames, auction } = fields;
  const geo = roundLatLng(raw.latitude, raw.longitude);
  // The keys in this order: the cards are files the build names by their content (card-packs.ts).
  return {
    id: fields.id ?? 0,
    slug: raw.slug ?? '',
    title,
    // A project's own name, for its title in the other languages (headline.ts).
    ...(fields.project ? { project: fields.project } : {}),
    price: fields.price,
    rentPeriod: fields.rentPeriod,
    bedrooms: fields.bedrooms,
    bathrooms: fields.bathrooms,
    floor: fields.floor,
    type: fields.type,
    area: raw.area?.slug ?? '',
    areaName: fields.areaName,
    // The area's names in other languages, for card titles there (only those the CMS has).
    ...(Object.keys(areaNames).length ? { areaNames } : {}),
    features: jsonStrings(raw.features),
    facts: jsonStrings(raw.facts),
    department: raw.department ?? '',
    completion: fields.completion,
    completionDate: fields.completionDate,
    developer: raw.developer?.slug ?? null,
    negotiator: raw.negotiator?.negotiator_id ?? null,
    permit: fields.permit,
    listed: raw.listed_date ?? '',
    path: fields.path,
    image: photo ? compactCardImage(photo, first?.alternativeText || title) : null,
    ...(auction ? { auction } : {}),
    ...(geo ? { geo } : {}),
    ...(fields.serviceCharge ? { serviceCharge: fields.serviceCharge } : {}),
  };
}
