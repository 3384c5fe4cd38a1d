import React from 'react';
import { convertFromAed } from '../../lib/currency';
import { formatMoney } from '../../lib/format';
import type { LocaleCode } from '../../i18n/locales';
import { useCurrency } from './currency-context';

export type PriceProps = { aed: number; locale: LocaleCode; className?: string };

/** An amount from the CMS (AED) as text in the visitor's chosen currency: `money(aed)`. */
export function useMoney(locale: LocaleCode): (aed: number) => string {
  const { currency } = useCurrency();
  return (aed) => formatMoney(convertFromAed(aed, currency), currency, locale);
}

/** A price from the CMS (AED) in the visitor's chosen currency. */
export function Price({ aed, locale, className }: PriceProps) {
  const money = useMoney(locale);
  return (
    <span className={className} data-price-aed={aed}>
      {money(aed)}
    </span>
  );
}
