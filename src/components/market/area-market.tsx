import React, { useId } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { formatDay, formatNumber, formatPercent } from '@brokerage/core/lib/format';
import { quarterLabel } from '@brokerage/core/market/chart';
import { chartKey, type AreaMarketPage } from '@brokerage/core/market/page';
import { MIN_FOR_MEDIAN, type HistoryRow } from '@brokerage/core/market/view';
import { MARKET_TYPES } from '@brokerage/core/market/values';
import { perUnit } from '@brokerage/core/property/area-units';
import { useCurrency } from '../currency/currency-context';
import { useMoney } from '../currency/price';
import { useAreaUnit } from '../property/area-unit-context';
import { roomsText, typeText } from './market-text';
import { SalesTable } from './sales-table';
import { MarketTable } from './market-table';

export type AreaMarketProps = {
  market: AreaMarketPage;
  /** The area's name in the page's language. */
  area: string;
  locale: LocaleCode;
  /** The area's sale listing page, which holds the price history (linked from the rent page). */
  salePath?: string;
};

/** The price history as a table: each quarter's median and sales, flats and villas. */
function HistoryTable({ history, area, locale }: { history: readonly HistoryRow[]; area: string; locale: LocaleCode }) {
  const { unit } = useAreaUnit();
  const money = useMoney(locale);
  const types = MARKET_TYPES.filter((type) => history.some((row) => row.sales[type] > 0));
  const caption = t(locale, unit === 'sqm' ? 'market.table.caption.sqm' : 'market.table.caption.sqft', { area });
  return (
    <MarketTable
      caption={caption}
      after={<p className="small text-body-secondary">{t(locale, 'market.table.note', { min: MIN_FOR_MEDIAN })}</p>}
    >
      <thead>
        <tr>
          <td />
          {types.map((type) => (
            <th key={type} scope="colgroup" colSpan={2} className="text-center">
              {typeText(type, locale, 'many')}
            </th>
          ))}
        </tr>
        <tr>
          <th scope="col">{t(locale, 'market.table.quarter')}</th>
          {types.map((type) => (
            <React.Fragment key={type}>
              <th scope="col" className="text-end">
                {t(locale, 'market.table.median')}
              </th>
              <th scope="col" className="text-end">
                {t(locale, 'market.table.sales')}
              </th>
            </React.Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...history].reverse().map((row) => (
          <tr key={row.quarter}>
            <th scope="row" className="fw-normal text-nowrap">
              {quarterLabel(row.quarter, locale)}
            </th>
            {types.map((type) => {
              const q = row[type];
              return (
                <React.Fragment key={type}>
                  <td className="text-end text-nowrap">{q ? money(perUnit(q.p50, unit)) : '—'}</td>
                  <td className="text-end">{formatNumber(row.sales[type], locale)}</td>
                </React.Fragment>
              );
            })}
          </tr>
        ))}
      </tbody>
    </MarketTable>
  );
}

/**
 * What homes in an area really sold and rented for, from the Dubai Land Department: on its
 * sale page the price history (a chart drawn at build, in the visitor's currency and unit,
 * with its table), the latest sales and the buildings that sold most; on both pages the
 * rents by bedrooms with their gross yields. Every figure is in the built HTML.
 */
export default function AreaMarket({ market, area, locale, salePath }: AreaMarketProps) {
  const id = useId();
  const { unit } = useAreaUnit();
  const { currency } = useCurrency();
  const money = useMoney(locale);
  const chart = market.charts?.[chartKey(currency, unit)] ?? market.charts?.['AED-sqft'];
  const salesSource = t(locale, 'market.source.sales', { date: formatDay(market.salesTo, locale) });
  const rentsSource = market.rentsTo
    ? t(locale, 'market.source.rents', { date: formatDay(market.rentsTo, locale) })
    : '';
  const buildingsCaption = t(locale, 'market.buildings.caption', { date: formatDay(market.salesTo, locale) });
  const rentsCaption = t(locale, 'market.rents.caption', {
    date: market.rentsTo ? formatDay(market.rentsTo, locale) : '',
    salesDate: formatDay(market.salesTo, locale),
  });
  return (
    <section id="market" className="market mt-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h3">
        {t(locale, 'market.heading', { area })}
      </h2>
      <p className="text-body-secondary">{t(locale, 'market.intro')}</p>

      {chart ? (
        <figure className="market-figure mb-4" aria-labelledby={`${id}-history`}>
          <h3 id={`${id}-history`} className="h5">
            {t(locale, unit === 'sqm' ? 'market.history.sqm' : 'market.history.sqft')}
          </h3>
          {/* SVG drawn at build (packages/core/src/market/chart.ts): the browser only picks the currency and unit. */}
          <div className="market-chart-box" dangerouslySetInnerHTML={{ __html: chart }} />
          <figcaption className="small text-body-secondary">{salesSource}</figcaption>
          <details className="mt-2">
            <summary>{t(locale, 'market.table.toggle')}</summary>
            <HistoryTable history={market.history} area={area} locale={locale} />
          </details>
        </figure>
      ) : null}

      {market.recent.length ? (
        <div className="mb-4">
          <h3 className="h5">{t(locale, 'market.recent.heading', { area })}</h3>
          <SalesTable sales={market.recent} caption={salesSource} locale={locale} />
        </div>
      ) : null}

      {market.buildings.length ? (
        <div className="mb-4">
          <h3 className="h5">{t(locale, 'market.buildings.heading')}</h3>
          <MarketTable caption={buildingsCaption}>
            <thead>
              <tr>
                <th scope="col">{t(locale, 'market.col.building')}</th>
                <th scope="col" className="text-end">
                  {t(locale, 'market.col.salesYear')}
                </th>
                <th scope="col" className="text-end">
                  {t(locale, unit === 'sqm' ? 'market.col.perUnit.sqm' : 'market.col.perUnit.sqft')}
                </th>
              </tr>
            </thead>
            <tbody>
              {market.buildings.map((b) => (
                <tr key={b.name}>
                  <th scope="row" className="fw-normal" dir="auto" translate="no">
                    {b.name}
                  </th>
                  <td className="text-end">{formatNumber(b.sales, locale)}</td>
                  <td className="text-end text-nowrap">{money(perUnit(b.perSqft, unit))}</td>
                </tr>
              ))}
            </tbody>
          </MarketTable>
        </div>
      ) : null}

      {market.rents.length ? (
        <div className="mb-4">
          <h3 className="h5">{t(locale, 'market.rents.heading', { area })}</h3>
          <MarketTable caption={rentsCaption}>
            <thead>
              <tr>
                <th scope="col">{t(locale, 'market.col.type')}</th>
                <th scope="col">{t(locale, 'market.col.rooms')}</th>
                <th scope="col" className="text-end">
                  {t(locale, 'market.col.rent')}
                </th>
                <th scope="col" className="text-end">
                  {t(locale, 'market.col.contracts')}
                </th>
                <th scope="col" className="text-end">
                  {t(locale, 'market.col.medianPrice')}
                </th>
                <th scope="col" className="text-end">
                  {t(locale, 'market.col.yield')}
                </th>
              </tr>
            </thead>
            <tbody>
              {market.rents.map((r) => (
                <tr key={`${r.type}-${r.rooms}`}>
                  <td>{typeText(r.type, locale)}</td>
                  <td>{roomsText(r.rooms, locale)}</td>
                  <td className="text-end text-nowrap">{money(r.rent.p50)}</td>
                  <td className="text-end">{formatNumber(r.rent.n, locale)}</td>
                  <td className="text-end text-nowrap">{r.price ? money(r.price.p50) : '—'}</td>
                  <td className="text-end">{r.grossYield === null ? '—' : formatPercent(r.grossYield, locale, 1)}</td>
                </tr>
              ))}
            </tbody>
          </MarketTable>
          <p className="small text-body-secondary">
            {t(locale, 'market.table.note', { min: MIN_FOR_MEDIAN })} {rentsSource}
          </p>
        </div>
      ) : null}

      {market.root === 'rent' && salePath ? (
        <p>
          <a href={`${salePath}#market`}>{t(locale, 'market.soldLink', { area })}</a>
        </p>
      ) : null}
    </section>
  );
}
