import { shortMoney } from '../lib/format';
import type { Range, SearchFilter } from './filter';
import { searchPeriod, type RentPeriod } from './periods';
import type { ListingRootKey } from './roots';

/** The filter bar's option lists (spec section 9), as data; labels are English. */
export type Option = { slug: string; label: string };

const steps = (from: number, to: number, by: number) =>
  Array.from({ length: Math.round((to - from) / by) + 1 }, (_, i) => from + i * by);
const K = 1_000;
const M = 1_000_000;

/** Sale prices in AED: 200K, 500K, 750K, 1M, 1.5M to 10M by 0.5M, 15M to 50M by 5M, 75M, 100M, 150M. */
export const SALE_PRICES: readonly number[] = [
  200 * K,
  500 * K,
  750 * K,
  ...steps(1 * M, 10 * M, 0.5 * M),
  ...steps(15 * M, 50 * M, 5 * M),
  75 * M,
  100 * M,
  150 * M,
];

// Spec: "25K to 750K"; the steps are ours: 25K up to 200K, then 50K.
const RENT_STEPS = [...steps(25 * K, 200 * K, 25 * K), ...steps(250 * K, 750 * K, 50 * K)];

/** Minimum rents in AED a year: 25K to 200K by 25K, 250K to 750K by 50K, 1M, 2M. */
export const RENT_MIN_PRICES: readonly number[] = [...RENT_STEPS, 1 * M, 2 * M];

/**
 * Maximum rents in AED a year: 100K to 750K (same steps as the minimum), 1M, and 2M, which
 * reads "2M+" and means no upper bound (see maxPriceBound).
 */
export const RENT_MAX_PRICES: readonly number[] = [...RENT_STEPS.filter((p) => p >= 100 * K), 1 * M, 2 * M];

/** A filter bar's price lists; the top maximum of a rent list (`openMax`) reads "+" and bounds nothing. */
export type PriceLists = { min: readonly number[]; max: readonly number[]; openMax: number | null };

const rentLists = (min: readonly number[], max: readonly number[]): PriceLists => ({ min, max, openMax: max.at(-1)! });

/**
 * The lists of each rent period, in AED per night, week, month or year: holiday homes from
 * AED 250 a night, long lets from AED 25K a year or 3K a month.
 */
export const PERIOD_PRICES: Readonly<Record<RentPeriod, PriceLists>> = {
  yearly: rentLists(RENT_MIN_PRICES, RENT_MAX_PRICES),
  monthly: rentLists(
    [3 * K, 5 * K, 7.5 * K, 10 * K, 15 * K, 20 * K, 25 * K, 30 * K, 40 * K, 50 * K, 75 * K, 100 * K],
    [5 * K, 7.5 * K, 10 * K, 15 * K, 20 * K, 25 * K, 30 * K, 40 * K, 50 * K, 75 * K, 100 * K, 150 * K],
  ),
  weekly: rentLists(
    [1 * K, 2 * K, 3 * K, 5 * K, 7.5 * K, 10 * K, 15 * K, 20 * K, 30 * K],
    [2 * K, 3 * K, 5 * K, 7.5 * K, 10 * K, 15 * K, 20 * K, 30 * K, 50 * K],
  ),
  daily: rentLists(
    [250, 500, 750, 1 * K, 1.5 * K, 2 * K, 3 * K, 5 * K],
    [500, 750, 1 * K, 1.5 * K, 2 * K, 3 * K, 5 * K, 10 * K],
  ),
};

type PricedSearch = Pick<SearchFilter, 'root' | 'period'>;

/**
 * The price lists a search's filter bar offers: those of the period it reads rents in
 * (per night on holiday homes, per year on long lets, or the one it names), the sale
 * list on the other roots.
 * @example priceOptionsFor({ root: 'rent', period: null }).max.at(-1) // 2_000_000, shown as 'AED 2M+'
 */
export function priceOptionsFor(search: PricedSearch): PriceLists {
  const period = searchPeriod(search);
  return period ? PERIOD_PRICES[period] : { min: SALE_PRICES, max: SALE_PRICES, openMax: null };
}

