import fc from 'fast-check';
import { searchHeading as STRINGS } from '../../i18n/dictionaries/search-heading';
import { LOCALES, type LocaleCode } from '../../i18n/locales';
import { emptyFilter, type SearchFilter } from '../filter';
import { searchHeading } from '../heading';
import { LISTING_ROOTS, type ListingRootKey } from '../roots';

const AREAS = { 'dubai-marina': 'Dubai Marina', 'palm-jumeirah': 'Palm Jumeirah', jumeirah: 'Jumeirah' };
const make = (overrides: Partial<SearchFilter> = {}, root: ListingRootKey = 'sale'): SearchFilter => ({
  ...emptyFilter(root),
  ...overrides,
});
const en = (filter: SearchFilter, typeLabel?: string) =>
  searchHeading(filter, { locale: 'en', areaNames: AREAS, typeLabel }).heading;

describe('searchHeading (en)', () => {
  it.each<[string, SearchFilter, string | undefined, string]>([
    // roots, nothing filtered
    ['sale', make(), undefined, 'Properties for sale in Dubai'],
    ['rent', make({}, 'rent'), undefined, 'Properties for rent in Dubai'],
    ['short-term', make({}, 'short-term'), undefined, 'Properties for short-term rent in Dubai'],
    ['commercial sale', make({}, 'commercial-sale'), undefined, 'Commercial properties for sale in Dubai'],
    ['commercial rent', make({}, 'commercial-rent'), undefined, 'Commercial properties for rent in Dubai'],
    ['off-plan properties', make({}, 'off-plan-properties'), undefined, 'Off-plan properties for sale in Dubai'],
    ['off-plan projects', make({}, 'off-plan-projects'), undefined, 'Off-plan projects for sale in Dubai'],
    ['international has no default place', make({}, 'international'), undefined, 'International properties for sale'],
    [
      'international in an area',
      make({ areas: ['london'] }, 'international'),
      undefined,
      'International properties for sale in London',
    ],
    // areas
    ['one area', make({ areas: ['dubai-marina'] }), undefined, 'Properties for sale in Dubai Marina'],
    [
      'two areas',
      make({ areas: ['dubai-marina', 'palm-jumeirah'] }),
      undefined,
      'Properties for sale in Dubai Marina and Palm Jumeirah',
    ],
    [
      'three areas',
      make({ areas: ['jumeirah', 'dubai-marina', 'palm-jumeirah'] }),
      undefined,
      'Properties for sale in Jumeirah, Dubai Marina and Palm Jumeirah',
    ],
    [
      'an area without a name is title-cased',
      make({ areas: ['jumeirah-lake-towers'] }),
      undefined,
      'Properties for sale in Jumeirah Lake Towers',
    ],
    // bedrooms
    ['studio', make({ bedrooms: { min: 0, max: 0 } }), 'apartments', 'Studio apartments for sale in Dubai'],
    ['exact', make({ bedrooms: { min: 2, max: 2 } }), 'apartments', '2 bedroom apartments for sale in Dubai'],
    ['from', make({ bedrooms: { min: 3, max: null } }), 'villas', '3+ bedroom villas for sale in Dubai'],
    ['8 and more', make({ bedrooms: { min: 8, max: null } }), undefined, '8+ bedroom properties for sale in Dubai'],
    [
      'from studio is every count',
      make({ bedrooms: { min: 0, max: null } }),
      undefined,
      'Properties for sale in Dubai',
    ],
    [
      'to',
      make({ bedrooms: { min: null, max: 3 } }),
      'apartments',
      'Apartments with up to 3 bedrooms for sale in Dubai',
    ],
    [
      'to 1',
      make({ bedrooms: { min: null, max: 1 } }),
      'apartments',
      'Apartments with up to 1 bedroom for sale in Dubai',
    ],
    ['to studio', make({ bedrooms: { min: null, max: 0 } }), 'apartments', 'Studio apartments for sale in Dubai'],
    ['range', make({ bedrooms: { min: 1, max: 3 } }), 'apartments', '1 to 3 bedroom apartments for sale in Dubai'],
    [
      'range from studio',
      make({ bedrooms: { min: 0, max: 2 } }),
      'apartments',
      'Studio to 2 bedroom apartments for sale in Dubai',
    ],
    // type
    ['type on a root', make({ type: 'office' }, 'commercial-rent'), 'offices', 'Offices for rent in Dubai'],
    ['off-plan type', make({ type: 'villa' }, 'off-plan-properties'), 'villas', 'Off-plan villas for sale in Dubai'],
    [
      'type without a label reads its slug',
      make({ type: 'hotel-apartment' }),
      undefined,
      'Hotel apartment for sale in Dubai',
    ],
    // price
    [
      'between',
      make({ price: { min: 1e6, max: 2e6 } }),
      undefined,
      'Properties for sale in Dubai between AED 1M and AED 2M',
    ],
    ['above', make({ price: { min: 750_000, max: null } }), undefined, 'Properties for sale in Dubai above AED 750K'],
    [
      'under',
      make({ price: { min: null, max: 1_500_000 } }, 'rent'),
      undefined,
      'Properties for rent in Dubai under AED 1.5M / year',
    ],
    [
      'a holiday home by the week',
      make({ price: { min: 2000, max: null }, period: 'weekly' }, 'short-term'),
      undefined,
      'Properties for short-term rent in Dubai above AED 2K / week',
    ],
    ['0 is unset', make({ price: { min: 0, max: 0 } }), undefined, 'Properties for sale in Dubai'],
    // together
    [
      'everything',
      make({ areas: ['dubai-marina'], bedrooms: { min: 2, max: 2 }, type: 'apartment', price: { min: 1e6, max: 2e6 } }),
      'apartments',
      '2 bedroom apartments for sale in Dubai Marina between AED 1M and AED 2M',
    ],
  ])('%s', (_, filter, typeLabel, heading) => {
    expect(en(filter, typeLabel)).toBe(heading);
  });

  it('writes an intro that describes the search without a count', () => {
    const { intro } = searchHeading(make({ areas: ['dubai-marina'], bedrooms: { min: 2, max: 2 } }), {
      locale: 'en',
      areaNames: AREAS,
      typeLabel: 'apartments',
    });
    expect(intro).toMatch(/^Explore 2 bedroom apartments for sale in Dubai Marina\. /);
    expect(intro).not.toMatch(/\d+ (properties|results)/);
  });
});

