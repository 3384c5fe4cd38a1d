import type { Auction } from './auction';
import type { CardImage } from './card-image';
import type { LatLng } from './geo';

/**
 * One property in the compact search index: the build emits an array of these per listing
 * root, and the browser filters, sorts and pages it (query.ts) without calling the CMS.
 */
export type IndexEntry = {
  id: number;
  slug: string;
  title: string;
  /** A project's own name (off-plan projects and international ones), when the CMS has it. */
  project?: string;
  /** AED. */
  price: number;
  /** yearly | monthly | weekly | daily, or null for sales. */
  rentPeriod: string | null;
  /** 0 is a studio; null where bedrooms do not apply (commercial). */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Floor area in sq ft. */
  floor: number | null;
  /** Property type slug, e.g. `apartment`, `hotel-apartment`. */
  type: string;
  /** Area slug and display name. */
  area: string;
  areaName: string;
  /** The area's name in other site languages, where the CMS has one. */
  areaNames?: Partial<Record<'ar' | 'fr' | 'ru' | 'pl', string>>;
  /** Feature slugs (`pool`, `sea-view`) and fact slugs (`elite`). */
  features: string[];
  facts: string[];
  /** residential | commercial | short_term | new_developments | new_development_projects | international_projects */
  department: string;
  completion: 'ready' | 'off_plan' | null;
  completionDate: string | null;
  /** Developer slug. */
  developer: string | null;
  /** Negotiator id, e.g. `N1042`. */
  negotiator: string | null;
  permit: string;
  /** ISO date the property was listed. */
  listed: string;
  /** Its photo in compact parts (card-image.ts: `cardImageUrls` spells the URLs). */
  image: CardImage | null;
  /** Language-neutral path of the property's page (property-path.ts), null if it has none. */
  path: string | null;
  /** An auction listing's auction (auction.ts). */
  auction?: Auction;
  /** Latitude and longitude (geo.ts), where the CMS has them: the listing's pin on a map. */
  geo?: LatLng;
  /** The owner's service charge, AED per sq ft a year, where the CMS has it. */
  serviceCharge?: number;
};

/**
 * Whether a value the build handed over as JSON (the `propertyCards` resolver, the search
 * indexes) is a card: Gatsby cannot type JSON, so pages check it here, at the border.
 */
export function isIndexEntry(value: unknown): value is IndexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.slug === 'string' &&
    typeof v.title === 'string' &&
    typeof v.price === 'number' &&
    typeof v.area === 'string' &&
    typeof v.areaName === 'string' &&
    typeof v.department === 'string' &&
    Array.isArray(v.features) &&
    Array.isArray(v.facts) &&
    (v.path === null || typeof v.path === 'string')
  );
}

/** The cards of a JSON list from the build, in order, without anything that is not one. */
export function indexEntries(values: readonly unknown[] | null | undefined): IndexEntry[] {
  return (values ?? []).filter(isIndexEntry);
}
