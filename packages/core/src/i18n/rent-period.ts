import type { LocaleCode } from './locales';
import { t } from './strings';

const PER = {
  yearly: 'per.yearly',
  monthly: 'per.monthly',
  weekly: 'per.weekly',
  daily: 'per.daily',
} as const;

/**
 * What follows a rent in a site language ("/ year", "/ mois"); null for a sale (no period)
 * and a period the vocabulary does not know. One rule for cards, property pages and their
 * descriptions.
 * @example rentPeriodText('monthly', 'fr') // '/ mois'
 */
export function rentPeriodText(period: string | null | undefined, locale: LocaleCode): string | null {
  const key = period ? PER[period as keyof typeof PER] : undefined;
  return key ? t(locale, key) : null;
}
