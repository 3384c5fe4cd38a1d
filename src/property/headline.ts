import type { PropertyDetails } from '../cms/property-details';
import type { IndexEntry } from '../search/index-entry';
import type { LocaleCode } from '../i18n/locales';
import { propertyHeadline } from '../i18n/property-headline';
import { areaNameIn } from '../search/areas-file';
import { listingKind } from '../search/roots';

/**
 * A property as its page shows it in a language: English pages and projects (titled by
 * their name) keep the CMS title, the other languages title it with the headline built from its data (type, bedrooms, purpose,
 * the area's name in that language), used for the title, heading, JSON-LD and breadcrumb.
 */
export function inLanguage(p: PropertyDetails, locale: LocaleCode): PropertyDetails {
  if (locale === 'en') return p;
  // The description in the page's language where the CMS has one, else the English one.
  const own = p.localizedParagraphs[locale];
  const described = own?.length ? { ...p, paragraphs: own, paragraphsLang: locale } : p;
  if (listingKind(p.department).namedProject) return described;
  const purpose = p.forSale ? 'sale' : p.department === 'short_term' ? 'short-term' : 'rent';
  const bedrooms = listingKind(p.department).bedroomFilter ? p.bedrooms : null;
  const area = areaNameIn(p.areaNames, p.areaName, locale);
  return { ...described, title: propertyHeadline({ bedrooms, type: p.type, purpose, area }, locale) };
}

/**
 * A search result's title in a language: English keeps the CMS title, the other languages
 * the same headline as the property's page (the card's type, bedrooms, purpose and area).
 * @example cardTitle({ ...entry, bedrooms: 2, type: 'villa', rentPeriod: null, areaName: 'Palm Jumeirah', areaNames: { ar: 'نخلة جميرا' } }, 'ar') // 'فيلا بغرفتي نوم للبيع في نخلة جميرا'
 */
export function cardTitle(entry: IndexEntry, locale: LocaleCode): string {
  if (locale === 'en' || listingKind(entry.department).namedProject) return entry.title;
  const purpose = entry.department === 'short_term' ? 'short-term' : entry.rentPeriod ? 'rent' : 'sale';
  const bedrooms = listingKind(entry.department).bedroomFilter ? entry.bedrooms : null;
  const area = areaNameIn(entry.areaNames, entry.areaName, locale);
  return propertyHeadline({ bedrooms, type: entry.type, purpose, area }, locale);
}
