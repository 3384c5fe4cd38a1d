import React, { useId } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { perUnit } from '@brokerage/core/property/area-units';
import type { AreaPrices } from '@brokerage/core/search/area-prices';
import { useMoney } from '../currency/price';
import { useAreaUnit } from '../property/area-unit-context';

/**
 * What an area's homes cost per unit of floor area (the visitor's unit and currency): the
 * median of its current listings to buy and to rent, found at build (area-prices.ts).
 */
export function AreaPriceSummary({ prices, area, locale }: { prices: AreaPrices; area: string; locale: LocaleCode }) {
  const id = useId();
  const { unit } = useAreaUnit();
  const format = useMoney(locale);
  const money = (perSqft: number) => format(perUnit(perSqft, unit));
  const lines = [
    prices.sale && t(locale, 'perArea.medianSale', { price: money(prices.sale.median) }),
    prices.rent && t(locale, 'perArea.medianRent', { price: money(prices.rent.median) }),
  ].filter(Boolean);
  return (
    <section className="area-prices border rounded p-3 mb-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6 mb-1">
        {t(locale, unit === 'sqm' ? 'perArea.medianTitle.sqm' : 'perArea.medianTitle.sqft', { area })}
      </h2>
      <p className="mb-0">{lines.join(' · ')}</p>
    </section>
  );
}