describe('searchHeading in the other languages', () => {
  const full = make({
    areas: ['dubai-marina', 'palm-jumeirah'],
    bedrooms: { min: 2, max: 2 },
    type: 'apartment',
    price: { min: 1e6, max: 2e6 },
  });
  const TYPES: Record<LocaleCode, string> = {
    en: 'apartments',
    ar: 'شقق',
    fr: 'appartements',
    ru: 'квартиры',
    pl: 'mieszkania',
  };
  it.each<[LocaleCode, SearchFilter, string]>([
    ['ar', make(), 'عقارات للبيع في دبي'],
    ['fr', make(), 'Biens immobiliers à vendre à Dubaï'],
    ['ru', make(), 'Недвижимость на продажу в Дубае'],
    ['pl', make(), 'Nieruchomości na sprzedaż w Dubaju'],
    ['ar', full, 'شقق بغرفتي نوم للبيع في Dubai Marina وPalm Jumeirah بسعر بين 1 مليون و2 مليون درهم'],
    ['fr', full, 'Appartements de 2 chambres à vendre à Dubai Marina et Palm Jumeirah entre 1 M AED et 2 M AED'],
    ['ru', full, 'Квартиры с 2 спальнями на продажу в Dubai Marina и Palm Jumeirah стоимостью от 1 млн до 2 млн AED'],
    ['pl', full, 'Mieszkania z 2 sypialniami na sprzedaż w Dubai Marina i Palm Jumeirah w cenie od 1 mln do 2 mln AED'],
    // plural forms of the bedroom phrase
    ['ar', make({ bedrooms: { min: 1, max: 1 } }), 'عقارات بغرفة نوم واحدة للبيع في دبي'],
    ['ar', make({ bedrooms: { min: 3, max: 3 } }), 'عقارات بـ3 غرف نوم للبيع في دبي'],
    ['ru', make({ bedrooms: { min: 1, max: 1 } }), 'Недвижимость с 1 спальней на продажу в Дубае'],
    ['ru', make({ bedrooms: { min: 5, max: null } }), 'Недвижимость от 5 спален на продажу в Дубае'],
    ['pl', make({ bedrooms: { min: 1, max: 1 } }, 'rent'), 'Nieruchomości z 1 sypialnią na wynajem w Dubaju'],
    ['fr', make({ bedrooms: { min: null, max: 1 } }, 'rent'), 'Biens immobiliers jusqu’à 1 chambre à louer à Dubaï'],
    [
      'fr',
      make({ bedrooms: { min: 0, max: 0 } }, 'short-term'),
      'Biens immobiliers de type studio en location courte durée à Dubaï',
    ],
    ['ru', make({}, 'off-plan-projects'), 'Проекты на стадии строительства на продажу в Дубае'],
    ['pl', make({}, 'international'), 'Nieruchomości za granicą na sprzedaż'],
  ])('%s: %j', (locale, filter, heading) => {
    expect(
      searchHeading(filter, { locale, areaNames: AREAS, typeLabel: filter.type ? TYPES[locale] : undefined }).heading,
    ).toBe(heading);
  });

  it('names the chosen developers in the page’s language', () => {
    const filter = make({ developers: ['emaar'] }, 'off-plan-projects');
    const heading = (locale: LocaleCode, developerNames: Record<string, string>, f = filter) =>
      searchHeading(f, { locale, areaNames: AREAS, developerNames }).heading;
    expect(heading('en', { emaar: 'Emaar' })).toBe('Off-plan projects by Emaar for sale in Dubai');
    expect(heading('ar', { emaar: 'إعمار' })).toContain('من إعمار');
    expect(
      heading(
        'ru',
        { emaar: 'Эмаар', nakheel: 'Нахиль' },
        make({ developers: ['emaar', 'nakheel'] }, 'off-plan-projects'),
      ),
    ).toContain('от застройщиков Эмаар и Нахиль');
    expect(heading('pl', {})).toContain('od dewelopera Emaar');
  });

  it('has every key in every language, using only the placeholders English has', () => {
    const placeholders = (text: string): string[] => text.match(/\{\w+\}/g) ?? [];
    for (const { code } of LOCALES) {
      expect(Object.keys(STRINGS[code]).sort()).toEqual(Object.keys(STRINGS.en).sort());
      for (const [key, text] of Object.entries(STRINGS[code])) {
        const english = placeholders(STRINGS.en[key as keyof typeof STRINGS.en]);
        // A count may be a word ("غرفتي نوم" is two bedrooms); the noun and the rest may not go.
        const required = english.filter((p) => !['{n}', '{max}'].includes(p) || !/\.(one|two)$/.test(key));
        expect([key, placeholders(text).every((p) => english.includes(p))]).toEqual([key, true]);
        expect([key, required.every((p) => text.includes(p))]).toEqual([key, true]);
      }
    }
  });

  it('writes Arabic in Arabic script', () => {
    for (const text of Object.values(STRINGS.ar)) expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('searchHeading: properties', () => {
  const filterArb = fc.record({
    root: fc.constantFrom(...LISTING_ROOTS.map((r) => r.key)),
    areas: fc.subarray(Object.keys(AREAS)),
    bedrooms: fc
      .tuple(
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      )
      .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b })),
    price: fc.record({
      min: fc.option(fc.integer({ min: 0, max: 1e8 }), { nil: null }),
      max: fc.option(fc.integer({ min: 0, max: 1e8 }), { nil: null }),
    }),
    type: fc.option(fc.constantFrom('apartment', 'villa'), { nil: null }),
  });
  const locales = fc.constantFrom(...LOCALES.map((l) => l.code));

  it('fills every placeholder and keeps single spaces, in every language', () => {
    fc.assert(
      fc.property(filterArb, locales, (fields, locale) => {
        const { heading, intro } = searchHeading(
          { ...emptyFilter(fields.root), ...fields },
          { locale, areaNames: AREAS },
        );
        for (const text of [heading, intro]) {
          expect(text).not.toMatch(/[{}]|\s{2}|^\s|\s$|undefined|null|NaN/);
        }
        for (const slug of fields.areas) expect(heading).toContain(AREAS[slug as keyof typeof AREAS]);
        expect(intro).toContain(locale === 'en' || locale === 'ar' ? heading.slice(1) : heading.slice(1, 10));
      }),
    );
  });
});
