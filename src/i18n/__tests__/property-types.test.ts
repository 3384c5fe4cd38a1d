import { PROPERTY_TYPES } from '../../search/options';
import { PLURAL_TYPE_SLUGS, propertyTypePlural } from '../property-types';

describe('propertyTypePlural', () => {
  it('names every type a filter bar offers, in every language', () => {
    const offered = new Set(
      Object.values(PROPERTY_TYPES)
        .flat()
        .map((o) => o.slug),
    );
    for (const slug of offered) expect(PLURAL_TYPE_SLUGS).toContain(slug);
    for (const slug of PLURAL_TYPE_SLUGS) {
      for (const locale of ['en', 'ar', 'fr', 'ru', 'pl'] as const)
        expect(propertyTypePlural(slug, locale)).toBeTruthy();
    }
  });

  it.each([
    ['apartment', 'en', 'apartments'],
    ['villa', 'ar', 'فلل'],
    ['office', 'ru', 'офисы'],
    [null, 'en', undefined],
    ['unknown', 'en', undefined],
  ] as const)('%s in %s is %s', (slug, locale, expected) => {
    expect(propertyTypePlural(slug, locale)).toBe(expected);
  });
});
