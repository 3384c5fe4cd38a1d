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

// Singular names, for the filter bar's type list and a property's type. Order: en, ar, fr, ru, pl.
const SINGULARS: Record<string, [string, string, string, string, string]> = {
  apartment: ['Apartment', 'شقة', 'Appartement', 'Квартира', 'Mieszkanie'],
  villa: ['Villa', 'فيلا', 'Villa', 'Вилла', 'Willa'],
  townhouse: ['Townhouse', 'تاون هاوس', 'Maison de ville', 'Таунхаус', 'Dom szeregowy'],
  penthouse: ['Penthouse', 'بنتهاوس', 'Penthouse', 'Пентхаус', 'Penthouse'],
  duplex: ['Duplex', 'شقة دوبلكس', 'Duplex', 'Дуплекс', 'Dupleks'],
  triplex: ['Triplex', 'شقة تريبلكس', 'Triplex', 'Триплекс', 'Tripleks'],
  'hotel-apartment': [
    'Hotel Apartment',
    'شقة فندقية',
    'Appartement hôtelier',
    'Гостиничные апартаменты',
    'Apartament hotelowy',
  ],
  'serviced-apartment': [
    'Serviced Apartment',
    'شقة مخدومة',
    'Appartement avec services',
    'Сервисные апартаменты',
    'Apartament z obsługą',
  ],
  'branded-residence': [
    'Branded Residence',
    'مسكن ذو علامة تجارية',
    'Résidence de marque',
    'Брендовая резиденция',
    'Rezydencja markowa',
  ],
  bungalow: ['Bungalow', 'بنغل', 'Bungalow', 'Бунгало', 'Bungalow'],
  mansion: ['Mansion', 'قصر', 'Demeure', 'Особняк', 'Rezydencja'],
  house: ['House', 'منزل', 'Maison', 'Дом', 'Dom'],
  compound: ['Compound', 'مجمع سكني', 'Résidence fermée', 'Жилой комплекс', 'Osiedle zamknięte'],
  'full-floor': ['Full Floor', 'طابق كامل', 'Étage complet', 'Целый этаж', 'Całe piętro'],
  'half-floor': ['Half Floor', 'نصف طابق', 'Demi-étage', 'Полуэтаж', 'Półpiętro'],
  loft: ['Loft', 'لوفت', 'Loft', 'Лофт', 'Loft'],
  building: ['Whole Building', 'مبنى كامل', 'Immeuble entier', 'Здание целиком', 'Cały budynek'],
  'bulk-units': ['Bulk Units', 'وحدات بالجملة', 'Lot de lots', 'Пакет объектов', 'Pakiet lokali'],
  plot: ['Plot', 'أرض', 'Terrain', 'Участок', 'Działka'],
  office: ['Office', 'مكتب', 'Bureau', 'Офис', 'Biuro'],
  retail: ['Retail', 'محل تجزئة', 'Local commercial', 'Торговое помещение', 'Lokal handlowy'],
  shop: ['Shop', 'متجر', 'Boutique', 'Магазин', 'Sklep'],
  showroom: ['Showroom', 'صالة عرض', 'Showroom', 'Шоурум', 'Salon wystawowy'],
  warehouse: ['Warehouse', 'مستودع', 'Entrepôt', 'Склад', 'Magazyn'],
  factory: ['Factory', 'مصنع', 'Usine', 'Завод', 'Fabryka'],
  'labour-camp': ['Labour Camp', 'سكن عمال', 'Logement ouvrier', 'Рабочий городок', 'Hotel pracowniczy'],
  'staff-accommodation': [
    'Staff Accommodation',
    'سكن موظفين',
    'Logement du personnel',
    'Жильё для персонала',
    'Kwatery dla pracowników',
  ],
  restaurant: ['Restaurant', 'مطعم', 'Restaurant', 'Ресторан', 'Restauracja'],
  clinic: ['Clinic', 'عيادة', 'Clinique', 'Клиника', 'Klinika'],
  hotel: ['Hotel', 'فندق', 'Hôtel', 'Отель', 'Hotel'],
  'business-centre': ['Business Centre', 'مركز أعمال', 'Centre d’affaires', 'Бизнес-центр', 'Centrum biznesowe'],
  'co-working': ['Co-working Space', 'مساحة عمل مشتركة', 'Espace de coworking', 'Коворкинг', 'Przestrzeń coworkingowa'],
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
  const names = (use && QUALIFIED[use][slug]) || SINGULARS[slug];
  return names?.[ORDER.indexOf(locale)];
}

// Types the filter bar names by use, where residential and commercial lists both offer them.
const QUALIFIED: Record<'residential' | 'commercial', Record<string, [string, string, string, string, string]>> = {
  residential: {
    plot: ['Residential Plot', 'أرض سكنية', 'Terrain résidentiel', 'Участок под жильё', 'Działka mieszkaniowa'],
  },
  commercial: {
    plot: ['Commercial Plot', 'أرض تجارية', 'Terrain commercial', 'Коммерческий участок', 'Działka komercyjna'],
  },
};

/** Type slugs with singular names, for tests. */
export const SINGULAR_TYPE_SLUGS = Object.keys(SINGULARS);

/** Type slugs with plural names, for tests. */
export const PLURAL_TYPE_SLUGS = Object.keys(PLURALS);
