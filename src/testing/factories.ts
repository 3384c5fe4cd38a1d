import type { CmsPageRef, CountryRef } from '../node/plan-pages';
import type { RawPage } from '../cms/reshape';
import type { RawMenu } from '../cms/menu';

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

/** A header menu item as the CMS returns it: one column with a parent, a submenu and a sub link. */
export function makeRawMenu(overrides: Partial<RawMenu> = {}): RawMenu {
  return {
    Label: 'Buy',
    order: 1,
    manualLink: null,
    link: '/properties/for-sale/in-dubai/',
    page: null,
    Menu_List_1: [
      { label: 'Apartments', link: '/properties/for-sale/in-dubai/type-apartment/', class: 'parent', sub_menus: [] },
      {
        label: 'Dubai Marina',
        link: '/properties/for-sale/in-dubai-marina/',
        class: 'submenu',
        sub_menus: [{ label: 'Marina Gate', link: '/properties/for-sale/in-dubai-marina/' }],
      },
    ],
    Menu_List_2: [],
    Menu_List_3: null,
    Menu_List_4: null,
    menu_card: { title: 'Off-plan launches', text: 'Payment plans from 1%', cta_label: 'See launches', cta_link: '/off-plan-properties-in-uae/' },
    ...overrides,
  };
}
