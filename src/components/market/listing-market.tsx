import React, { useId } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { formatDay, formatNumber, formatPercent } from '@brokerage/core/lib/format';
import { againstMedian, MIN_FOR_MEDIAN, type ListingMarket as Market } from '@brokerage/core/market/view';
import { perUnit, pricePerArea } from '@brokerage/core/property/area-units';
import { useMoney } from '../currency/price';
import { useAreaUnit } from '../property/area-unit-context';
import { typeText } from './market-text';
import { SalesTable } from './sales-table';

export type ListingMarketProps = {
  market: Market;
  /** The listing's asking price (AED) and size (sq ft). */
  price: number;
  sqft: number | null;
  /** The area's name in the page's language. */
  area: string;
  locale: LocaleCode;
};

/** Within this fraction of the median, a price is "in line with" it rather than above or below. */
const LEVEL = 0.02;

/** Where the listing's price per unit of size sits against the area's median of the twelve months, or why it cannot say. */
function Comparison({ market, price, sqft, area, locale }: ListingMarketProps) {
  const { unit } = useAreaUnit();
  const money = useMoney(locale);
  const types = typeText(market.type, locale, 'inline');
  const date = formatDay(market.salesTo, locale);
  const own = pricePerArea(price, sqft, 'sqft');
  // Without a size there is no price per unit to compare.
  if (own === null) return null;
  if (!market.median) {
    return (
      <p className="market-compare">
        {t(locale, 'market.compare.tooFew', {
          count: formatNumber(market.typeSales, locale),
          types,
          area,
          date,
          min: MIN_FOR_MEDIAN,
        })}
      </p>
    );
  }
  const difference = againstMedian(own, market.median.p50);
  const key = Math.abs(difference) < LEVEL ? 'level' : difference > 0 ? 'above' : 'below';
  return (
    <>
      <p className="market-compare">
        {t(locale, `market.compare.${key}`, {
          price: t(locale, unit === 'sqm' ? 'perArea.sqm' : 'perArea.sqft', { price: money(perUnit(own, unit)) }),
          percent: formatPercent(Math.abs(difference), locale),
          median: t(locale, unit === 'sqm' ? 'perArea.sqm' : 'perArea.sqft', {
            price: money(perUnit(market.median.p50, unit)),
          }),
          group: t(locale, market.comparedWith === 'all' ? 'market.compare.group.all' : 'market.compare.group.rooms', {
            types,
          }),
          area,
          date,
          count: formatNumber(market.median.n, locale),
        })}
      </p>
      {market.comparedWith === 'all' && market.rooms !== 'other' ? (
        <p className="small text-body-secondary">
          {t(locale, 'market.compare.fewRooms', {
            count: formatNumber(market.sales, locale),
            min: MIN_FOR_MEDIAN,
            types,
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * "Recent sales nearby" on a property for sale: the area's registered sales of the same type
 * and bedrooms, and where the listing's price per unit of size sits against their median of
 * the twelve months (saying so plainly when there are too few to tell).
 */
export default function ListingMarket(props: ListingMarketProps) {
  const id = useId();
  const { market, area, locale } = props;
  const types = typeText(market.type, locale, 'inline');
  const source = t(locale, 'market.source.sales', { date: formatDay(market.salesTo, locale) });
  return (
    <section className="market mt-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {t(locale, 'market.nearby.heading')}
      </h2>
      <Comparison {...props} />
      {market.nearby.length ? (
        <SalesTable
          sales={market.nearby}
          caption={t(locale, 'market.nearby.intro', { types, area })}
          locale={locale}
          types={false}
        />
      ) : (
        <p>{t(locale, 'market.nearby.none', { types, area })}</p>
      )}
      <p className="small text-body-secondary">{source}</p>
    </section>
  );
}
