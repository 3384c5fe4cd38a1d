import type { LocaleCode } from './locales';
import { lookup } from './strings';

/**
 * A property type's plural name in a site language, for search headings; undefined for a
 * type without one (the heading then falls back to the slug). The names are UI strings
 * (dictionaries/property-types.ts): a page carries only its own language's.
 * @example propertyTypePlural('villa', 'fr') // 'villas'
 */
export function propertyTypePlural(slug: string | null, locale: LocaleCode): string | undefined {
  return slug ? lookup(locale, `types.${slug}`) : undefined;
}

/**
 * A property type's name in a site language (the filter bar's options, a property's type
 * fact); undefined for a type the vocabulary does not know.
 * `use` picks the qualified name where the residential and commercial lists both offer a type.
 * @example propertyTypeName('villa', 'ru') // 'Вилла'
 * @example propertyTypeName('plot', 'fr', 'commercial') // 'Terrain commercial'
 */
export function propertyTypeName(
  slug: string | null,
  locale: LocaleCode,
  use?: 'residential' | 'commercial',
): string | undefined {
  if (!slug) return undefined;
  return (use && lookup(locale, `type.${slug}.${use}`)) || lookup(locale, `type.${slug}`);
}
