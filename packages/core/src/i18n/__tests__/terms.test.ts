import { TERM_NAMES } from '../dictionaries/terms';
import { languageNameIn, languagesIn, termIn } from '../terms';

// The demo seed's amenity items and team (the CMS app's own modules).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AMENITY_LISTS } = require('../../../../../cms/src/seed/properties') as { AMENITY_LISTS: string[][] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { teamRecords } = require('../../../../../cms/src/seed/data/org') as {
  teamRecords: () => { job_title: string; languages: string[] }[];
};

const OTHER_LANGUAGES = ['ar', 'fr', 'ru', 'pl'] as const;

describe('the vocabulary of CMS terms', () => {
  it('translates every amenity and job title of the demo content into every language', () => {
    const used = [...new Set([...AMENITY_LISTS.flat(), ...teamRecords().map((m) => m.job_title)])];
    for (const term of used) {
      expect(TERM_NAMES).toContain(term);
      for (const locale of OTHER_LANGUAGES) {
        const shown = termIn(locale, term);
        expect(shown.lang).toBe(locale);
        expect(shown.text).not.toBe(term);
      }
    }
  });

  it('names every language the team speaks in every site language', () => {
    for (const language of new Set(teamRecords().flatMap((m) => m.languages))) {
      for (const locale of OTHER_LANGUAGES) expect(languageNameIn(locale, language).lang).toBe(locale);
    }
  });

  it('keeps an unknown term in English and says so', () => {
    expect(termIn('ar', 'Rooftop cinema')).toEqual({ text: 'Rooftop cinema', lang: 'en' });
    expect(termIn('en', 'Kids play area')).toEqual({ text: 'Kids play area', lang: 'en' });
    expect(languageNameIn('fr', 'Klingon')).toEqual({ text: 'Klingon', lang: 'en' });
  });

  it('lists languages with each language’s separators', () => {
    expect(languagesIn('fr', ['English', 'Arabic', 'Russian'])).toBe('anglais, arabe et russe');
    expect(languagesIn('ru', ['English', 'Polish'])).toBe('английский и польский');
    expect(languagesIn('en', ['English', 'Russian'])).toBe('English, Russian');
  });
});
