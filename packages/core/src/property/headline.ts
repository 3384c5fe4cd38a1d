import type { PropertyDetails } from '../cms/property-details';
import type { IndexEntry } from '../search/index-entry';
import type { LocaleCode } from '../i18n/locales';
import { propertyHeadline, type HeadlineFacts } from '../i18n/property-headline';
import { areaNameIn } from '../search/areas-file';
import { listingKind } from '../search/roots';
import { t } from '../i18n/strings';
import { rentPeriodText } from '../i18n/rent-period';
import { formatMoney } from '../lib/format';
import { formatArea } from './area-units';

/** What both a property page and a search card know of a listing, for its headline. */
type Titled = {
  title: string;
  /** A project's own name, when the CMS has it. */
  project?: string | null;
  department: string | null;
  bedrooms: number | null;
  type: string;
  areaName: string;
  areaNames?: Partial<Record<LocaleCode, string>>;
};

/** A listing's project name, where its kind is a project or a unit in one (and the CMS has it). */
function projectOf(listing: { project?: string | null; department: string | null }): string | null {
  const kind = listingKind(listing.department);
  return (kind.namedProject || kind.inProject) && listing.project ? listing.project : null;
}

/**
 * A listing's title in a language: English keeps the CMS title; the other languages the
 * headline built from its data (type, bedrooms where its kind has them, purpose, the area's
 * name in that language). A project (titled by its name) is called by its own name, and an
 * international one is placed in its project and area; without a project name in the CMS,
 * a project keeps its CMS title. The one rule for pages and cards.
 */
function titleIn(listing: Titled, purpose: HeadlineFacts['purpose'], locale: LocaleCode): string {
  const kind = listingKind(listing.department);
  if (locale === 'en') return listing.title;
  const project = projectOf(listing);
  // Listings from before the CMS had project names keep their title.
  if ((kind.namedProject || kind.inProject) && !project) return listing.title;
  if (kind.namedProject) return project!;
  let area = areaNameIn(listing.areaNames, listing.areaName, locale);
  if (project) area = t(locale, 'project.inArea', { project, area });
  const bedrooms = kind.bedroomFilter ? listing.bedrooms : null;
  return propertyHeadline({ bedrooms, type: listing.type, purpose, area }, locale);
}

/** What a listing's headline says it is offered for: at auction, for sale, for a short let or for rent. */
function purposeOf(department: string | null, forSale: boolean): HeadlineFacts['purpose'] {
  if (listingKind(department).auction) return 'auction';
  if (department === 'short_term') return 'short-term';
  return forSale ? 'sale' : 'rent';
}

/**
 * The proper names in a listing's title, which no language translates (its project's name):
 * pages mark them `translate="no"`.
 */
export const properNames = (listing: { project?: string | null; department: string | null }): string[] => {
  const project = projectOf(listing);
  return project ? [project] : [];
};

/**
 * A property as its page shows it in a language: the title of `titleIn`, used for the
 * title, heading, JSON-LD and breadcrumb, and the description in the page's language where
 * the CMS has one, else the English one.
 */
export function inLanguage(p: PropertyDetails, locale: LocaleCode): PropertyDetails {
  if (locale === 'en') return p;
  const own = p.localizedParagraphs[locale];
  const described = own?.length ? { ...p, paragraphs: own, paragraphsLang: locale } : p;
  const title = titleIn(p, purposeOf(p.department, p.forSale), locale);
  // The CMS's alternative texts are English: the photos are named from the localized title.
  const count = p.images.length;
  const images = p.images.map((image, i) => ({
    ...image,
    alt: t(locale, 'property.photo', { title, n: i + 1, count }),
  }));
  return { ...described, title, images };
}

/**
 * A property's summary in its page's language, for the meta description and JSON-LD: the
 * description's first paragraph when it is in that language, else one sentence from its
 * data (title, price in AED and rent period, size), never the English text.
 * @example summaryIn(inLanguage(p, 'ru'), 'ru') // 'Вилла с 4 спальнями в аренду в Аль Барше: AED 420 000 / год, 4 200 кв. футов.'
 */
export function summaryIn(p: PropertyDetails, locale: LocaleCode): string | null {
  if (p.paragraphsLang === locale) return p.paragraphs[0]?.slice(0, 155) ?? null;
  const period = rentPeriodText(p.rentPeriod, locale);
  return t(locale, 'property.summary', {
    title: p.title,
    price: formatMoney(p.price, 'AED', locale),
    period: period ? ` ${period}` : '',
    size: p.floor ? formatArea(p.floor, 'sqft', locale) : '',
  }).replace(/[,،] \.$/, '.');
}

/**
 * A search result's title in a language: the same as its property page's (`titleIn`), its
 * purpose read from the card (a rent period, or none for a sale).
 * @example cardTitle({ ...entry, bedrooms: 2, type: 'villa', rentPeriod: null, areaName: 'Palm Jumeirah', areaNames: { ar: 'نخلة جميرا' } }, 'ar') // 'فيلا بغرفتي نوم للبيع في نخلة جميرا'
 */
export function cardTitle(entry: IndexEntry, locale: LocaleCode): string {
  return titleIn(entry, purposeOf(entry.department, !entry.rentPeriod), locale);
}
