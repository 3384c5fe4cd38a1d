/** Currencies a visitor can see prices in; AED is the default and the CMS's currency. */
export type CurrencyCode = 'AED' | 'EUR' | 'GBP' | 'USD';

export type CurrencyOption = { value: CurrencyCode; label: string };

export const CURRENCIES: readonly CurrencyOption[] = [
  { value: 'AED', label: 'UAE Dirhams - AED' },
  { value: 'EUR', label: 'Euros - EUR' },
  { value: 'GBP', label: 'Pound Sterling - GBP' },
  { value: 'USD', label: 'US Dollars - USD' },
];

export const DEFAULT_CURRENCY: CurrencyCode = 'AED';

/** localStorage key the chosen currency is kept under (spec: `currency`). */
export const CURRENCY_STORAGE_KEY = 'currency';

/**
 * Units of each currency per one pound sterling, from the mid-market rates of
 * 2 November 2026 (the AED is pegged at 3.6725 per USD). Embedded on purpose: a static
 * site shows the same conversion to every visitor, and the label says it is indicative.
 */
export const RATES_DATE = '2026-11-02';
export const GBP_RATES: Readonly<Record<CurrencyCode, number>> = {
  GBP: 1,
  USD: 1.315,
  EUR: 1.138,
  AED: 1.315 * 3.6725,
};

/** The currency a stored value names, or AED for anything else (old or tampered values). */
export function parseCurrency(value: unknown): CurrencyCode {
  const code = typeof value === 'string' ? value : (value as { value?: unknown } | null)?.value;
  return CURRENCIES.some((c) => c.value === code) ? (code as CurrencyCode) : DEFAULT_CURRENCY;
}

/**
 * An AED amount in another currency, through the GBP-based table, rounded to whole units.
 * @example convertFromAed(1_000_000, 'USD') // 272294
 */
export function convertFromAed(amountAed: number, to: CurrencyCode): number {
  if (to === 'AED') return Math.round(amountAed);
  return Math.round((amountAed / GBP_RATES.AED) * GBP_RATES[to]);
}
