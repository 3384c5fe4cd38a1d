import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CURRENCIES, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, parseCurrency, type CurrencyCode } from '../../lib/currency';

type CurrencyState = { currency: CurrencyCode; setCurrency: (code: CurrencyCode) => void };

const CurrencyContext = createContext<CurrencyState>({ currency: DEFAULT_CURRENCY, setCurrency: () => undefined });

function readStored(): CurrencyCode {
  try {
    const raw = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return parseCurrency(raw ? JSON.parse(raw) : null);
  } catch {
    return DEFAULT_CURRENCY; // storage refused or a value that is not JSON
  }
}

/**
 * The visitor's currency for every price on the page. Pages are pre-rendered in AED; the
 * stored choice (localStorage `currency`, `{ value, label }`) applies after hydration and
 * follows changes made in other tabs.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<CurrencyCode>(DEFAULT_CURRENCY);

  useEffect(() => {
    setState(readStored());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CURRENCY_STORAGE_KEY) setState(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setCurrency = useCallback((code: CurrencyCode) => {
    setState(code);
    const option = CURRENCIES.find((c) => c.value === code);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, JSON.stringify(option));
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page view.
    }
  }, []);

  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}
