import { fromNames, type Names } from '../define-strings';

// The one vocabulary of property types: each type's name (`one`: the filter bar's options,
// a property's type, headlines) and plural (`many`: search headings, "2 bedroom apartments
// for sale ...") in every site language.
const TYPES = {
  apartment: {
    one: ['Apartment', 'شقة', 'Appartement', 'Квартира', 'Mieszkanie'],
    many: ['apartments', 'شقق', 'appartements', 'квартиры', 'apartamenty'],
  },
  villa: {
    one: ['Villa', 'فيلا', 'Villa', 'Вилла', 'Willa'],
    many: ['villas', 'فلل', 'villas', 'виллы', 'wille'],
  },
  townhouse: {
    one: ['Townhouse', 'تاون هاوس', 'Maison de ville', 'Таунхаус', 'Dom szeregowy'],
    many: ['townhouses', 'تاون هاوس', 'maisons de ville', 'таунхаусы', 'domy szeregowe'],
  },
  penthouse: {
    one: ['Penthouse', 'بنتهاوس', 'Penthouse', 'Пентхаус', 'Penthouse'],
    many: ['penthouses', 'بنتهاوس', 'penthouses', 'пентхаусы', 'penthouse’y'],
  },
  duplex: {
    one: ['Duplex', 'شقة دوبلكس', 'Duplex', 'Дуплекс', 'Dupleks'],
    many: ['duplexes', 'شقق دوبلكس', 'duplex', 'дуплексы', 'dupleksy'],
  },
  triplex: {
    one: ['Triplex', 'شقة تريبلكس', 'Triplex', 'Триплекс', 'Tripleks'],
    many: ['triplexes', 'شقق تريبلكس', 'triplex', 'триплексы', 'tripleksy'],
  },
  'hotel-apartment': {
    one: ['Hotel Apartment', 'شقة فندقية', 'Appartement hôtelier', 'Гостиничные апартаменты', 'Apartament hotelowy'],
    many: [
      'hotel apartments',
      'شقق فندقية',
      'appartements hôteliers',
      'гостиничные апартаменты',
      'apartamenty hotelowe',
    ],
  },
  'serviced-apartment': {
    one: [
      'Serviced Apartment',
      'شقة مخدومة',
      'Appartement avec services',
      'Сервисные апартаменты',
      'Apartament z obsługą',
    ],
    many: [
      'serviced apartments',
      'شقق مخدومة',
      'appartements avec services',
      'сервисные апартаменты',
      'apartamenty z obsługą',
    ],
  },
  'branded-residence': {
    one: [
      'Branded Residence',
      'مسكن ذو علامة تجارية',
      'Résidence de marque',
      'Брендовая резиденция',
      'Rezydencja markowa',
    ],
    many: [
      'branded residences',
      'مساكن ذات علامة تجارية',
      'résidences de marque',
      'брендовые резиденции',
      'rezydencje markowe',
    ],
  },
  bungalow: {
    one: ['Bungalow', 'بنغل', 'Bungalow', 'Бунгало', 'Bungalow'],
    many: ['bungalows', 'بنغلات', 'bungalows', 'бунгало', 'bungalowy'],
  },
  mansion: {
    one: ['Mansion', 'قصر', 'Demeure', 'Особняк', 'Rezydencja'],
    many: ['mansions', 'قصور', 'demeures', 'особняки', 'rezydencje'],
  },
  house: {
    one: ['House', 'منزل', 'Maison', 'Дом', 'Dom'],
    many: ['houses', 'منازل', 'maisons', 'дома', 'domy'],
  },
  compound: {
    one: ['Compound', 'مجمع سكني', 'Résidence fermée', 'Жилой комплекс', 'Osiedle zamknięte'],
    many: ['compounds', 'مجمعات سكنية', 'résidences fermées', 'жилые комплексы', 'osiedla zamknięte'],
  },
  'full-floor': {
    one: ['Full Floor', 'طابق كامل', 'Étage complet', 'Целый этаж', 'Całe piętro'],
    many: ['full floors', 'طوابق كاملة', 'étages complets', 'целые этажи', 'całe piętra'],
  },
  'half-floor': {
    one: ['Half Floor', 'نصف طابق', 'Demi-étage', 'Полуэтаж', 'Półpiętro'],
    many: ['half floors', 'أنصاف طوابق', 'demi-étages', 'полуэтажи', 'półpiętra'],
  },
  loft: {
    one: ['Loft', 'لوفت', 'Loft', 'Лофт', 'Loft'],
    many: ['lofts', 'لوفتات', 'lofts', 'лофты', 'lofty'],
  },
  building: {
    one: ['Whole Building', 'مبنى كامل', 'Immeuble entier', 'Здание целиком', 'Cały budynek'],
    many: ['whole buildings', 'مبانٍ كاملة', 'immeubles entiers', 'здания целиком', 'całe budynki'],
  },
  'bulk-units': {
    one: ['Bulk Units', 'وحدات بالجملة', 'Lot de lots', 'Пакет объектов', 'Pakiet lokali'],
    many: ['bulk units', 'وحدات بالجملة', 'lots de lots', 'пакеты объектов', 'pakiety lokali'],
  },
  plot: {
    one: ['Plot', 'أرض', 'Terrain', 'Участок', 'Działka'],
    many: ['plots', 'أراضٍ', 'terrains', 'участки', 'działki'],
  },
  office: {
    one: ['Office', 'مكتب', 'Bureau', 'Офис', 'Biuro'],
    many: ['offices', 'مكاتب', 'bureaux', 'офисы', 'biura'],
  },
  retail: {
    one: ['Retail', 'محل تجزئة', 'Local commercial', 'Торговое помещение', 'Lokal handlowy'],
    many: ['retail units', 'محلات تجزئة', 'locaux commerciaux', 'торговые помещения', 'lokale handlowe'],
  },
  shop: {
    one: ['Shop', 'متجر', 'Boutique', 'Магазин', 'Sklep'],
    many: ['shops', 'متاجر', 'boutiques', 'магазины', 'sklepy'],
  },
  showroom: {
    one: ['Showroom', 'صالة عرض', 'Showroom', 'Шоурум', 'Salon wystawowy'],
    many: ['showrooms', 'صالات عرض', 'showrooms', 'шоурумы', 'salony wystawowe'],
  },
  warehouse: {
    one: ['Warehouse', 'مستودع', 'Entrepôt', 'Склад', 'Magazyn'],
    many: ['warehouses', 'مستودعات', 'entrepôts', 'склады', 'magazyny'],
  },
  factory: {
    one: ['Factory', 'مصنع', 'Usine', 'Завод', 'Fabryka'],
    many: ['factories', 'مصانع', 'usines', 'заводы', 'fabryki'],
  },
  'labour-camp': {
    one: ['Labour Camp', 'سكن عمال', 'Logement ouvrier', 'Рабочий городок', 'Hotel pracowniczy'],
    many: ['labour camps', 'سكن عمال', 'logements ouvriers', 'рабочие городки', 'hotele pracownicze'],
  },
  'staff-accommodation': {
    one: [
      'Staff Accommodation',
      'سكن موظفين',
      'Logement du personnel',
      'Жильё для персонала',
      'Kwatery dla pracowników',
    ],
    many: [
      'staff accommodation',
      'سكن موظفين',
      'logements du personnel',
      'жильё для персонала',
      'kwatery dla pracowników',
    ],
  },
  restaurant: {
    one: ['Restaurant', 'مطعم', 'Restaurant', 'Ресторан', 'Restauracja'],
    many: ['restaurants', 'مطاعم', 'restaurants', 'рестораны', 'restauracje'],
  },
  clinic: {
    one: ['Clinic', 'عيادة', 'Clinique', 'Клиника', 'Klinika'],
    many: ['clinics', 'عيادات', 'cliniques', 'клиники', 'kliniki'],
  },
  hotel: {
    one: ['Hotel', 'فندق', 'Hôtel', 'Отель', 'Hotel'],
    many: ['hotels', 'فنادق', 'hôtels', 'отели', 'hotele'],
  },
  'business-centre': {
    one: ['Business Centre', 'مركز أعمال', 'Centre d’affaires', 'Бизнес-центр', 'Centrum biznesowe'],
    many: ['business centres', 'مراكز أعمال', 'centres d’affaires', 'бизнес-центры', 'centra biznesowe'],
  },
  'co-working': {
    one: ['Co-working Space', 'مساحة عمل مشتركة', 'Espace de coworking', 'Коворкинг', 'Przestrzeń coworkingowa'],
    many: ['co-working spaces', 'مساحات عمل مشتركة', 'espaces de coworking', 'коворкинги', 'przestrzenie coworkingowe'],
  },
} satisfies Record<string, { one: Names; many: Names }>;

