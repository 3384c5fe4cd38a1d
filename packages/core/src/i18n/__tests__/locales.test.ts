import fc from 'fast-check';
import {
  LOCALES,
  allInLocaleOrEnglish,
  getLocale,
  inLocaleOrEnglish,
  localeFromPath,
  localizePath,
  stripLocale,
} from '../locales';
import { t } from '../strings';

describe('localeFromPath', () => {
  it.each([
    ['/', 'en'],
    ['/contact-oasis-key/', 'en'],
    ['/uae/', 'ar'],
    ['/uae/contact-oasis-key/', 'ar'],
    ['/fr/media/', 'fr'],
    ['/ru', 'ru'],
    ['/pl/sitemap/', 'pl'],
    ['/de/anything/', 'en'],
    ['/ar/contact/', 'en'],
    ['/uaex/', 'en'],
  ])('%s is %s', (path, code) => {
    expect(localeFromPath(path).code).toBe(code);
  });
});

describe('localizePath and stripLocale', () => {
  it.each([
    ['/media/', 'ar', '/uae/media/'],
    ['/', 'fr', '/fr/'],
    ['/media/', 'en', '/media/'],
  ])('%s in %s is %s', (path, code, expected) => {
    expect(localizePath(path, getLocale(code))).toBe(expected);
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => !LOCALES.some((l) => l.prefix === s));
  const neutralPath = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.map((p) => `${p}/`).join('')}`);

  it('round-trips every path through every locale', () => {
    fc.assert(
      fc.property(neutralPath, fc.constantFrom(...LOCALES), (path, locale) => {
        const localized = localizePath(path, locale);
        expect(localeFromPath(localized)).toBe(locale);
        expect(stripLocale(localized)).toBe(path);
      }),
    );
  });

  it('falls back to English for unknown locale codes', () => {
    expect(getLocale('de').code).toBe('en');
    expect(getLocale(null).code).toBe('en');
  });
});

describe('t', () => {
  it('fills placeholders in each language', () => {
    expect(t('en', 'resultsCount', { count: 3 })).toBe('3 properties');
    expect(t('fr', 'resultsCount', { count: 3 })).toBe('3 biens');
    expect(t('ar', 'resultsCountOne')).toBe('عقار واحد');
  });
});

describe('this locale, else English', () => {
  const entries = [
    { locale: 'en', name: 'Home' },
    { locale: 'fr', name: 'Accueil' },
    { locale: 'fr', name: 'Contact' },
  ];

  it('picks the entry in the language, else the English one, else none', () => {
    expect(inLocaleOrEnglish(entries, 'fr')?.name).toBe('Accueil');
    expect(inLocaleOrEnglish(entries, 'ar')?.name).toBe('Home');
    expect(inLocaleOrEnglish([{ locale: 'fr' }], 'ru')).toBeUndefined();
  });

  it('keeps every entry of the language, else every English one', () => {
    expect(allInLocaleOrEnglish(entries, 'fr').map((e) => e.name)).toEqual(['Accueil', 'Contact']);
    expect(allInLocaleOrEnglish(entries, 'pl').map((e) => e.name)).toEqual(['Home']);
    expect(allInLocaleOrEnglish([{ locale: 'fr' }], 'ru')).toEqual([]);
  });
});
