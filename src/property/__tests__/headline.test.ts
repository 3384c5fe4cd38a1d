import { toPropertyDetails } from '../../cms/property-details';
import { inLanguage } from '../headline';

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
