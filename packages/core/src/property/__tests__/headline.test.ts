import { makeEntry } from '../../testing/search-factories';
import { toPropertyDetails } from '../../cms/property-details';
import { cardTitle, inLanguage, properNames, summaryIn } from '../headline';

const base = {
  strapi_id: 12,
  slug: 'villa-in-palm',
  title: 'Luxury villa with private beach',
  price: 9_500_000,
  bedrooms: 5,
  property_type: 'villa',
  area: { name: 'Palm Jumeirah', slug: 'palm-jumeirah', localized_names: { ar: 'نخلة جميرا', ru: 'Пальма Джумейра' } },
};

describe('a property in the page’s language', () => {
  it('keeps the CMS title on English pages', () => {
    const p = toPropertyDetails({ ...base, pType: 'sales', department: 'residential' });
    expect(inLanguage(p, 'en').title).toBe('Luxury villa with private beach');
  });

  it('titles it from its data elsewhere, with the area in that language', () => {
    const sale = toPropertyDetails({ ...base, pType: 'sales', department: 'residential' });
    expect(inLanguage(sale, 'ar').title).toBe('فيلا بـ5 غرف نوم للبيع في نخلة جميرا');
    expect(inLanguage(sale, 'ru').title).toBe('Вилла с 5 спальнями на продажу в Пальма Джумейра');
    expect(inLanguage(sale, 'fr').title).toBe('Villa 5 chambres à vendre à Palm Jumeirah');
    const holiday = toPropertyDetails({ ...base, pType: 'lettings', department: 'short_term' });
    expect(inLanguage(holiday, 'pl').title).toBe('Willa z 5 sypialniami na wynajem krótkoterminowy w Palm Jumeirah');
  });

  it('leaves bedrooms out of a commercial unit’s title', () => {
    const office = toPropertyDetails({
      ...base,
      pType: 'lettings',
      department: 'commercial',
      property_type: 'office',
      bedrooms: 0,
    });
    expect(inLanguage(office, 'ar').title).toBe('مكتب للإيجار في نخلة جميرا');
  });
});

describe('a property’s summary (meta description) in the page’s language', () => {
  const sale = toPropertyDetails({ ...base, pType: 'sales', department: 'residential', floor_area: 4200 });

  it('is the description’s first paragraph where it is in that language', () => {
    const described = toPropertyDetails({ ...base, pType: 'sales', description: 'A bright villa.\n\nCall us.' });
    expect(summaryIn(described, 'en')).toBe('A bright villa.');
  });

  it('is made from the data elsewhere: title, price and period, size', () => {
    const plain = (text: string | null) => text?.replace(/[\u200f]/g, '').replace(/[\u202f\u00a0]/g, ' ');
    expect(plain(summaryIn(inLanguage(sale, 'ar'), 'ar'))).toBe(
      'فيلا بـ5 غرف نوم للبيع في نخلة جميرا: 9,500,000 AED، 4,200 قدم مربع.',
    );
    expect(plain(summaryIn(inLanguage(sale, 'ru'), 'ru'))).toBe(
      'Вилла с 5 спальнями на продажу в Пальма Джумейра: 9 500 000 AED, 4 200 кв. футов.',
    );
    const rent = toPropertyDetails({ ...base, pType: 'lettings', rent_period: 'yearly', price: 420_000 });
    expect(plain(summaryIn(inLanguage(rent, 'fr'), 'fr'))).toBe(
      'Villa 5 chambres à louer à Palm Jumeirah : 420 000 AED / an.',
    );
  });
});

describe('a property’s description in the page’s language', () => {
  const raw = {
    ...base,
    pType: 'sales',
    department: 'residential',
    description: 'A bright villa.\n\nCall us.',
    description_ar: 'فيلا مشرقة.\n\nاتصل بنا.',
  };

  it('is the CMS’s Arabic on Arabic pages, and the English one, marked English, elsewhere', () => {
    const p = toPropertyDetails(raw);
    expect(inLanguage(p, 'ar')).toMatchObject({ paragraphs: ['فيلا مشرقة.', 'اتصل بنا.'], paragraphsLang: 'ar' });
    expect(inLanguage(p, 'fr')).toMatchObject({ paragraphs: ['A bright villa.', 'Call us.'], paragraphsLang: 'en' });
    expect(inLanguage(p, 'en').paragraphsLang).toBe('en');
  });

  it('falls back to English when the Arabic is empty', () => {
    const p = toPropertyDetails({ ...raw, description_ar: '  ' });
    expect(inLanguage(p, 'ar')).toMatchObject({ paragraphs: ['A bright villa.', 'Call us.'], paragraphsLang: 'en' });
  });
});

describe('cardTitle', () => {
  const card = makeEntry({
    title: '2 bedroom villa for sale in Palm Jumeirah',
    type: 'villa',
    bedrooms: 2,
    rentPeriod: null,
    area: 'palm-jumeirah',
    areaName: 'Palm Jumeirah',
    areaNames: { ar: 'نخلة جميرا' },
  });

  it('keeps the CMS title in English', () => {
    expect(cardTitle(card, 'en')).toBe('2 bedroom villa for sale in Palm Jumeirah');
  });

  it('titles a card like its page in the other languages, with the area named there or in English', () => {
    expect(cardTitle(card, 'ar')).toBe('فيلا بغرفتي نوم للبيع في نخلة جميرا');
    expect(cardTitle(card, 'fr')).toBe('Villa 2 chambres à vendre à Palm Jumeirah');
  });

  it('calls a project by its own name in the other languages, and keeps its title without one', () => {
    const project = { ...card, title: 'Creek Vista by Sobha', department: 'new_development_projects' };
    expect(cardTitle(project, 'pl')).toBe('Creek Vista by Sobha');
    expect(cardTitle({ ...project, project: 'Creek Vista' }, 'pl')).toBe('Creek Vista');
    expect(cardTitle({ ...project, project: 'Creek Vista' }, 'en')).toBe('Creek Vista by Sobha');
    expect(properNames({ ...project, project: 'Creek Vista' })).toEqual(['Creek Vista']);
    expect(properNames({ ...card, project: 'Creek Vista' })).toEqual([]);
  });

  it('places an international unit in its project and area', () => {
    const abroad = {
      ...card,
      title: '2 bedroom villa for sale in Glyfada Residences, Athens Riviera',
      department: 'international_projects',
      project: 'Glyfada Residences',
      areaName: 'Athens Riviera',
      areaNames: { ar: 'ريفييرا أثينا' },
    };
    expect(cardTitle(abroad, 'ar')).toBe('فيلا بغرفتي نوم للبيع في Glyfada Residences، ريفييرا أثينا');
    expect(cardTitle(abroad, 'fr')).toBe('Villa 2 chambres à vendre à Glyfada Residences, Athens Riviera');
    expect(cardTitle({ ...abroad, project: undefined }, 'fr')).toBe(abroad.title);
  });

  it('says rent or short-term rent from the listing, and leaves bedrooms out where they do not apply', () => {
    expect(cardTitle({ ...card, rentPeriod: 'yearly' }, 'pl')).toContain('na wynajem');
    expect(cardTitle({ ...card, rentPeriod: 'daily', department: 'short_term' }, 'ru')).toContain(
      'в краткосрочную аренду',
    );
    const office = { ...card, type: 'office', bedrooms: null, department: 'commercial' };
    expect(cardTitle(office, 'fr')).toBe('Bureau à vendre à Palm Jumeirah');
  });
});
