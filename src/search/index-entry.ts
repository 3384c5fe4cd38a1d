/**
 * One property in the compact search index: the build emits an array of these per listing
 * root, and the browser filters, sorts and pages it (query.ts) without calling the CMS.
 */
export type IndexEntry = {
  id: number;
  slug: string;
  title: string;
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
  image: { src: string; srcSet: string; width: number; height: number; alt: string } | null;
  /** Language-neutral path of the property's page (property-path.ts), null if it has none. */
  path: string | null;
};
