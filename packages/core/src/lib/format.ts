/** Intl locale tags for number formatting; Arabic pages keep Latin digits, as Dubai portals do. */
const NUMBER_LOCALE: Record<string, string> = {
  en: 'en-AE',
  ar: 'ar-AE-u-nu-latn',
  fr: 'fr-FR',
  ru: 'ru-RU',
  pl: 'pl-PL',
};

/**
 * A whole amount of money in a currency, formatted for a site language.
 * @example formatMoney(1250000, 'AED', 'en') // 'AED 1,250,000'
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? 'en-AE', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

/**
 * A count formatted for a site language.
 * @example formatNumber(12500, 'en') // '12,500'
 */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? 'en-AE', { maximumFractionDigits: 0 }).format(value);
}

/**
 * A rating with one decimal, formatted for a site language (0 stays "0").
 * @example formatRating(4.8, 'fr') // '4,8'
 */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? 'en-AE', { maximumFractionDigits: 1 }).format(value);
}

const compact = (locale: string, currency?: string) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? 'en-AE', {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
  });
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/**
 * A short form without directional marks: ICU versions differ on the right-to-left mark
 * they put before an Arabic compact number (Node's had one where Chromium's had none),
 * so a page rendered at build did not match the browser's (React's hydration error #418).
 * The page's direction sets the text's; the number needs no mark of its own.
 */
const plainShort = (s: string) => plainSpaces(s).replace(/[\u200e\u200f\u061c]/g, '');

/**
 * A price in short form for a site language, one decimal at most: thousands, millions and
 * billions as that language abbreviates them (Intl's compact notation).
 * @example shortNumber(1_250_000, 'en') // '1.3M'
 * @example shortNumber(1_500_000, 'ru') // '1,5 млн'
 */
export function shortNumber(value: number, locale: string): string {
  return plainShort(compact(locale).format(value));
}

/**
 * An amount of money in short form for a site language, with the currency's code.
 * @example shortMoney(200_000, 'AED', 'en') // 'AED 200K'
 * @example shortMoney(200_000, 'AED', 'pl') // '200 tys. AED'
 */
export function shortMoney(amount: number, currency: string, locale: string): string {
  return plainShort(compact(locale, currency).format(amount));
}

/**
 * A moment as a Dubai clock shows it (Gulf Standard Time, every visitor alike), with its
 * date, for a site language; an unreadable value gives ''.
 * @example formatDubaiDateTime('2026-12-10T07:00:00.000Z', 'en') // '10 Dec 2026, 11:00'
 */
export function formatDubaiDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return plainSpaces(
    new Intl.DateTimeFormat(NUMBER_LOCALE[locale] ?? 'en-AE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Dubai',
    }).format(time),
  );
}

/**
 * A fraction as a percentage for a site language, with `digits` decimals.
 * @example formatPercent(0.07, 'en', 1) // '7.0%'
 * @example formatPercent(0.12, 'fr') // '12 %'
 */
export function formatPercent(value: number, locale: string, digits = 0): string {
  return plainShort(
    new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? 'en-AE', {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value),
  );
}

/**
 * A calendar day (`YYYY-MM-DD`, no time of day) for a site language.
 * @example formatDay('2026-10-30', 'en') // '30 Oct 2026'
 */
export function formatDay(isoDay: string, locale: string): string {
  return plainShort(
    new Intl.DateTimeFormat(NUMBER_LOCALE[locale] ?? 'en-AE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${isoDay}T00:00:00Z`),
    ),
  );
}
