import React, { useCallback } from 'react';
import { convertFromAed } from '@brokerage/core/lib/currency';
import { formatMoney, shortMoney } from '@brokerage/core/lib/format';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { useCurrency } from './currency-context';

export type PriceProps = { aed: number; locale: LocaleCode; className?: string };

/**
 * An amount from the CMS (AED) as text in the visitor's chosen currency: `money(aed)`;
 * `short` for a map's labels ("AED 1.2M").
 */
export function useMoney(locale: LocaleCode, { short = false } = {}): (aed: number) => string {
  const { currency } = useCurrency();
  return useCallback(
    (aed: number) => (short ? shortMoney : formatMoney)(convertFromAed(aed, currency), currency, locale),
    [currency, locale, short],
  );
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
