import React from 'react';
import { CURRENCIES } from '@brokerage/core/lib/currency';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { HeaderMenu } from '../header/header-menu';
import { useCurrency } from './currency-context';

export type CurrencySelectProps = { locale: LocaleCode };

/** The header's currency dropdown; the choice re-prices every price on the page at once. */
export function CurrencySelect({ locale }: CurrencySelectProps) {
  const { currency, setCurrency } = useCurrency();
  return (
    <HeaderMenu
      onSelect={(key) => key && setCurrency(key as (typeof CURRENCIES)[number]['value'])}
      // Named "Currency: AED": what the control is, and what it shows (WCAG 2.5.3, label in name).
      toggle={
        <>
          <span className="visually-hidden">{t(locale, 'header.currency')}: </span>
          {currency}
        </>
      }
    >
      {(Item) =>
        CURRENCIES.map((option) => (
          <Item key={option.value} eventKey={option.value} active={option.value === currency}>
            {option.label}
          </Item>
        ))
      }
    </HeaderMenu>
  );
}
