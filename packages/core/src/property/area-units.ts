import { t } from '../i18n/strings';
import type { LocaleCode } from '../i18n/locales';
import { formatNumber } from '../lib/format';

/** Floor-area units a visitor can choose; the CMS and the search filters work in sq ft. */
export type AreaUnit = 'sqft' | 'sqm';

export const AREA_UNITS: readonly AreaUnit[] = ['sqft', 'sqm'];
export const DEFAULT_AREA_UNIT: AreaUnit = 'sqft';
/** localStorage key the chosen unit is kept under, next to `currency`. */
export const AREA_UNIT_STORAGE_KEY = 'areaUnit';
/** One international foot is exactly 0.3048 m, so a square foot is 0.09290304 m². */
export const SQM_PER_SQFT = 0.09290304;

/** A stored or typed unit, anything else falling back to sq ft. */
export function parseAreaUnit(value: unknown): AreaUnit {
  return value === 'sqm' ? 'sqm' : DEFAULT_AREA_UNIT;
}

/**
 * An area in sq ft expressed in a unit, rounded to a whole number.
 * @example areaIn(1000, 'sqm') // 93
 */
export function areaIn(sqft: number, unit: AreaUnit): number {
  return Math.round(unit === 'sqm' ? sqft * SQM_PER_SQFT : sqft);
}

/**
 * Square metres as square feet (for a visitor typing in sq m), rounded to a whole number.
 * @example sqmToSqft(93) // 1001
 */
export function sqmToSqft(sqm: number): number {
  return Math.round(sqm / SQM_PER_SQFT);
}

/**
 * A floor area for display in a unit and a site language.
 * @example formatArea(1200, 'sqm', 'en') // '111 m²'
 */
export function formatArea(sqft: number, unit: AreaUnit, locale: LocaleCode): string {
  return t(locale, unit === 'sqm' ? 'sqm' : 'sqft', { count: formatNumber(areaIn(sqft, unit), locale) });
}

/**
 * A price per unit of floor area, rounded to a whole number; null without a price or a size.
 * @example pricePerArea(2_000_000, 1000, 'sqft') // 2000
 * @example pricePerArea(2_000_000, 1000, 'sqm') // 21528
 */
export function pricePerArea(price: number, sqft: number | null, unit: AreaUnit): number | null {
  if (!price || !sqft || sqft <= 0) return null;
  return perUnit(price / sqft, unit);
}

/**
 * A price per square foot as a price per unit, rounded to a whole number.
 * @example perUnit(2000, 'sqm') // 21528
 */
export function perUnit(perSqft: number, unit: AreaUnit): number {
  return Math.round(unit === 'sqm' ? perSqft / SQM_PER_SQFT : perSqft);
}

/**
 * The median of the prices per square foot of listings (those with a price and a size), and
 * how many there were; null for none.
 * @example medianPricePerSqft([{ price: 1e6, floor: 1000 }, { price: 3e6, floor: 1000 }, { price: 2e6, floor: null }]) // { median: 2000, count: 2 }
 */
export function medianPricePerSqft(
  listings: readonly { price: number; floor: number | null }[],
): { median: number; count: number } | null {
  const values = listings
    .map((l) => pricePerArea(l.price, l.floor, 'sqft'))
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  const middle = values.length >> 1;
  const median = values.length % 2 ? values[middle]! : Math.round((values[middle - 1]! + values[middle]!) / 2);
  return { median, count: values.length };
}
