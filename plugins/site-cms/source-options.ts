/**
 * What gatsby-source-strapi fetches: every type the site renders, every locale of the
 * localized ones, with the relations and media the templates need populated.
 */
const ALL_LOCALES = { i18n: { locale: 'all' } };
const PAGE_SIZE = 1000;

const menuList = { populate: { sub_menus: true } };

export function strapiSourceOptions(apiURL: string, accessToken: string) {
  return {
    version: 5,
    apiURL,
    accessToken,
    queryLimit: PAGE_SIZE,
    maxParallelRequests: 4,
    collectionTypes: [
      {
        singularName: 'page',
        pluginOptions: ALL_LOCALES,
        queryParams: { populate: { Banner_Image: true, Sections: { populate: { image: true, items: { populate: { image: true } } } } } },
      },
      {
        singularName: 'menu',
        pluginOptions: ALL_LOCALES,
        queryParams: {
          populate: {
            page: true,
            Menu_List_1: menuList,
            Menu_List_2: menuList,
            Menu_List_3: menuList,
            Menu_List_4: menuList,
            menu_card: { populate: { image: true } },
          },
        },
      },
      { singularName: 'popular-search', pluginOptions: ALL_LOCALES },
      { singularName: 'country', pluginOptions: ALL_LOCALES },
      { singularName: 'area', queryParams: { populate: '*' } },
      { singularName: 'developer', queryParams: { populate: { logo: true } } },
      { singularName: 'team-member', queryParams: { populate: { photo: true } } },
      { singularName: 'google-review', queryParams: { sort: ['create_time:desc', 'id:asc'] } },
      {
        singularName: 'property',
        queryParams: {
          populate: { area: true, images: true, negotiator: true, developer: true },
          sort: ['listed_date:desc', 'id:asc'],
        },
      },
    ],
    singleTypes: [
      { singularName: 'footer', pluginOptions: ALL_LOCALES, queryParams: { populate: '*' } },
      {
        singularName: 'site-setting',
        queryParams: { populate: { socials: true, short_term_brand: { populate: { logo: true } } } },
      },
    ],
  };
}