/**
 * How a price option reads in a site language: the short form in AED; the top rent maximum
 * gets a "+".
 * @example priceOptionLabel(1_500_000, { root: 'sale', period: null }, 'max', 'en') // 'AED 1.5M'
 * @example priceOptionLabel(1_500_000, { root: 'sale', period: null }, 'max', 'ru') // '1,5 млн AED'
 */
export function priceOptionLabel(value: number, search: PricedSearch, which: 'min' | 'max', locale: string): string {
  const open = which === 'max' && value === priceOptionsFor(search).openMax;
  return `${shortMoney(value, 'AED', locale)}${open ? '+' : ''}`;
}

/**
 * The filter's price maximum for a chosen max option: the top rent option ("2M+") is no
 * bound at all, so the URL gets `above-{min}` (or nothing) rather than `under-2000000`.
 * @example maxPriceBound(2_000_000, { root: 'rent', period: null }) // null
 */
export function maxPriceBound(value: number | null, search: PricedSearch): number | null {
  return value !== null && value === priceOptionsFor(search).openMax ? null : value;
}

export type BedroomOption = { value: number; label: string };
const bedroomOptions = (from: number, to: number): BedroomOption[] =>
  steps(from, to, 1).map((n) => ({ value: n, label: n === 0 ? 'Studio' : String(n) }));

/** Every bedroom count: Studio (0) and 1 to 10. */
export const BEDROOMS: readonly BedroomOption[] = bedroomOptions(0, 10);
/** The minimum-bedrooms select: Studio and 1 to 5. */
export const MIN_BEDROOMS: readonly BedroomOption[] = bedroomOptions(0, 5);

/** "8 or more": the last maximum-bedrooms option. */
export const MORE_BEDROOMS = 'more';
export const MORE_BEDROOMS_FROM = 8;
export type MaxBedroomsValue = number | typeof MORE_BEDROOMS;
/** The maximum-bedrooms select: 1 to 7 and "8+" (value `more`). */
export const MAX_BEDROOMS: readonly { value: MaxBedroomsValue; label: string }[] = [
  ...bedroomOptions(1, 7),
  { value: MORE_BEDROOMS, label: '8+' },
];

/**
 * The filter's bedroom range for the two selects. Max "more" (8 or more) lifts the upper
 * bound: with no minimum it is min 8 (the URL's `8-and-more-bedrooms`), with a minimum it
 * is "from {min}". A minimum above the maximum swaps them, so the URL stays valid.
 * @example bedroomRange(null, 'more') // { min: 8, max: null }
 */
