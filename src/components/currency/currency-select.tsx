import React from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { CURRENCIES } from '../../lib/currency';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';
import { useCurrency } from './currency-context';

export type CurrencySelectProps = { locale: LocaleCode };

/** The header's currency dropdown; the choice re-prices every price on the page at once. */
export function CurrencySelect({ locale }: CurrencySelectProps) {
  const { currency, setCurrency } = useCurrency();
  return (
    <Dropdown align="end" onSelect={(key) => key && setCurrency(key as (typeof CURRENCIES)[number]['value'])}>
      {/* Named "Currency: AED": what the control is, and what it shows (WCAG 2.5.3, label in name). */}
      <Dropdown.Toggle variant="link" size="sm" className="text-reset text-decoration-none">
        <span className="visually-hidden">{t(locale, 'header.currency')}: </span>
        {currency}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {CURRENCIES.map((option) => (
          <Dropdown.Item key={option.value} eventKey={option.value} active={option.value === currency}>
            {option.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
