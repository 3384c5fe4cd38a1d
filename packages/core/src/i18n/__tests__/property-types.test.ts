import { PROPERTY_TYPES } from '../../search/options';
import { typeListUse, type ListingRootKey } from '../../search/roots';
import { TYPE_SLUGS } from '../dictionaries/property-types';
import { propertyTypeName, propertyTypePlural } from '../property-types';

describe('propertyTypePlural', () => {
  it('names every type a filter bar offers, in every language', () => {
    const offered = new Set(
      Object.values(PROPERTY_TYPES)
        .flat()
        .map((o) => o.slug),
    );
    for (const slug of offered) expect(TYPE_SLUGS).toContain(slug);
    for (const slug of TYPE_SLUGS) {
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

describe('propertyTypeName', () => {
  it('names every type a filter bar offers, in every language', () => {
    const offered = Object.values(PROPERTY_TYPES)
      .flat()
      .map((o) => o.slug);
    for (const slug of offered) {
      for (const locale of ['en', 'ar', 'fr', 'ru', 'pl'] as const) expect(propertyTypeName(slug, locale)).toBeTruthy();
    }
  });

  it('keeps the filter bar’s English labels in English', () => {
    for (const [root, options] of Object.entries(PROPERTY_TYPES)) {
      const use = typeListUse(root as ListingRootKey);
      for (const option of options) expect(propertyTypeName(option.slug, 'en', use)).toBe(option.label);
    }
  });

  it.each([
    ['villa', 'ru', 'Вилла'],
    ['apartment', 'ar', 'شقة'],
    ['office', 'pl', 'Biuro'],
    ['unknown', 'fr', undefined],
  ] as const)('%s in %s is %s', (slug, locale, expected) => {
    expect(propertyTypeName(slug, locale)).toBe(expected);
  });
});
