import type { PropertyDetails } from '../cms/property-details';
import type { LocaleCode } from '../i18n/locales';
import { propertyHeadline } from '../i18n/property-headline';
import { areaNameIn } from '../search/areas-file';
import { listingKind } from '../search/roots';

/**
 * A property as its page shows it in a language: English pages keep the CMS title, the
 * other languages title it with the headline built from its data (type, bedrooms, purpose,
 * the area's name in that language), used for the title, heading, JSON-LD and breadcrumb.
 */
export function inLanguage(p: PropertyDetails, locale: LocaleCode): PropertyDetails {
  if (locale === 'en') return p;
  const purpose = p.forSale ? 'sale' : p.department === 'short_term' ? 'short-term' : 'rent';
  const bedrooms = listingKind(p.department).bedroomFilter ? p.bedrooms : null;
  const area = areaNameIn(p.areaNames, p.areaName, locale);
  return { ...p, title: propertyHeadline({ bedrooms, type: p.type, purpose, area }, locale) };
}
