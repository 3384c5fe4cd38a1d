import React, { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { SORT_ORDERS, type SearchFilter, type SortOrder } from '@brokerage/core/search/filter';
import {
  AREA_SQFT,
  COMPLETION_OPTIONS,
  FEATURES,
  PROJECT_COMPLETION_OPTIONS,
  MAX_BEDROOMS,
  MIN_BEDROOMS,
  PROPERTY_TYPES,
  bedroomRange,
  bedroomSelection,
  maxPriceBound,
  priceOptionLabel,
  priceOptionsFor,
  MORE_BEDROOMS,
  type MaxBedroomsValue,
} from '@brokerage/core/search/options';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { rootKind, typeListUse } from '@brokerage/core/search/roots';
import { isRentPeriod, rootPeriods, searchPeriod } from '@brokerage/core/search/periods';
import { propertyTypeName } from '@brokerage/core/i18n/property-types';
import { LazyDropdown } from '../ui/lazy-dropdown';

export type FilterBarProps = { filter: SearchFilter; locale: LocaleCode; onChange: (next: SearchFilter) => void };

const num = (value: string) => (value === '' ? null : Number(value));

/** Price, bedrooms, type and sort; every change becomes a new search URL (page 1). */
export function FilterBar({ filter: current, locale, onChange }: FilterBarProps) {
  const id = useId();
  // The URL is the source of truth, but navigating to it is asynchronous: until the new URL
  // renders, show the visitor's last choice and build the next change on it, so two quick
  // changes never drop the first.
  const [pending, setPending] = useState<{ from: SearchFilter; next: SearchFilter } | null>(null);
  const filter = pending?.from === current ? pending.next : current;
  const prices = priceOptionsFor(filter);
  const periods = rootPeriods(filter.root);
  const beds = bedroomSelection(filter.bedrooms);
  // Residential and commercial lists both offer plots: each names its own.
  const typeUse = typeListUse(filter.root);
  const change = (patch: Partial<SearchFilter>) => {
    const next = { ...filter, ...patch, page: 1 };
    setPending({ from: current, next });
    onChange(next);
  };
  const field = (
    key: string,
    label: string,
    value: string,
    options: { value: string; label: string }[],
    onSelect: (v: string) => void,
    columns = 'col-6 col-md',
  ) => (
    <Form.Group className={columns} controlId={`${id}-${key}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onSelect(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  const any = { value: '', label: t(locale, 'filter.any') };
  const sqftOptions = [any, ...AREA_SQFT.map((v) => ({ value: String(v), label: v.toLocaleString('en') }))];
  return (
    <form
      className="row g-2 align-items-end mb-4"
      aria-label={t(locale, 'listing.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      {/* Where a root reads rents in several periods (holiday homes: night, week, month), the
          visitor picks one; the price lists follow it, so a change clears the prices. */}
      {periods.length > 1
        ? field(
            'period',
            t(locale, 'filter.period'),
            searchPeriod(filter) ?? '',
            periods.map((p) => ({ value: p, label: t(locale, `filter.period.${p}`) })),
            (v) => change({ period: isRentPeriod(v) ? v : null, price: { min: null, max: null } }),
          )
        : null}
      {field(
        'min-price',
        t(locale, 'filter.minPrice'),
        String(filter.price.min ?? ''),
        [any, ...prices.min.map((v) => ({ value: String(v), label: priceOptionLabel(v, filter, 'min', locale) }))],
        (v) => change({ price: { ...filter.price, min: num(v) } }),
      )}
      {field(
        'max-price',
        t(locale, 'filter.maxPrice'),
        String(filter.price.max ?? ''),
        [any, ...prices.max.map((v) => ({ value: String(v), label: priceOptionLabel(v, filter, 'max', locale) }))],
        (v) => change({ price: { ...filter.price, max: maxPriceBound(num(v), filter) } }),
      )}
      {!rootKind(filter.root).bedroomFilter ? null : (
        <>
          {field(
            'min-beds',
            t(locale, 'filter.minBeds'),
            String(beds.min ?? ''),
            [
              any,
              ...MIN_BEDROOMS.map((b) => ({
                value: String(b.value),
                label: b.value === 0 ? t(locale, 'studio') : b.label,
              })),
            ],
            (v) => change({ bedrooms: bedroomRange(num(v), beds.max) }),
          )}
          {field(
            'max-beds',
            t(locale, 'filter.maxBeds'),
            String(beds.max ?? ''),
            [
              any,
              ...MAX_BEDROOMS.map((b) => ({
                value: String(b.value),
                label: b.value === MORE_BEDROOMS ? t(locale, 'filter.moreBeds', { count: 8 }) : b.label,
              })),
            ],
            (v) =>
              change({
                bedrooms: bedroomRange(
                  beds.min,
                  v === '' ? null : v === MORE_BEDROOMS ? MORE_BEDROOMS : (Number(v) as MaxBedroomsValue),
                ),
              }),
          )}
        </>
      )}
      {field('min-sqft', t(locale, 'filter.minSqft'), String(filter.floor.min ?? ''), sqftOptions, (v) =>
        change({ floor: { ...filter.floor, min: num(v) } }),
      )}
      {field('max-sqft', t(locale, 'filter.maxSqft'), String(filter.floor.max ?? ''), sqftOptions, (v) =>
        change({ floor: { ...filter.floor, max: num(v) } }),
      )}
      {rootKind(filter.root).completionFilter
        ? field(
            'completion',
            t(locale, 'filter.completion'),
            filter.completion ?? '',
            [
              any,
              ...(filter.root === 'off-plan-properties' ? COMPLETION_OPTIONS : PROJECT_COMPLETION_OPTIONS).map((o) => ({
                value: o.slug,
                label: t(
                  locale,
                  o.slug === 'ready'
                    ? filter.root === 'off-plan-properties'
                      ? 'completion.ready'
                      : 'completion.completed'
                    : 'completion.offPlan',
                ),
              })),
            ],
            (v) => change({ completion: v || null }),
          )
        : null}
      {field(
        'type',
        t(locale, 'filter.type'),
        filter.type ?? '',
        [
          any,
          ...PROPERTY_TYPES[filter.root].map((o) => ({
            value: o.slug,
            label: propertyTypeName(o.slug, locale, typeUse) ?? o.label,
          })),
        ],
        (v) => change({ type: v || null }),
      )}
      <div className="col-6 col-md">
        <LazyDropdown
          autoClose="outside"
          variant="outline-secondary"
          size="sm"
          toggleClassName="w-100"
          menuClassName="p-2"
          toggle={
            <>
              {t(locale, 'filter.features')}
              {filter.mustInclude.length ? ` (${filter.mustInclude.length})` : ''}
            </>
          }
        >
          {() =>
            FEATURES.map((feature) => (
              <Form.Check
                key={feature.slug}
                id={`${id}-feature-${feature.slug}`}
                label={t(locale, `feature.${feature.slug}` as StringKey)}
                checked={filter.mustInclude.includes(feature.slug)}
                onChange={(e) =>
                  change({
                    mustInclude: e.target.checked
                      ? [...filter.mustInclude, feature.slug]
                      : filter.mustInclude.filter((slug) => slug !== feature.slug),
                  })
                }
              />
            ))
          }
        </LazyDropdown>
      </div>
      {field(
        'sort',
        t(locale, 'filter.sort'),
        filter.sort,
        SORT_ORDERS.map((s) => ({ value: s, label: t(locale, `sort.${s}`) })),
        (v) => onChange({ ...filter, sort: v as SortOrder, page: 1 }),
        // As wide as its longest order ("Price per sq ft: low to high"), not cut off.
        'col-12 col-sm-6 col-md-auto',
      )}
    </form>
  );
}
