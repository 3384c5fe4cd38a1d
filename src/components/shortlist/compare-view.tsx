import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { cardTitle } from '@brokerage/core/property/headline';
import { COMPARE_MIN, differs } from '@brokerage/core/property/compare';
import { perUnit, pricePerArea } from '@brokerage/core/property/area-units';
import { propertyTypeName } from '@brokerage/core/i18n/property-types';
import { rentPeriodText } from '@brokerage/core/i18n/rent-period';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { SHORTLIST_PATH } from '@brokerage/core/property/shortlist';
import { Price } from '../currency/price';
import { AreaSize, PricePerArea, ServiceCharge } from '../property/area-unit-switch';
import { useAreaUnit } from '../property/area-unit-context';
import { useCards } from '../listing/use-search-index';
import { ShareButton } from '../property/share-button';
import { CardPhoto } from '../listing/card-photo';

type Row = {
  label: StringKey;
  /** What the row compares, per property (null: not known). */
  value: (p: IndexEntry) => unknown;
  /** How a known value reads. */
  show: (p: IndexEntry) => ReactNode;
};

const isSale = (p: IndexEntry) => !p.rentPeriod && !p.auction;

function rows(locale: LocaleCode, unit: 'sqft' | 'sqm'): Row[] {
  return [
    {
      label: 'compare.price',
      value: (p) => [p.price, p.rentPeriod],
      show: (p) => (
        <>
          <Price aed={p.price} locale={locale} />
          {p.rentPeriod ? ` ${rentPeriodText(p.rentPeriod, locale) ?? ''}` : null}
        </>
      ),
    },
    {
      label: 'compare.pricePerArea',
      value: (p) => (isSale(p) ? pricePerArea(p.price, p.floor, unit) : null),
      show: (p) => <PricePerArea aed={p.price} sqft={p.floor} locale={locale} />,
    },
    {
      label: 'property.bedrooms',
      value: (p) => p.bedrooms,
      show: (p) => (p.bedrooms === 0 ? t(locale, 'studio') : String(p.bedrooms)),
    },
    { label: 'property.bathrooms', value: (p) => p.bathrooms || null, show: (p) => String(p.bathrooms) },
    {
      label: 'property.size',
      value: (p) => p.floor || null,
      show: (p) => <AreaSize sqft={p.floor!} locale={locale} />,
    },
    {
      label: 'property.type',
      value: (p) => p.type || null,
      show: (p) => propertyTypeName(p.type, locale) ?? p.type.replace(/-/g, ' '),
    },
    {
      label: 'compare.area',
      value: (p) => p.area,
      show: (p) => <span dir="auto">{areaNameIn(p.areaNames, p.areaName, locale)}</span>,
    },
    {
      label: 'property.completion',
      value: (p) => (p.completion === 'ready' ? 'ready' : p.completion ? (p.completionDate ?? 'off_plan') : null),
      show: (p) =>
        p.completion === 'ready' ? t(locale, 'property.ready') : (p.completionDate ?? t(locale, 'completion.offPlan')),
    },
    {
      label: 'property.serviceCharge',
      value: (p) => (p.serviceCharge ? perUnit(p.serviceCharge, unit) : null),
      show: (p) => <ServiceCharge perSqft={p.serviceCharge!} locale={locale} />,
    },
    {
      label: 'compare.amenities',
      value: (p) => (p.features.length ? p.features : null),
      show: (p) => p.features.map((f) => t(locale, `feature.${f}` as StringKey)).join(', '),
    },
  ];
}

/**
 * Two to four properties side by side, from the shortlist or a shared link
 * (`/shortlist/?compare=12,34`): photo, price, price per size, rooms, size, type, area,
 * completion and amenities, each row that is not the same for all marked "Differs".
 */
export function CompareView({ ids, locale }: { ids: readonly number[]; locale: LocaleCode }) {
  const { unit } = useAreaUnit();
  const shown = useCards(ids);
  const lang = getLocale(locale);
  const back = (
    <Link to={localizePath(SHORTLIST_PATH, lang)} className="btn btn-link px-0">
      {t(locale, 'compare.back')}
    </Link>
  );
  if (shown.failed) return <p role="alert">{t(locale, 'compare.failed')}</p>;
  if (!shown.cards) return <p role="status">{t(locale, 'compare.loading')}</p>;
  const found = shown.cards.filter((card) => card !== null);
  const gone = found.length < shown.cards.length;
  if (found.length < COMPARE_MIN)
    return (
      <>
        {gone ? <p className="alert alert-info">{t(locale, 'compare.gone')}</p> : null}
        <p role="alert">{t(locale, 'compare.tooFew')}</p>
        {back}
      </>
    );

  const table = rows(locale, unit)
    .map((row) => ({ row, values: found.map(row.value) }))
    .filter(({ values }) => values.some((v) => v !== null));
  return (
    <>
      {gone ? <p className="alert alert-info">{t(locale, 'compare.gone')}</p> : null}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        {back}
        <ShareButton title={t(locale, 'compare.title')} label={t(locale, 'compare.share')} locale={locale} />
      </div>
      <p className="text-body-secondary small">{t(locale, 'compare.differsNote')}</p>
      <div className="table-responsive compare-table">
        <table className="table align-top">
          <caption className="visually-hidden">{t(locale, 'compare.title')}</caption>
          <thead>
            <tr>
              <td />
              {found.map((p) => (
                <th key={p.id} scope="col">
                  {p.image ? (
                    <CardPhoto image={p.image} className="compare-table__photo rounded mb-2" sizes="240px" alt="" />
                  ) : null}
                  <span className="d-block" dir="auto">
                    {p.path ? (
                      <Link to={localizePath(p.path, lang)}>{cardTitle(p, locale)}</Link>
                    ) : (
                      cardTitle(p, locale)
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map(({ row, values }) => {
              const different = differs(values);
              return (
                <tr key={row.label} className={different ? 'compare-table__differs' : undefined}>
                  <th scope="row">
                    {t(locale, row.label)}
                    {different ? (
                      <span className="badge text-bg-warning d-block mt-1 fw-normal">
                        {t(locale, 'compare.differs')}
                      </span>
                    ) : null}
                  </th>
                  {found.map((p, k) => (
                    <td key={p.id}>{values[k] === null ? '—' : row.show(p)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
