import { graphql, useStaticQuery } from 'gatsby';
import { toMenu, type MenuItem } from '@brokerage/core/cms/menu';
import { allInLocaleOrEnglish, getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';

export type CountryLink = { value: string; label: string; icon: string; href: string };
export type HeaderContent = { menu: MenuItem[]; countries: CountryLink[] };

/** One of a menu item's four link columns: its links, each with its own sub-links. */
export const menuColumnFragment = graphql`
  fragment MenuColumn on STRAPI__COMPONENT_MENU_LINK_ITEM {
    label
    link
    class
    sub_menus {
      label
      link
    }
  }
`;

/** The header's CMS content (menu and flagged countries) for one language. */
export function useHeaderContent(locale: LocaleCode): HeaderContent {
  const data = useStaticQuery<Queries.HeaderContentQuery>(graphql`
    query HeaderContent {
      menus: allStrapiMenu(sort: { strapi_id: ASC }) {
        nodes {
          locale
          Label
          order
          manualLink
          link
          page {
            Slug
            Parent
            Parent2
            Parent3
            Hidden
          }
          Menu_List_1 {
            ...MenuColumn
          }
          Menu_List_2 {
            ...MenuColumn
          }
          Menu_List_3 {
            ...MenuColumn
          }
          Menu_List_4 {
            ...MenuColumn
          }
          menu_card {
            title
            text
            cta_label
            cta_link
            image {
              alternativeText
              localFile {
                childImageSharp {
                  gatsbyImageData(width: 320, height: 200, placeholder: NONE)
                }
              }
            }
          }
        }
      }
      countries: allStrapiCountry(sort: { strapi_id: ASC }) {
        nodes {
          locale
          value
          label
          icon
          Show_flag
          Slug
        }
      }
    }
  `);
  const lang = getLocale(locale);
  const inLocale = <T extends { locale: string | null }>(nodes: readonly T[]) => allInLocaleOrEnglish(nodes, locale);
  return {
    menu: toMenu(inLocale(data.menus.nodes), lang),
    countries: inLocale(data.countries.nodes)
      .filter((c) => c.Show_flag && c.value)
      .map((c) => ({
        value: c.value ?? '',
        label: c.label ?? '',
        icon: c.icon ?? '',
        href: localizePath(c.Slug ? `/${c.Slug}/` : '/', lang),
      })),
  };
}
