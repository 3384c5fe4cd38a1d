import { graphql, useStaticQuery } from 'gatsby';
import { richTextHtml, type RawRichTextField } from '@brokerage/core/cms/reshape';
import { inLocaleOrEnglish, type LocaleCode } from '@brokerage/core/i18n/locales';

/** The footer's CMS content for one language; empty strings where the CMS has nothing. */
export type FooterContent = {
  siteBy: string;
  sitemap: string;
  privacy: string;
  terms: string;
  copyright: string;
  rights: string;
  helpYouHeading: string;
  helpYouHtml: string;
  trendingSearches: string;
  servicesHeading: string;
  otherHeading: string;
  aboutHeading: string;
  /** The home layout's popular-search markdown, as sanitised HTML. */
  popularSearchHtml: string;
};

export type RawFooter = {
  locale: string | null;
  site_by?: string | null;
  Sitemap?: string | null;
  privacy_policy?: string | null;
  terms_conditions?: string | null;
  copyright?: string | null;
  rights?: string | null;
  help_you_heading?: string | null;
  trending_searches?: string | null;
  services_heading?: string | null;
  other_heading?: string | null;
  about_heading?: string | null;
  content?: RawRichTextField;
};
export type RawPopularSearch = { locale: string | null; layout: string | null; content?: RawRichTextField };
export type RawFooterSettings = {
  company_name?: string | null;
  product_slug?: string | null;
  socials?: readonly ({ network?: string | null; url?: string | null } | null)[] | null;
} | null;

/** What the footer's static query answers; every part may be missing from an empty CMS. */
export type FooterQueryData = {
  footers?: { nodes: readonly RawFooter[] } | null;
  popularSearches?: { nodes: readonly RawPopularSearch[] } | null;
};

/** The node in the page's language, else the English one (a footer not yet translated). */
const pick = inLocaleOrEnglish;

/**
 * One layout's popular searches (a page query's answer: its nodes in the page's language
 * and English) as sanitised HTML in the page's language, else English; '' for none.
 */
export function popularSearchHtml(nodes: readonly RawPopularSearch[] | null | undefined, locale: LocaleCode): string {
  return richTextHtml(pick(nodes ?? [], locale)?.content);
}

/** Reshapes the footer query's answer into one language's footer content. */
export function toFooterContent(data: FooterQueryData | null | undefined, locale: LocaleCode): FooterContent {
  const footer = pick(data?.footers?.nodes ?? [], locale);
  const homeSearches = (data?.popularSearches?.nodes ?? []).filter((n) => n.layout === 'home');
  return {
    siteBy: footer?.site_by ?? '',
    sitemap: footer?.Sitemap ?? '',
    privacy: footer?.privacy_policy ?? '',
    terms: footer?.terms_conditions ?? '',
    copyright: footer?.copyright ?? '',
    rights: footer?.rights ?? '',
    helpYouHeading: footer?.help_you_heading ?? '',
    helpYouHtml: richTextHtml(footer?.content),
    trendingSearches: footer?.trending_searches ?? '',
    servicesHeading: footer?.services_heading ?? '',
    otherHeading: footer?.other_heading ?? '',
    aboutHeading: footer?.about_heading ?? '',
    popularSearchHtml: popularSearchHtml(homeSearches, locale),
  };
}

/**
 * The footer's CMS content. A static query cannot take the language as a variable, so it
 * reads every language and picks the page's one.
 */
export function useFooterContent(locale: LocaleCode): FooterContent {
  const data = useStaticQuery<Queries.FooterContentQuery>(graphql`
    query FooterContent {
      footers: allStrapiFooter(sort: { strapi_id: ASC }) {
        nodes {
          locale
          site_by
          Sitemap
          privacy_policy
          terms_conditions
          copyright
          rights
          help_you_heading
          trending_searches
          services_heading
          other_heading
          about_heading
          content {
            data {
              childMarkdownRemark {
                safeHtml
              }
            }
          }
        }
      }
      popularSearches: allStrapiPopularSearch(filter: { layout: { eq: "home" } }, sort: { strapi_id: ASC }) {
        nodes {
          ...PopularSearchFields
        }
      }
    }
  `);
  return toFooterContent(data, locale);
}

/** What the footer reads of a popular-search layout: the home one here, a listing root's in its page queries. */
export const popularSearchFields = graphql`
  fragment PopularSearchFields on STRAPI_POPULAR_SEARCH {
    locale
    layout
    content {
      data {
        childMarkdownRemark {
          safeHtml
        }
      }
    }
  }
`;
