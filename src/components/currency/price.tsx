import React from 'react';
import { convertFromAed } from '../../lib/currency';
import { formatMoney } from '../../lib/format';
import type { LocaleCode } from '../../i18n/locales';
import { useCurrency } from './currency-context';

export type PriceProps = { aed: number; locale: LocaleCode; className?: string };

/** A price from the CMS (AED) in the visitor's chosen currency. */
export function Price({ aed, locale, className }: PriceProps) {
  const { currency } = useCurrency();
  return (
    <span className={className} data-price-aed={aed}>
      {formatMoney(convertFromAed(aed, currency), currency, locale)}
    </span>
  );
}
