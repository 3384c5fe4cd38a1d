import fc from 'fast-check';
import { LOCALES, getLocale, localeFromPath, localizePath, stripLocale } from '../locales';
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
