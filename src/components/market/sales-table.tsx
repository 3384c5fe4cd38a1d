import React from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { formatDay } from '@brokerage/core/lib/format';
import type { RecentSale } from '@brokerage/core/market/figures';
import { MarketTable } from './market-table';
import { formatArea, pricePerArea } from '@brokerage/core/property/area-units';
import { useMoney } from '../currency/price';
import { useAreaUnit } from '../property/area-unit-context';
import { roomsText, typeText } from './market-text';

type SalesTableProps = {
  sales: readonly RecentSale[];
  caption: string;
  locale: LocaleCode;
  /** Whether to name each sale's type (not where every sale is of one type and bedrooms). */
  types?: boolean;
};

/**
 * Registered sales as a table: date, type, bedrooms, size, price and price per unit of
 * size (the visitor's unit and currency), building or project.
 */
export function SalesTable({ sales, caption, locale, types = true }: SalesTableProps) {
  const { unit } = useAreaUnit();
  const money = useMoney(locale);
  return (
    <MarketTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t(locale, 'market.col.date')}</th>
          {types ? <th scope="col">{t(locale, 'market.col.type')}</th> : null}
          {types ? <th scope="col">{t(locale, 'market.col.rooms')}</th> : null}
          <th scope="col" className="text-end">
            {t(locale, 'market.col.size')}
          </th>
          <th scope="col" className="text-end">
            {t(locale, 'market.col.price')}
          </th>
          <th scope="col" className="text-end">
            {t(locale, unit === 'sqm' ? 'market.col.perUnit.sqm' : 'market.col.perUnit.sqft')}
          </th>
          <th scope="col">{t(locale, 'market.col.building')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale, i) => (
          <tr key={`${sale.date}-${i}`}>
            <td className="text-nowrap">
              {formatDay(sale.date, locale)}
              {sale.offPlan ? (
                <span className="badge text-bg-light border ms-1">{t(locale, 'market.offPlan')}</span>
              ) : null}
            </td>
            {types ? <td>{typeText(sale.type, locale)}</td> : null}
            {types ? <td>{roomsText(sale.rooms, locale)}</td> : null}
            <td className="text-end text-nowrap">{formatArea(sale.sqft, unit, locale)}</td>
            <td className="text-end text-nowrap" data-price-aed={sale.price}>
              {money(sale.price)}
            </td>
            <td className="text-end text-nowrap">{money(pricePerArea(sale.price, sale.sqft, unit) ?? 0)}</td>
            <td dir="auto" translate="no">
              {sale.building || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </MarketTable>
  );
}
