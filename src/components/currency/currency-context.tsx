import React, { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStoredChoice } from '../../hooks/use-stored-choice';
import {
  CURRENCIES,
  CURRENCY_STORAGE_KEY,
  DEFAULT_CURRENCY,
  parseCurrency,
  type CurrencyCode,
} from '@brokerage/core/lib/currency';

type CurrencyState = { currency: CurrencyCode; setCurrency: (code: CurrencyCode) => void };

const CurrencyContext = createContext<CurrencyState>({ currency: DEFAULT_CURRENCY, setCurrency: () => undefined });

// Stored as `{ value, label }`; a value that is not JSON reads as the default.
const readCurrency = (raw: string | null): CurrencyCode => parseCurrency(raw ? JSON.parse(raw) : null);
const writeCurrency = (code: CurrencyCode) => JSON.stringify(CURRENCIES.find((c) => c.value === code));

/**
 * The visitor's currency for every price on the page. Pages are pre-rendered in AED; the
 * stored choice (localStorage `currency`, `{ value, label }`) applies after hydration and
 * follows changes made in other tabs.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrency] = useStoredChoice(CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, readCurrency, writeCurrency);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}
