import type { CmsPageRef, CountryRef } from '../../plugins/site-pages/plan-pages';
import type { RawPage } from '@brokerage/core/cms/reshape';
import type { RawMenu } from '@brokerage/core/cms/menu';
import type { RawSiteSettings } from '@brokerage/core/cms/site-settings';
import type { FooterQueryData, RawFooter } from '../components/footer/use-footer-content';
import { makeSectionData } from './section-factories';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** A CMS page reference as createPages reads it; English, top-level, unless overridden. */
export function makeCmsPageRef(overrides: Partial<CmsPageRef> = {}): CmsPageRef {
  return {
    id: nextId('page'),
    locale: 'en',
    Slug: `page-${sequence}`,
    Parent: null,
    Parent2: null,
    Parent3: null,
    ...overrides,
  };
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
    menu_card: {
      title: 'Off-plan launches',
      text: 'Payment plans from 1%',
      cta_label: 'See launches',
      cta_link: '/off-plan-properties-in-uae/',
    },
    ...overrides,
  };
}

/**
 * What the site's static queries return, merged (the jest mock of `useStaticQuery` answers
 * every query with it): the site URL, the site settings, a two-item English and Arabic
 * header menu, two flagged countries and the page sections' data (makeSectionData).
 */
export function makeStaticQueryData() {
  const settings = {
    company_name: 'Oasis Key Properties',
    phone: '97143210000',
    whatsapp: '971501234567',
    email: 'hello@example.test',
    product_slug: 'oasis-key',
    socials: [],
  };
  const menu = (locale: string) => [
    { ...makeRawMenu({ Label: locale === 'ar' ? 'شراء' : 'Buy', order: 1 }), locale },
    {
      ...makeRawMenu({
        Label: locale === 'ar' ? 'إيجار' : 'Rent',
        order: 2,
        link: '/properties/for-rent/in-dubai/',
        menu_card: null,
      }),
      locale,
    },
  ];
  const country = (locale: string, value: string, label: string, Slug: string, icon: string) => ({
    locale,
    value,
    label,
    icon,
    Show_flag: true,
    Slug,
  });
  return {
    site: { siteMetadata: { siteUrl: 'https://www.example.test' } },
    strapiSiteSetting: settings,
    menus: { nodes: [...menu('en'), ...menu('ar')] },
    countries: {
      nodes: [
        country('en', 'gb', 'United Kingdom', '', '🇬🇧'),
        country('en', 'in', 'India', 'india', '🇮🇳'),
        country('ar', 'in', 'الهند', 'india', '🇮🇳'),
      ],
    },
    ...makeSectionData(),
  };
}

/**
 * What the footer's static query returns: an English and an Arabic footer, the home
 * popular searches in English, and (for useSiteSettings) site settings with two social profiles.
 */
export function makeFooterQueryData(
  overrides: Partial<FooterQueryData & { strapiSiteSetting: RawSiteSettings }> = {},
): FooterQueryData & { strapiSiteSetting: RawSiteSettings } {
  const html = (safeHtml: string) => ({ data: { childMarkdownRemark: { safeHtml } } });
  const footer = (locale: string, words: Partial<RawFooter>): RawFooter => ({
    locale,
    site_by: 'Site by Starberry',
    Sitemap: 'Sitemap',
    privacy_policy: 'Privacy & Cookies',
    terms_conditions: 'Terms',
    copyright: '©',
    rights: 'All rights reserved.',
    help_you_heading: 'Can we help you?',
    trending_searches: 'Trending Searches',
    services_heading: 'Our Services',
    other_heading: 'Other Links',
    about_heading: 'About Us',
    content: html('<p>Call us seven days a week.</p>'),
    ...words,
  });
  return {
    footers: {
      nodes: [
        footer('en', {}),
        footer('ar', {
          site_by: 'تصميم ستاربيري',
          Sitemap: 'خريطة الموقع',
          privacy_policy: 'الخصوصية',
          terms_conditions: 'الشروط',
          rights: 'جميع الحقوق محفوظة.',
          help_you_heading: 'هل يمكننا مساعدتك؟',
          trending_searches: 'الأكثر بحثاً',
          services_heading: 'خدماتنا',
          other_heading: 'روابط أخرى',
          about_heading: 'عن الشركة',
          content: html('<p>اتصل بنا طوال الأسبوع.</p>'),
        }),
      ],
    },
    popularSearches: {
      nodes: [
        {
          locale: 'en',
          layout: 'listing',
          content: html('<p><a href="/properties/for-rent/in-jlt/">Listing-only search</a></p>'),
        },
        {
          locale: 'en',
          layout: 'home',
          content: html('<p><a href="/properties/for-sale/in-dubai-marina/">Property for sale in Dubai Marina</a></p>'),
        },
      ],
    },
    strapiSiteSetting: {
      company_name: 'Oasis Key Properties',
      product_slug: 'oasis-key',
      socials: [
        { network: 'facebook', url: 'https://www.facebook.com/oasiskey' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/oasiskey' },
      ],
    },
    ...overrides,
  };
}