export function bedroomRange(min: number | null, max: MaxBedroomsValue | null): Range {
  if (max === MORE_BEDROOMS) return { min: min ?? MORE_BEDROOMS_FROM, max: null };
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/**
 * What the two selects show for a filter's bedroom range (the inverse of bedroomRange):
 * a minimum above the min list's last value (5) is shown as max "more".
 * @example bedroomSelection({ min: 8, max: null }) // { min: null, max: 'more' }
 */
export function bedroomSelection(range: Range): { min: number | null; max: MaxBedroomsValue | null } {
  const lastMin = MIN_BEDROOMS[MIN_BEDROOMS.length - 1]!.value;
  if (range.min !== null && range.min > lastMin && range.max === null) return { min: null, max: MORE_BEDROOMS };
  return { min: range.min, max: range.max };
}

/** Floor-area options in sq ft: 500 to 9000 by 500. */
export const AREA_SQFT: readonly number[] = steps(500, 9000, 500);

const opt = (slug: string, label: string): Option => ({ slug, label });

// Slugs follow the CMS seed where it has the type (`building`, `plot`, `hotel-apartment`).
const RESIDENTIAL: readonly Option[] = [
  opt('apartment', 'Apartment'),
  opt('villa', 'Villa'),
  opt('townhouse', 'Townhouse'),
  opt('penthouse', 'Penthouse'),
  opt('duplex', 'Duplex'),
  opt('triplex', 'Triplex'),
  opt('hotel-apartment', 'Hotel Apartment'),
  opt('bungalow', 'Bungalow'),
  opt('mansion', 'Mansion'),
  opt('compound', 'Compound'),
  opt('full-floor', 'Full Floor'),
  opt('half-floor', 'Half Floor'),
  opt('loft', 'Loft'),
  opt('building', 'Whole Building'),
  opt('bulk-units', 'Bulk Units'),
  opt('plot', 'Residential Plot'),
];

const SHORT_TERM: readonly Option[] = RESIDENTIAL.filter((o) =>
  ['apartment', 'villa', 'townhouse', 'penthouse', 'duplex', 'hotel-apartment', 'bungalow', 'loft'].includes(o.slug),
);

const COMMERCIAL: readonly Option[] = [
  opt('office', 'Office'),
  opt('retail', 'Retail'),
  opt('shop', 'Shop'),
  opt('showroom', 'Showroom'),
  opt('warehouse', 'Warehouse'),
  opt('factory', 'Factory'),
  opt('labour-camp', 'Labour Camp'),
  opt('staff-accommodation', 'Staff Accommodation'),
  opt('restaurant', 'Restaurant'),
  opt('clinic', 'Clinic'),
  opt('hotel', 'Hotel'),
  opt('building', 'Whole Building'),
  opt('full-floor', 'Full Floor'),
  opt('bulk-units', 'Bulk Units'),
  opt('business-centre', 'Business Centre'),
  opt('co-working', 'Co-working Space'),
  opt('plot', 'Commercial Plot'),
];

const OFF_PLAN: readonly Option[] = [
  opt('apartment', 'Apartment'),
  opt('villa', 'Villa'),
  opt('townhouse', 'Townhouse'),
  opt('penthouse', 'Penthouse'),
  opt('duplex', 'Duplex'),
  opt('triplex', 'Triplex'),
  opt('hotel-apartment', 'Hotel Apartment'),
  opt('serviced-apartment', 'Serviced Apartment'),
  opt('branded-residence', 'Branded Residence'),
  opt('mansion', 'Mansion'),
  opt('loft', 'Loft'),
  opt('full-floor', 'Full Floor'),
  opt('bulk-units', 'Bulk Units'),
  opt('plot', 'Plot'),
  opt('office', 'Office'),
  opt('retail', 'Retail'),
];

const INTERNATIONAL: readonly Option[] = [
  opt('apartment', 'Apartment'),
  opt('villa', 'Villa'),
  opt('townhouse', 'Townhouse'),
  opt('penthouse', 'Penthouse'),
  opt('duplex', 'Duplex'),
  opt('house', 'House'),
  opt('bungalow', 'Bungalow'),
  opt('branded-residence', 'Branded Residence'),
  opt('plot', 'Plot'),
];

/** Property types a root's filter bar offers, as `type-{slug}` values with English labels. */
export const PROPERTY_TYPES: Readonly<Record<ListingRootKey, readonly Option[]>> = {
  sale: RESIDENTIAL,
  rent: RESIDENTIAL,
  'short-term': SHORT_TERM,
  'commercial-sale': COMMERCIAL,
  'commercial-rent': COMMERCIAL,
  'off-plan-properties': OFF_PLAN,
  'off-plan-projects': OFF_PLAN,
  international: INTERNATIONAL,
  auction: RESIDENTIAL,
  'commercial-auction': COMMERCIAL,
};

/** Completion options (`completion-{slug}`), as the search's index compares them. */
export const COMPLETION_OPTIONS: readonly Option[] = [opt('ready', 'Ready to Move'), opt('off-plan', 'Off Plan')];
/** The other completion list (projects): the same slugs, labelled Off Plan and Completed. */
export const PROJECT_COMPLETION_OPTIONS: readonly Option[] = [opt('off-plan', 'Off Plan'), opt('ready', 'Completed')];

/** Features a search can require (`with-{slugs}`): the slugs the CMS seed gives properties. */
export const FEATURES: readonly Option[] = [
  opt('pool', 'Swimming Pool'),
  opt('gym', 'Gym'),
  opt('balcony', 'Balcony'),
  opt('maids-room', "Maid's Room"),
  opt('parking', 'Parking'),
  opt('sea-view', 'Sea View'),
  opt('furnished', 'Furnished'),
  opt('pets-allowed', 'Pets Allowed'),
  opt('private-garden', 'Private Garden'),
  opt('study', 'Study'),
];
