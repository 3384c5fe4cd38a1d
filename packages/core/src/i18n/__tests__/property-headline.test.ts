import { propertyHeadline, type HeadlineFacts } from '../property-headline';

const facts = (over: Partial<HeadlineFacts>): HeadlineFacts => ({
  bedrooms: 1,
  type: 'apartment',
  purpose: 'sale',
  area: 'Dubai Marina',
  ...over,
});

describe('propertyHeadline', () => {
  it.each([
    [{ bedrooms: 1 }, 'en', '1 bedroom apartment for sale in Dubai Marina'],
    [{ bedrooms: 0, purpose: 'rent' }, 'en', 'Studio apartment for rent in Dubai Marina'],
    [{ bedrooms: null, type: 'office' }, 'en', 'Office for sale in Dubai Marina'],
    [{ bedrooms: 1, area: 'دبي مارينا' }, 'ar', 'شقة بغرفة نوم واحدة للبيع في دبي مارينا'],
    [{ bedrooms: 2, type: 'villa' }, 'ar', 'فيلا بغرفتي نوم للبيع في Dubai Marina'],
    [{ bedrooms: 4, type: 'villa', purpose: 'rent' }, 'ar', 'فيلا بـ4 غرف نوم للإيجار في Dubai Marina'],
    [{ bedrooms: 12, type: 'villa' }, 'ar', 'فيلا بـ12 غرفة نوم للبيع في Dubai Marina'],
    [{ bedrooms: 0, purpose: 'short-term' }, 'ar', 'شقة استوديو للإيجار لفترات قصيرة في Dubai Marina'],
    [{ bedrooms: 2 }, 'fr', 'Appartement 2 chambres à vendre à Dubai Marina'],
    [{ bedrooms: 1, purpose: 'rent' }, 'fr', 'Appartement 1 chambre à louer à Dubai Marina'],
    [{ bedrooms: 0 }, 'fr', 'Studio à vendre à Dubai Marina'],
    [{ bedrooms: 1 }, 'ru', 'Квартира с 1 спальней на продажу в Dubai Marina'],
    [{ bedrooms: 3, type: 'villa', purpose: 'rent' }, 'ru', 'Вилла с 3 спальнями в аренду в Dubai Marina'],
    [{ bedrooms: 21, type: 'mansion' }, 'ru', 'Особняк с 21 спальней на продажу в Dubai Marina'],
    [{ bedrooms: 11, type: 'mansion' }, 'ru', 'Особняк с 11 спальнями на продажу в Dubai Marina'],
    [{ bedrooms: 0 }, 'ru', 'Студия на продажу в Dubai Marina'],
    [{ bedrooms: 1 }, 'pl', 'Mieszkanie z 1 sypialnią na sprzedaż w Dubai Marina'],
    [{ bedrooms: 5, type: 'villa', purpose: 'rent' }, 'pl', 'Willa z 5 sypialniami na wynajem w Dubai Marina'],
    [{ bedrooms: 0 }, 'pl', 'Kawalerka na sprzedaż w Dubai Marina'],
    [{ bedrooms: null, type: 'warehouse', purpose: 'rent' }, 'pl', 'Magazyn na wynajem w Dubai Marina'],
  ] as const)('%j in %s: %s', (over, locale, expected) => {
    expect(propertyHeadline(facts(over), locale)).toBe(expected);
  });

  it('leaves the area out when there is none, and names an unknown type by its slug', () => {
    expect(propertyHeadline(facts({ area: '' }), 'fr')).toBe('Appartement 1 chambre à vendre');
    expect(propertyHeadline(facts({ type: 'sky-garden', bedrooms: null }), 'en')).toBe(
      'sky garden for sale in Dubai Marina',
    );
  });
});
