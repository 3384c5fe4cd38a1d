/**
 * Dubai communities with approximate coordinates, a typical sale price per sqft (AED),
 * the dominant residential stock (apt | villa | mixed) and Arabic / Russian names.
 * French and Polish names keep the Latin spelling with "Dubaï" / "Dubaj".
 */
/** The dominant residential stock of an area. */
export type Stock = 'apt' | 'villa' | 'mixed';
type DubaiRow = [
  name: string,
  slug: string,
  lat: number,
  lng: number,
  ppsf: number,
  stock: Stock,
  ar: string,
  ru: string,
];
type InternationalRow = [...DubaiRow, city: string, fr: string, pl: string];
type EmirateRow = [
  name: string,
  slug: string,
  city: string,
  lat: number,
  lng: number,
  ar: string,
  fr: string,
  ru: string,
  pl: string,
  isDeveloper: boolean,
];

const DUBAI: DubaiRow[] = [
  ['Dubai Marina', 'dubai-marina', 25.0805, 55.1403, 2100, 'apt', 'دبي مارينا', 'Дубай Марина'],
  ['Palm Jumeirah', 'palm-jumeirah', 25.1124, 55.139, 3600, 'mixed', 'نخلة جميرا', 'Пальма Джумейра'],
  [
    'Jumeirah Lake Towers',
    'jumeirah-lake-towers',
    25.0693,
    55.1413,
    1350,
    'apt',
    'أبراج بحيرات جميرا',
    'Джумейра Лейк Тауэрс',
  ],
  [
    'Jumeirah Village Circle',
    'jumeirah-village-circle',
    25.0596,
    55.2066,
    1150,
    'mixed',
    'قرية جميرا الدائرية',
    'Джумейра Виллидж Серкл',
  ],
  ['Downtown Dubai', 'downtown-dubai', 25.1972, 55.2744, 3100, 'apt', 'وسط مدينة دبي', 'Даунтаун Дубай'],
  ['Business Bay', 'business-bay', 25.1851, 55.2652, 2000, 'apt', 'الخليج التجاري', 'Бизнес Бэй'],
  ['Dubai Hills Estate', 'dubai-hills-estate', 25.1186, 55.2457, 2300, 'mixed', 'دبي هيلز استيت', 'Дубай Хиллс Эстейт'],
  ['Arabian Ranches', 'arabian-ranches', 25.0553, 55.2675, 1700, 'villa', 'المرابع العربية', 'Арабиан Ранчес'],
  [
    'Jumeirah Beach Residence',
    'jumeirah-beach-residence',
    25.0782,
    55.1334,
    2200,
    'apt',
    'مساكن شاطئ جميرا',
    'Джумейра Бич Резиденс',
  ],
  ['DIFC', 'difc', 25.2116, 55.2797, 2700, 'apt', 'مركز دبي المالي العالمي', 'DIFC'],
  ['Al Barsha', 'al-barsha', 25.1129, 55.2005, 1150, 'mixed', 'البرشاء', 'Аль Барша'],
  ['Dubai Creek Harbour', 'dubai-creek-harbour', 25.2004, 55.3459, 2200, 'apt', 'مرسى خور دبي', 'Дубай Крик Харбор'],
  ['Emirates Hills', 'emirates-hills', 25.0686, 55.1715, 5200, 'villa', 'تلال الإمارات', 'Эмирейтс Хиллс'],
  ['The Springs', 'the-springs', 25.0597, 55.1823, 1600, 'villa', 'الينابيع', 'Зе Спрингс'],
  ['The Meadows', 'the-meadows', 25.0656, 55.1749, 1900, 'villa', 'المروج', 'Зе Медоус'],
  ['Mirdif', 'mirdif', 25.2211, 55.4194, 1100, 'villa', 'مردف', 'Мирдиф'],
  ['Al Furjan', 'al-furjan', 25.0255, 55.1471, 1250, 'mixed', 'الفرجان', 'Аль Фурджан'],
  ['Dubai South', 'dubai-south', 24.8966, 55.1617, 950, 'mixed', 'دبي الجنوب', 'Дубай Саут'],
  ['Motor City', 'motor-city', 25.0465, 55.2386, 1100, 'mixed', 'موتور سيتي', 'Мотор Сити'],
  ['Dubai Sports City', 'dubai-sports-city', 25.0387, 55.2233, 950, 'apt', 'مدينة دبي الرياضية', 'Дубай Спортс Сити'],
  ['Damac Hills', 'damac-hills', 25.0233, 55.2518, 1400, 'mixed', 'داماك هيلز', 'Дамак Хиллс'],
  ['Town Square', 'town-square', 25.0097, 55.2919, 1050, 'mixed', 'تاون سكوير', 'Таун Сквер'],
  ['Meydan', 'meydan', 25.1599, 55.3026, 1700, 'mixed', 'ميدان', 'Мейдан'],
  [
    'Mohammed Bin Rashid City',
    'mohammed-bin-rashid-city',
    25.1689,
    55.3089,
    2100,
    'mixed',
    'مدينة محمد بن راشد',
    'Город Мохаммеда бин Рашида',
  ],
  ['Jumeirah', 'jumeirah', 25.2048, 55.2441, 2600, 'villa', 'جميرا', 'Джумейра'],
  ['Umm Suqeim', 'umm-suqeim', 25.1529, 55.2088, 2500, 'villa', 'أم سقيم', 'Умм Сукейм'],
  ['Al Quoz', 'al-quoz', 25.1358, 55.2372, 900, 'apt', 'القوز', 'Аль Куоз'],
  ['Deira', 'deira', 25.2711, 55.3075, 900, 'apt', 'ديرة', 'Дейра'],
  ['Bur Dubai', 'bur-dubai', 25.2532, 55.2972, 1000, 'apt', 'بر دبي', 'Бур Дубай'],
  [
    'Dubai Silicon Oasis',
    'dubai-silicon-oasis',
    25.1213,
    55.3773,
    850,
    'apt',
    'واحة دبي للسيليكون',
    'Дубай Силикон Оазис',
  ],
  ['International City', 'international-city', 25.1652, 55.4075, 650, 'apt', 'المدينة العالمية', 'Интернешнл Сити'],
  ['Discovery Gardens', 'discovery-gardens', 25.0413, 55.1351, 800, 'apt', 'ديسكفري جاردنز', 'Дискавери Гарденс'],
  ['Bluewaters Island', 'bluewaters-island', 25.0798, 55.1204, 3400, 'apt', 'جزيرة بلوواترز', 'Остров Блюуотерс'],
  ['City Walk', 'city-walk', 25.2066, 55.2627, 2800, 'apt', 'سيتي ووك', 'Сити Уолк'],
  ['La Mer', 'la-mer', 25.2297, 55.2536, 3300, 'mixed', 'لا مير', 'Ла Мер'],
  ['Tilal Al Ghaf', 'tilal-al-ghaf', 25.0319, 55.2096, 2000, 'villa', 'تلال الغاف', 'Тилал Аль Гаф'],
  ['Arjan', 'arjan', 25.0575, 55.2321, 1050, 'apt', 'أرجان', 'Арджан'],
  [
    'Dubai Production City',
    'dubai-production-city',
    25.0433,
    55.1912,
    850,
    'apt',
    'مدينة دبي للإنتاج',
    'Дубай Продакшн Сити',
  ],
  ['Emaar Beachfront', 'emaar-beachfront', 25.0971, 55.1403, 3000, 'apt', 'إعمار بيتشفرونت', 'Эмаар Бичфронт'],
  ['Sobha Hartland', 'sobha-hartland', 25.1773, 55.3113, 2000, 'mixed', 'شوبا هارتلاند', 'Собха Хартленд'],
  [
    'Jumeirah Golf Estates',
    'jumeirah-golf-estates',
    25.0224,
    55.1986,
    2100,
    'villa',
    'عقارات جميرا للجولف',
    'Джумейра Гольф Эстейтс',
  ],
  ['Al Sufouh', 'al-sufouh', 25.1017, 55.1656, 1900, 'mixed', 'الصفوح', 'Аль Суфух'],
  [
    'Dubai Investment Park',
    'dubai-investment-park',
    24.9856,
    55.1681,
    750,
    'mixed',
    'مجمع دبي للاستثمار',
    'Дубай Инвестментс Парк',
  ],
  ['Jebel Ali', 'jebel-ali', 25.0118, 55.1012, 900, 'mixed', 'جبل علي', 'Джебель Али'],
  ['Dubai Harbour', 'dubai-harbour', 25.0889, 55.1426, 3200, 'apt', 'دبي هاربر', 'Дубай Харбор'],
  [
    'Jumeirah Village Triangle',
    'jumeirah-village-triangle',
    25.0466,
    55.1901,
    1150,
    'mixed',
    'قرية جميرا المثلثة',
    'Джумейра Виллидж Трайэнгл',
  ],
  ['Dubai Islands', 'dubai-islands', 25.2942, 55.2986, 2200, 'mixed', 'جزر دبي', 'Острова Дубая'],
  ['The Valley', 'the-valley', 24.9867, 55.4655, 1100, 'villa', 'ذا فالي', 'Зе Вэлли'],
];

