import type { Range, SearchFilter } from './filter';
import type { ListingRootKey } from './roots';

/** How often a rent is paid: the CMS's `rent_period`. */
export type RentPeriod = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** The URL word of each period (`per-night`...). */
export const PERIOD_WORDS: Readonly<Record<RentPeriod, string>> = {
  daily: 'night',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

const PER_YEAR: Readonly<Record<RentPeriod, number>> = { daily: 365, weekly: 52, monthly: 12, yearly: 1 };

/**
 * The periods a root's prices can be read in, its default first: holiday homes by the
 * night, week or month; long lets by the year or month; sales have none.
 */
const ROOT_PERIODS: Readonly<Partial<Record<ListingRootKey, readonly RentPeriod[]>>> = {
  rent: ['yearly', 'monthly'],
  'commercial-rent': ['yearly', 'monthly'],
  'short-term': ['daily', 'weekly', 'monthly'],
};

export const isRentPeriod = (value: unknown): value is RentPeriod =>
  typeof value === 'string' && Object.hasOwn(PER_YEAR, value);

/** The periods a root offers, its default first; none for a sale root. */
export function rootPeriods(root: ListingRootKey): readonly RentPeriod[] {
  return ROOT_PERIODS[root] ?? [];
}

/**
 * The period a search reads its prices in: the one it names, else its root's default;
 * null for a sale root.
 * @example searchPeriod(emptyFilter('short-term')) // 'daily'
 */
export function searchPeriod(filter: Pick<SearchFilter, 'root' | 'period'>): RentPeriod | null {
  const periods = rootPeriods(filter.root);
  return filter.period && periods.includes(filter.period) ? filter.period : (periods[0] ?? null);
}

/**
 * A listing's price on one scale for every period, so that searches compare and sort rents
 * paid by the night, week, month or year alike: a rent as paid in a year, a sale price as
 * it is. One rule for the browser's search, its core and the build.
 * @example comparablePrice({ price: 800, rentPeriod: 'daily' }) // 292000
 */
export function comparablePrice(listing: { price: number; rentPeriod: string | null }): number {
  return isRentPeriod(listing.rentPeriod) ? listing.price * PER_YEAR[listing.rentPeriod] : listing.price;
}

/**
 * A comparable price (`comparablePrice`) as paid in a search's period: what a map label
 * says, so that a nightly search reads prices a night. Sales: as it is.
 * @example priceInPeriod(292000, { root: 'short-term', period: null }) // 800
 */
export function priceInPeriod(comparable: number, filter: Pick<SearchFilter, 'root' | 'period'>): number {
  const period = searchPeriod(filter);
  return period ? Math.round(comparable / PER_YEAR[period]) : comparable;
}

/**
 * A search's price range on the comparable scale: its bounds, read in the search's period,
 * as paid in a year (sales: as they are).
 * @example comparableRange({ ...emptyFilter('short-term'), price: { min: 500, max: null } }) // { min: 182500, max: null }
 */
export function comparableRange(filter: Pick<SearchFilter, 'root' | 'period' | 'price'>): Range {
  const period = searchPeriod(filter);
  const factor = period ? PER_YEAR[period] : 1;
  const scale = (n: number | null) => (n === null ? null : n * factor);
  return { min: scale(filter.price.min), max: scale(filter.price.max) };
}
