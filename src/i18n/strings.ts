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
] as const;

type KeysOf<D> = D extends { en: Record<infer K, string> } ? K : never;
export type StringKey = KeysOf<(typeof DICTIONARIES)[number]>;

const STRINGS = Object.fromEntries(
  (['en', 'ar', 'fr', 'ru', 'pl'] as const).map((code) => [
    code,
    Object.assign({}, ...DICTIONARIES.map((d) => d[code])),
  ]),
) as Record<LocaleCode, Record<StringKey, string>>;

/**
 * A UI string in a language, with `{name}` placeholders filled in.
 * @example t('fr', 'resultsCount', { count: 3 }) // '3 biens'
 */
export function t(locale: LocaleCode, key: StringKey, values: Record<string, string | number> = {}): string {
  const template = STRINGS[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
