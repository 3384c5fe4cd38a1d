import type { PropertyDetails } from '../cms/property-details';
import type { IndexEntry } from '../search/index-entry';
import type { LocaleCode } from '../i18n/locales';
import { propertyHeadline, type HeadlineFacts } from '../i18n/property-headline';
import { areaNameIn } from '../search/areas-file';
import { listingKind } from '../search/roots';

/** What both a property page and a search card know of a listing, for its headline. */
type Titled = {
  title: string;
  department: string | null;
  bedrooms: number | null;
  type: string;
  areaName: string;
  areaNames?: Partial<Record<LocaleCode, string>>;
};

/**
 * A listing's title in a language: English and projects (titled by their name) keep the
 * CMS title; the other languages the headline built from its data (type, bedrooms where its
 * kind has them, purpose, the area's name in that language). The one rule for pages and cards.
 */
function titleIn(listing: Titled, purpose: HeadlineFacts['purpose'], locale: LocaleCode): string {
  const kind = listingKind(listing.department);
  if (locale === 'en' || kind.namedProject) return listing.title;
  const bedrooms = kind.bedroomFilter ? listing.bedrooms : null;
  const area = areaNameIn(listing.areaNames, listing.areaName, locale);
  return propertyHeadline({ bedrooms, type: listing.type, purpose, area }, locale);
}

/**
 * A property as its page shows it in a language: the title of `titleIn`, used for the
 * title, heading, JSON-LD and breadcrumb, and the description in the page's language where
 * the CMS has one, else the English one.
 */
export function inLanguage(p: PropertyDetails, locale: LocaleCode): PropertyDetails {
  if (locale === 'en') return p;
  const own = p.localizedParagraphs[locale];
  const described = own?.length ? { ...p, paragraphs: own, paragraphsLang: locale } : p;
  const purpose = p.forSale ? 'sale' : p.department === 'short_term' ? 'short-term' : 'rent';
  return { ...described, title: titleIn(p, purpose, locale) };
}

/**
 * A search result's title in a language: the same as its property page's (`titleIn`), its
 * purpose read from the card (a rent period, or none for a sale).
 * @example cardTitle({ ...entry, bedrooms: 2, type: 'villa', rentPeriod: null, areaName: 'Palm Jumeirah', areaNames: { ar: 'نخلة جميرا' } }, 'ar') // 'فيلا بغرفتي نوم للبيع في نخلة جميرا'
 */
export function cardTitle(entry: IndexEntry, locale: LocaleCode): string {
  const purpose = entry.department === 'short_term' ? 'short-term' : entry.rentPeriod ? 'rent' : 'sale';
  return titleIn(entry, purpose, locale);
}