/** International project locations (department international_projects). ppsf in AED. */
const INTERNATIONAL: InternationalRow[] = [
  ['London', 'london', 51.5072, -0.1276, 5200, 'apt', 'لندن', 'Лондон', 'London', 'Londres', 'Londyn'],
  [
    'Manchester',
    'manchester',
    53.4808,
    -2.2426,
    2100,
    'apt',
    'مانشستر',
    'Манчестер',
    'Manchester',
    'Manchester',
    'Manchester',
  ],
  ['Limassol', 'limassol', 34.7071, 33.0226, 2600, 'apt', 'ليماسول', 'Лимасол', 'Limassol', 'Limassol', 'Limassol'],
  ['Lisbon', 'lisbon', 38.7223, -9.1393, 2400, 'apt', 'لشبونة', 'Лиссабон', 'Lisbon', 'Lisbonne', 'Lizbona'],
  [
    'Athens Riviera',
    'athens-riviera',
    37.8173,
    23.7742,
    2000,
    'mixed',
    'ريفيرا أثينا',
    'Афинская Ривьера',
    'Athens',
    'Riviera d’Athènes',
    'Riwiera Ateńska',
  ],
  ['Bali', 'bali', -8.6705, 115.2126, 1200, 'villa', 'بالي', 'Бали', 'Bali', 'Bali', 'Bali'],
];

