import { propertyPath } from '../search/property-path';
import { listingKind } from '../search/roots';
import { readAuction, type Auction } from '../search/auction';
import { localizedNames, type RawLocalizedNames } from '../search/areas-file';
import type { IndexEntry } from '../search/index-entry';

/**
 * The fields of a Strapi property node that its card (the search indexes and the alerts)
 * and its page both read. The two queries differ elsewhere, so every field may be missing.
 */
export type RawPropertyFields = {
  strapi_id?: number | null;
  /** The number in the property's URL and the id the visitor's browser keeps (shortlist, cards), given once by the CMS; older nodes have only the Strapi id. */
  listing_number?: number | null;
  slug?: string | null;
  pType?: string | null;
  department?: string | null;
  title?: string | null;
  project_name?: string | null;
  price?: number | null;
  rent_period?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  floor_area?: number | null;
  property_type?: string | null;
  permit_number?: string | null;
  completion?: string | null;
  completion_date?: string | null;
  auction_starts_at?: string | null;
  auction_status?: string | null;
  auction_deposit?: number | null;
  /** AED per sq ft a year, where the CMS has it. */
  service_charge?: number | null;
  area?: { name?: string | null; slug?: string | null; localized_names?: RawLocalizedNames } | null;
};

/** A listing's completion as the CMS names it, null for any other value. */
export function completionOf(value: string | null | undefined): IndexEntry['completion'] {
  return value === 'ready' || value === 'off_plan' ? value : null;
}

/**
 * What a card and a property page both show of a listing, read once from the node: named
 * as the card (IndexEntry) names them, with null where the card leaves a field out.
 */
export type PropertyFields = Pick<
  IndexEntry,
  | 'title'
  | 'price'
  | 'rentPeriod'
  | 'bedrooms'
  | 'bathrooms'
  | 'floor'
  | 'type'
  | 'permit'
  | 'completion'
  | 'completionDate'
  | 'areaName'
  | 'path'
> & {
  /** The listing number (older nodes: the Strapi id), null when the node has neither. */
  id: number | null;
  project: string | null;
  auction: Auction | null;
  serviceCharge: number | null;
  areaNames: NonNullable<IndexEntry['areaNames']>;
};

/** Reads the fields a card and a property page share from a Strapi property node. */
export function propertyFields(raw: RawPropertyFields): PropertyFields {
  const id = raw.listing_number ?? raw.strapi_id ?? null;
  return {
    id,
    path: propertyPath({ pType: raw.pType ?? null, department: raw.department ?? null, slug: raw.slug ?? null, id }),
    title: raw.title ?? '',
    project: raw.project_name?.trim() || null,
    price: raw.price ?? 0,
    rentPeriod: raw.rent_period ?? null,
    bedrooms: raw.bedrooms ?? null,
    bathrooms: raw.bathrooms ?? null,
    floor: raw.floor_area ?? null,
    type: raw.property_type ?? '',
    permit: raw.permit_number ?? '',
    completion: completionOf(raw.completion),
    completionDate: raw.completion_date ?? null,
    auction: listingKind(raw.department).auction ? readAuction(raw) : null,
    serviceCharge: raw.service_charge || null,
    areaName: raw.area?.name ?? '',
    areaNames: localizedNames(raw.area?.localized_names),
  };
}
