/** @jest-environment node */
import { languageName, languageOfLead, leadLanguage } from '../lead';
import { makeLead } from '../../../testing/lead-factories';

describe('a lead’s language', () => {
  it.each([
    ['/contact-oasis-key/', 'en'],
    ['/uae/contact-oasis-key/', 'ar'],
    ['https://www.oasiskey.ae/fr/contact-oasis-key/', 'fr'],
    ['/ru/careers/', 'ru'],
    ['/pl/valuation/?utm=x', 'pl'],
    ['uae/no-leading-slash', 'ar'],
    // Prefixes are lowercase, as on the site; a host is not a path.
    ['/UAE/contact/', 'en'],
    ['//uae/contact/', 'en'],
    ['/xx/contact/', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['http://[bad', 'en'],
    // Names of Object.prototype members are no language (the CMS's old table gave them one).
    ['/constructor/', 'en'],
    ['/__proto__/x', 'en'],
  ])('of a lead from %j is %s', (pageUrl, language) => {
    expect(leadLanguage(pageUrl)).toBe(language);
  });

  it('is the page’s the entry records, else the one its payload names', () => {
    expect(languageOfLead(makeLead({ page_url: '/fr/x/' }, { page_url: '/ru/y/' }))).toBe('ru');
    expect(languageOfLead(makeLead({ page_url: '/fr/x/' }, { page_url: null }))).toBe('fr');
    expect(languageOfLead({ data: null })).toBe('en');
  });

  it('is named in English for the brokerage', () => {
    expect(['en', 'ar', 'fr', 'ru', 'pl'].map((code) => languageName(code as 'en'))).toEqual([
      'English',
      'Arabic',
      'French',
      'Russian',
      'Polish',
    ]);
  });
});