// Types the filter bar names by use, where residential and commercial lists both offer them.
const QUALIFIED = {
  residential: {
    plot: ['Residential Plot', 'أرض سكنية', 'Terrain résidentiel', 'Участок под жильё', 'Działka mieszkaniowa'],
  },
  commercial: {
    plot: ['Commercial Plot', 'أرض تجارية', 'Terrain commercial', 'Коммерческий участок', 'Działka komercyjna'],
  },
} satisfies Record<'residential' | 'commercial', Record<string, Names>>;

/** The type slugs the vocabulary names (each with a singular and a plural). */
export type TypeSlug = keyof typeof TYPES;
type Use = keyof typeof QUALIFIED;
type TypeKey =
  | `type.${TypeSlug}`
  | `types.${TypeSlug}`
  | { [U in Use]: `type.${Extract<keyof (typeof QUALIFIED)[U], string>}.${U}` }[Use];

/** Every type slug, for tests. */
export const TYPE_SLUGS = Object.keys(TYPES) as TypeSlug[];

/**
 * The vocabulary as UI strings: `type.<slug>` the name (the filter bar's options, a
 * property's type, headlines), `types.<slug>` the plural as it reads mid-sentence (search
 * headings), `type.<slug>.<use>` the name qualified by use.
 */
export const propertyTypes = fromNames<TypeKey>([
  ...Object.entries(TYPES).flatMap(([slug, { one, many }]) => [
    [`type.${slug}` as TypeKey, one] as const,
    [`types.${slug}` as TypeKey, many] as const,
  ]),
  ...Object.entries(QUALIFIED).flatMap(([use, names]) =>
    Object.entries(names).map(([slug, name]) => [`type.${slug}.${use}` as TypeKey, name] as const),
  ),
]);
