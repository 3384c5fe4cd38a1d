import type { LocaleCode } from './locales';
import { common } from './dictionaries/common';
import { header } from './dictionaries/header';
import { listing } from './dictionaries/listing';
import { features } from './dictionaries/features';
import { property } from './dictionaries/property';
import { searchHeading } from './dictionaries/search-heading';
import { footer } from './dictionaries/footer';
import { cookie } from './dictionaries/cookie';
import { whatsapp } from './dictionaries/whatsapp';
import { search } from './dictionaries/search';
import { forms } from './dictionaries/forms';
import { sections } from './dictionaries/sections';
import { amenities } from './dictionaries/amenities';
import { propertyTools } from './dictionaries/property-tools';
import { propertyTypes } from './dictionaries/property-types';
import { terms } from './dictionaries/terms';
import { auction } from './dictionaries/auction';
import { explore } from './dictionaries/explore';
import { alerts } from './dictionaries/alerts';
import { market } from './dictionaries/market';

// Each area of the UI keeps its strings in its own dictionary; add new ones here.
const DICTIONARIES = [
  common,
  header,
  footer,
  cookie,
  whatsapp,
  search,
  listing,
  searchHeading,
  features,
  property,
  forms,
  sections,
  amenities,
  propertyTools,
  propertyTypes,
  terms,
  auction,
  explore,
  alerts,
  market,
] as const;

type KeysOf<D> = D extends { en: Record<infer K, string> } ? K : never;
export type StringKey = KeysOf<(typeof DICTIONARIES)[number]>;
/** One language's UI strings. */
export type StringTable = Record<StringKey, string>;

/**
 * Every language's UI strings, for the build, server-side rendering, Functions and tests.
 * The browser bundle gets `string-tables.browser.ts` instead (plugins/site-strings), which
 * holds only the languages it has fetched: a page downloads its own language's strings.
 */
export const STRING_TABLES: Partial<Record<LocaleCode, StringTable>> = Object.fromEntries(
  (['en', 'ar', 'fr', 'ru', 'pl'] as const).map((code) => [
    code,
    Object.assign({}, ...DICTIONARIES.map((d) => d[code])) as StringTable,
  ]),
);

/** Makes a language's strings available: here they all are already. */
export function loadStrings(locale: LocaleCode): Promise<void> {
  void locale;
  return Promise.resolve();
}
