import { CURRENCIES, type CurrencyCode } from '../lib/currency';
import type { LocaleCode } from '../i18n/locales';
import { AREA_UNITS, type AreaUnit } from '../property/area-units';
import { priceHistorySvg } from './chart';
import type { AreaFigures } from './figures';
import { areaMarket, type AreaMarket } from './view';

/** A chart's variant: the currency and unit it is drawn in. */
export type ChartKey = `${CurrencyCode}-${AreaUnit}`;
export const chartKey = (currency: CurrencyCode, unit: AreaUnit): ChartKey => `${currency}-${unit}`;

/**
 * What an area's listing page shows of the market: on the sale page the price history (its
 * chart drawn at build in every currency and unit a visitor can choose, so the browser only
 * picks one), the latest sales, the buildings and the rents; on the rent page the rents.
 */
export type AreaMarketPage = AreaMarket & {
  root: 'sale' | 'rent';
  /** The chart in each currency and unit; null on the rent page or without a price history. */
  charts: Partial<Record<ChartKey, string>> | null;
};

/** An area's market section for its sale or rent listing page, in a language. */
export function areaMarketPage(
  figures: AreaFigures,
  { root, locale, area }: { root: 'sale' | 'rent'; locale: LocaleCode; area: string },
): AreaMarketPage {
  const market = areaMarket(figures);
  if (root === 'rent') return { ...market, root, history: [], recent: [], buildings: [], charts: null };
  const charts: Partial<Record<ChartKey, string>> = {};
  for (const { value: currency } of CURRENCIES) {
    for (const unit of AREA_UNITS) {
      const svg = priceHistorySvg(market.history, { locale, unit, currency, area });
      if (svg) charts[chartKey(currency, unit)] = svg;
    }
  }
  return { ...market, root, charts: Object.keys(charts).length ? charts : null };
}
