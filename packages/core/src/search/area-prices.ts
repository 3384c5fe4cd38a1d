import type { IndexEntry } from './index-entry';
import { comparablePrice } from './periods';
import { medianPricePerSqft } from '../property/area-units';

type Median = { median: number; count: number };

/** What an area's listings cost per square foot: to buy, and to rent (a year), as medians. */
export type AreaPrices = { sale: Median | null; rent: Median | null };

/** Fewer listings than this say nothing of an area's market: no median is shown. */
export const MIN_LISTINGS_FOR_MEDIAN = 3;

/**
 * The median price per square foot of an area's current listings for sale and for rent
 * (rents as paid in a year, whatever their period), each from at least
 * MIN_LISTINGS_FOR_MEDIAN listings with a size; null when the area has neither.
 * @example areaPrices(saleEntries, rentEntries, 'dubai-marina') // { sale: { median: 2150, count: 12 }, rent: { median: 140, count: 9 } }
 */
export function areaPrices(sale: readonly IndexEntry[], rent: readonly IndexEntry[], area: string): AreaPrices | null {
  const of = (entries: readonly IndexEntry[]) => {
    const found = medianPricePerSqft(
      entries.filter((e) => e.area === area).map((e) => ({ price: comparablePrice(e), floor: e.floor })),
    );
    return found && found.count >= MIN_LISTINGS_FOR_MEDIAN ? found : null;
  };
  const prices = { sale: of(sale), rent: of(rent) };
  return prices.sale || prices.rent ? prices : null;
}
