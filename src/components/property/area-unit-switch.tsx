import React from 'react';
import { AREA_UNITS, formatArea, perUnit, pricePerArea, type AreaUnit } from '@brokerage/core/property/area-units';
import { useMoney } from '../currency/price';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { useAreaUnit } from './area-unit-context';

/** An amount per unit of size as the page's language writes it: "AED 2,194 / sq ft". */
const perAreaText = (locale: LocaleCode, unit: AreaUnit, price: string) =>
  t(locale, unit === 'sqm' ? 'perArea.sqm' : 'perArea.sqft', { price });

/** A floor area (sq ft from the CMS) in the visitor's unit. */
export function AreaSize({ sqft, locale }: { sqft: number; locale: LocaleCode }) {
  const { unit } = useAreaUnit();
  return <span data-sqft={sqft}>{formatArea(sqft, unit, locale)}</span>;
}

/**
 * A price (AED) per unit of a floor area (sq ft), in the visitor's unit and currency:
 * "AED 2,194 / sq ft"; nothing without a price or a size.
 */
export function PricePerArea({ aed, sqft, locale }: { aed: number; sqft: number | null; locale: LocaleCode }) {
  const { unit } = useAreaUnit();
  const money = useMoney(locale);
  const per = pricePerArea(aed, sqft, unit);
  if (per === null) return null;
  return <span data-price-per-area>{perAreaText(locale, unit, money(per))}</span>;
}

/** An owner's yearly service charge per unit of size, in the visitor's unit and currency. */
export function ServiceCharge({ perSqft, locale }: { perSqft: number; locale: LocaleCode }) {
  const { unit } = useAreaUnit();
  const money = useMoney(locale);
  return <>{t(locale, 'perArea.perYear', { amount: perAreaText(locale, unit, money(perUnit(perSqft, unit))) })}</>;
}

/** Two toggle buttons, sq ft and m²; the choice is remembered for every page. */
export function AreaUnitSwitch({ locale }: { locale: LocaleCode }) {
  const { unit, setUnit } = useAreaUnit();
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={t(locale, 'unit.label')}>
      {AREA_UNITS.map((option) => (
        <button
          key={option}
          type="button"
          className={`btn ${option === unit ? 'btn-dark' : 'btn-outline-dark'}`}
          aria-pressed={option === unit}
          onClick={() => setUnit(option)}
        >
          {t(locale, option === 'sqm' ? 'unit.sqm' : 'unit.sqft')}
        </button>
      ))}
    </div>
  );
}
