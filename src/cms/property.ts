import type { IndexEntry } from '../search/index-entry';
import { propertyPath } from '../search/property-path';
import { localizedNames, type RawLocalizedNames } from '../search/areas-file';
import { fallbackImage } from './reshape';
import { readAuction } from '../search/auction';
import { compactCardImage } from '../search/card-image';
import { listingKind } from '../search/roots';
import { roundLatLng } from '../search/geo';

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

const strings = (list: { strapi_json_value: readonly (string | null)[] | null } | null) =>
  (list?.strapi_json_value ?? []).filter((s): s is string => Boolean(s));

/** Reshapes a Strapi property node into the compact entry of the browser's search index. */
export function toIndexEntry(raw: RawIndexProperty): IndexEntry {
  const first = raw.images?.find((image) => image?.localFile?.childImageSharp?.gatsbyImageData) ?? null;
  const photo = fallbackImage(first?.localFile?.childImageSharp?.gatsbyImageData);
  const title = raw.title ?? '';
  const areaNames = localizedNames(raw.area?.localized_names);
  const auction = listingKind(raw.department).auction ? readAuction(raw) : null;
  const geo = roundLatLng(raw.latitude, raw.longitude);
  const id = raw.listing_number ?? raw.strapi_id ?? null;
  return {
    id: id ?? 0,
    slug: raw.slug ?? '',
    title,
    // A project's own name, for its title in the other languages (headline.ts).
    ...(raw.project_name?.trim() ? { project: raw.project_name.trim() } : {}),
    price: raw.price ?? 0,
    rentPeriod: raw.rent_period ?? null,
    bedrooms: raw.bedrooms ?? null,
    bathrooms: raw.bathrooms ?? null,
    floor: raw.floor_area ?? null,
    type: raw.property_type ?? '',
    area: raw.area?.slug ?? '',
    areaName: raw.area?.name ?? '',
    // The area's names in other languages, for card titles there (only those the CMS has).
    ...(Object.keys(areaNames).length ? { areaNames } : {}),
    features: strings(raw.features),
    facts: strings(raw.facts),
    department: raw.department ?? '',
    completion: raw.completion === 'ready' || raw.completion === 'off_plan' ? raw.completion : null,
    completionDate: raw.completion_date ?? null,
    developer: raw.developer?.slug ?? null,
    negotiator: raw.negotiator?.negotiator_id ?? null,
    permit: raw.permit_number ?? '',
    listed: raw.listed_date ?? '',
    path: propertyPath({ pType: raw.pType ?? null, department: raw.department, slug: raw.slug, id }),
    image: photo ? compactCardImage(photo, first?.alternativeText || title) : null,
    ...(auction ? { auction } : {}),
    ...(geo ? { geo } : {}),
    ...(raw.service_charge ? { serviceCharge: raw.service_charge } : {}),
  };
}