const frName = (n: string) => n.replace(/Dubai/g, 'Dubaï');
const plName = (n: string) => n.replace(/Dubai/g, 'Dubaj');

/** An area as the seed writes it, with the demo's price per sq ft and stock (`meta`, not stored). */
export type AreaRecord = {
  name: string;
  slug: string;
  city: string;
  latitude: number;
  longitude: number;
  isDeveloper: boolean;
  localized_names: Record<'ar' | 'fr' | 'ru' | 'pl', string>;
  meta?: { ppsf: number; stock: Stock; international?: boolean };
};

function areaRecords(): AreaRecord[] {
  const dubaiCity = {
    name: 'Dubai',
    slug: 'dubai',
    city: 'Dubai',
    latitude: 25.2048,
    longitude: 55.2708,
    isDeveloper: false,
    localized_names: { ar: 'دبي', fr: 'Dubaï', ru: 'Дубай', pl: 'Dubaj' },
  };
  const dubai = DUBAI.map(([name, slug, lat, lng, ppsf, stock, ar, ru]) => ({
    name,
    slug,
    city: 'Dubai',
    latitude: lat,
    longitude: lng,
    isDeveloper: false,
    localized_names: { ar, fr: frName(name), ru, pl: plName(name) },
    meta: { ppsf, stock },
  }));
  const intl = INTERNATIONAL.map(([name, slug, lat, lng, ppsf, stock, ar, ru, city, fr, pl]) => ({
    name,
    slug,
    city,
    latitude: lat,
    longitude: lng,
    isDeveloper: false,
    localized_names: { ar, fr, ru, pl },
    meta: { ppsf, stock, international: true },
  }));
  // Last, so that every earlier area keeps its place (and the demo its ids): areas in the
  // other emirates, suggested by the search overlay, and a master community the CMS flags
  // as its developer's, which the overlay offers among the developers.
  const emirates = OTHER_EMIRATES.map(([name, slug, city, lat, lng, ar, fr, ru, pl, isDeveloper]) => ({
    name,
    slug,
    city,
    latitude: lat,
    longitude: lng,
    isDeveloper,
    localized_names: { ar, fr, ru, pl },
  }));
  return [dubaiCity, ...dubai, ...intl, ...emirates];
}

// name, slug, emirate, latitude, longitude, Arabic, French, Russian, Polish, a developer's community
const OTHER_EMIRATES: EmirateRow[] = [
  [
    'Saadiyat Island',
    'saadiyat-island',
    'Abu Dhabi',
    24.5469,
    54.4339,
    'جزيرة السعديات',
    'Île de Saadiyat',
    'Остров Саадият',
    'Wyspa Saadiyat',
    false,
  ],
  [
    'Yas Island',
    'yas-island',
    'Abu Dhabi',
    24.4886,
    54.6081,
    'جزيرة ياس',
    'Île de Yas',
    'Остров Яс',
    'Wyspa Yas',
    false,
  ],
  [
    'Al Reem Island',
    'al-reem-island',
    'Abu Dhabi',
    24.499,
    54.4045,
    'جزيرة الريم',
    'Île d’Al Reem',
    'Остров Аль-Рим',
    'Wyspa Al Reem',
    false,
  ],
  ['Aljada', 'aljada', 'Sharjah', 25.3069, 55.464, 'الجادة', 'Aljada', 'Аль-Джада', 'Aljada', false],
  [
    'Al Marjan Island',
    'al-marjan-island',
    'Ras Al Khaimah',
    25.6853,
    55.742,
    'جزيرة المرجان',
    'Île d’Al Marjan',
    'Остров Аль-Марджан',
    'Wyspa Al Marjan',
    false,
  ],
  [
    'Emaar South',
    'emaar-south',
    'Dubai',
    24.8939,
    55.1619,
    'إعمار ساوث',
    'Emaar South',
    'Эмаар Саут',
    'Emaar South',
    true,
  ],
];

const COMMERCIAL_AREAS = [
  'business-bay',
  'jumeirah-lake-towers',
  'difc',
  'downtown-dubai',
  'al-quoz',
  'dubai-south',
  'deira',
  'al-barsha',
  'dubai-silicon-oasis',
  'motor-city',
  'bur-dubai',
  'dubai-investment-park',
  'jebel-ali',
  'arjan',
  'meydan',
];

export { areaRecords, COMMERCIAL_AREAS };
