import { previewTargets } from '../preview-targets';
import type { PlannedPage } from '../plan-pages';

const cms = (id: string, path: string, locale: PlannedPage['locale'], extra: Partial<PlannedPage> = {}) =>
  ({
    template: 'cms-page',
    id,
    path,
    canonicalPath: path,
    locale,
    fallback: false,
    hidden: false,
    ...extra,
  }) as PlannedPage;
const property = (id: string, path: string, locale: PlannedPage['locale']) =>
  ({ template: 'property', id, path, canonicalPath: path, locale, defer: false }) as PlannedPage;

describe('previewTargets', () => {
  const documents: Record<string, string> = { 'page-en': 'docP', 'page-fr': 'docP', prop: 'docH' };

  it('maps each entry to its page in every language', () => {
    const targets = previewTargets(
      [
        cms('page-en', '/contact-oasis-key/', 'en'),
        cms('page-fr', '/fr/contact-oasis-key/', 'fr'),
        property('prop', '/property-for-sale/flat-7/', 'en'),
        property('prop', '/uae/property-for-sale/flat-7/', 'ar'),
      ],
      (id) => documents[id],
    );
    expect(targets).toEqual({
      docP: { en: '/contact-oasis-key/', fr: '/fr/contact-oasis-key/' },
      docH: { en: '/property-for-sale/flat-7/', ar: '/uae/property-for-sale/flat-7/' },
    });
  });

  it('opens the first path of a page, not its alias, and leaves out listings and unknown nodes', () => {
    const targets = previewTargets(
      [
        cms('page-en', '/contact/', 'en', { canonicalPath: '/contact-oasis-key/' }),
        cms('page-en', '/contact-oasis-key/', 'en'),
        {
          template: 'listing',
          path: '/properties/for-sale/in-dubai/',
          canonicalPath: '/properties/for-sale/in-dubai/',
          locale: 'en',
        } as PlannedPage,
        cms('gone', '/gone/', 'en'),
      ],
      (id) => documents[id],
    );
    expect(targets).toEqual({ docP: { en: '/contact-oasis-key/' } });
  });
});
