import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import type { MarketType, RoomsKey } from '@brokerage/core/market/values';

/** A bedroom group as a table cell: "Studio", "2", "5+"; a dash where the DLD does not say. */
export const roomsText = (rooms: RoomsKey, locale: LocaleCode): string =>
  rooms === 'studio' ? t(locale, 'studio') : rooms === 'other' ? '—' : rooms;

/** A type's name: one ("Flat"), many as a heading ("Flats") or mid-sentence ("flats"). */
export const typeText = (type: MarketType, locale: LocaleCode, form: 'one' | 'many' | 'inline' = 'one'): string =>
  t(locale, form === 'one' ? `market.one.${type}` : form === 'many' ? `market.type.${type}` : `market.types.${type}`);
