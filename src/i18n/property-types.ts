import type { LocaleCode } from './locales';

// Plural property-type names for search headings ("2 bedroom apartments for sale ...").
// Order: en, ar, fr, ru, pl.
const PLURALS: Record<string, [string, string, string, string, string]> = {
  apartment: ['apartments', 'شقق', 'appartements', 'квартиры', 'apartamenty'],
  villa: ['villas', 'فلل', 'villas', 'виллы', 'wille'],
  townhouse: ['townhouses', 'تاون هاوس', 'maisons de ville', 'таунхаусы', 'domy szeregowe'],
  penthouse: ['penthouses', 'بنتهاوس', 'penthouses', 'пентхаусы', 'penthouse’y'],
  duplex: ['duplexes', 'شقق دوبلكس', 'duplex', 'дуплексы', 'dupleksy'],
  triplex: ['triplexes', 'شقق تريبلكس', 'triplex', 'триплексы', 'tripleksy'],
  'hotel-apartment': [
    'hotel apartments',
    'شقق فندقية',
    'appartements hôteliers',
    'гостиничные апартаменты',
    'apartamenty hotelowe',
  ],
  'serviced-apartment': [
    'serviced apartments',
    'شقق مخدومة',
    'appartements avec services',
    'сервисные апартаменты',
    'apartamenty z obsługą',
  ],
  'branded-residence': [
    'branded residences',
    'مساكن ذات علامة تجارية',
    'résidences de marque',
    'брендовые резиденции',
    'rezydencje markowe',
  ],
  bungalow: ['bungalows', 'بنغلات', 'bungalows', 'бунгало', 'bungalowy'],
  mansion: ['mansions', 'قصور', 'demeures', 'особняки', 'rezydencje'],
  house: ['houses', 'منازل', 'maisons', 'дома', 'domy'],
  compound: ['compounds', 'مجمعات سكنية', 'résidences fermées', 'жилые комплексы', 'osiedla zamknięte'],
  'full-floor': ['full floors', 'طوابق كاملة', 'étages complets', 'целые этажи', 'całe piętra'],
  'half-floor': ['half floors', 'أنصاف طوابق', 'demi-étages', 'полуэтажи', 'półpiętra'],
  loft: ['lofts', 'لوفتات', 'lofts', 'лофты', 'lofty'],
  building: ['whole buildings', 'مبانٍ كاملة', 'immeubles entiers', 'здания целиком', 'całe budynki'],
  'bulk-units': ['bulk units', 'وحدات بالجملة', 'lots de lots', 'пакеты объектов', 'pakiety lokali'],
  plot: ['plots', 'أراضٍ', 'terrains', 'участки', 'działki'],
  office: ['offices', 'مكاتب', 'bureaux', 'офисы', 'biura'],
  retail: ['retail units', 'محلات تجزئة', 'locaux commerciaux', 'торговые помещения', 'lokale handlowe'],
  shop: ['shops', 'متاجر', 'boutiques', 'магазины', 'sklepy'],
  showroom: ['showrooms', 'صالات عرض', 'showrooms', 'шоурумы', 'salony wystawowe'],
  warehouse: ['warehouses', 'مستودعات', 'entrepôts', 'склады', 'magazyny'],
  factory: ['factories', 'مصانع', 'usines', 'заводы', 'fabryki'],
  'labour-camp': ['labour camps', 'سكن عمال', 'logements ouvriers', 'рабочие городки', 'hotele pracownicze'],
  'staff-accommodation': [
    'staff accommodation',
    'سكن موظفين',
    'logements du personnel',
    'жильё для персонала',
    'kwatery dla pracowników',
  ],
  restaurant: ['restaurants', 'مطاعم', 'restaurants', 'рестораны', 'restauracje'],
  clinic: ['clinics', 'عيادات', 'cliniques', 'клиники', 'kliniki'],
  hotel: ['hotels', 'فنادق', 'hôtels', 'отели', 'hotele'],
  'business-centre': ['business centres', 'مراكز أعمال', 'centres d’affaires', 'бизнес-центры', 'centra biznesowe'],
  'co-working': [
    'co-working spaces',
    'مساحات عمل مشتركة',
    'espaces de coworking',
    'коворкинги',
    'przestrzenie coworkingowe',
  ],
};

const ORDER: LocaleCode[] = ['en', 'ar', 'fr', 'ru', 'pl'];

/**
 * A property type's plural name in a site language, for search headings; undefined for a
 * type without one (the heading then falls back to the slug).
 * @example propertyTypePlural('villa', 'fr') // 'villas'
 */
export function propertyTypePlural(slug: string | null, locale: LocaleCode): string | undefined {
  return slug ? PLURALS[slug]?.[ORDER.indexOf(locale)] : undefined;
}

/** Type slugs with plural names, for tests. */
export const PLURAL_TYPE_SLUGS = Object.keys(PLURALS);
