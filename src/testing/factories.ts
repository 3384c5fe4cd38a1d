import type { CmsPageRef, CountryRef } from '../node/plan-pages';
import type { RawPage } from '../cms/reshape';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** A CMS page reference as createPages reads it; English, top-level, unless overridden. */
export function makeCmsPageRef(overrides: Partial<CmsPageRef> = {}): CmsPageRef {
  return { id: nextId('page'), locale: 'en', Slug: `page-${sequence}`, Parent: null, Parent2: null, Parent3: null, ...overrides };
}

export function makeCountryRef(overrides: Partial<CountryRef> = {}): CountryRef {
  return { id: nextId('country'), locale: 'en', Slug: `country-${sequence}`, ...overrides };
}

/** A CMS page node with content, as the page template's query returns it. */
export function makeRawPage(overrides: Partial<RawPage> = {}): RawPage {
  return {
    Title: 'Sell your property in the UAE',
    Banner_Title: 'Sell with confidence',
    Banner_Content: 'Valuations within 24 hours.',
    Meta_Title: 'Sell your property | Oasis Key',
    Meta_Description: 'Sell your Dubai property with Oasis Key.',
    Content: { data: { childMarkdownRemark: { safeHtml: '<p>We market your home to buyers in 40 countries.</p>' } } },
    Banner_Image: null,
    ...overrides,
  };
}
