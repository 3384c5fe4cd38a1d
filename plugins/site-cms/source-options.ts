/**
 * What gatsby-source-strapi fetches: every type the site renders, every locale of the
 * localized ones, with the relations and media the templates need populated.
 */
const ALL_LOCALES = { i18n: { locale: 'all' } };
const PAGE_SIZE = 1000;

const menuList = { populate: { sub_menus: true } };

/**
 * Properties on the market: `live`, or an older entry without a status; not those the
 * listing feed unpublished (cms/src/feed) nor those marked sold or let.
 */
export const LISTED = { $or: [{ listing_status: { $null: true } }, { listing_status: { $eq: 'live' } }] };

/**
 * With `drafts` (the editors' preview on gatsby develop), the types with draft and publish
 * are sourced in their draft version (gatsby-source-strapi turns `publicationState:
 * 'preview'` into Strapi 5's `status=draft`), so a saved, unpublished change shows.
 */
export function strapiSourceOptions(apiURL: string, { drafts = false } = {}) {
  const draft = drafts ? { publicationState: 'preview' } : {};
  const collectionTypes = [
    {
      singularName: 'page',
      pluginOptions: ALL_LOCALES,
      queryParams: {
        ...draft,
        populate: {
          Banner_Image: true,
          Sections: { populate: { image: true, items: { populate: { image: true } } } },
        },
      },
    },
    {
      singularName: 'menu',
      pluginOptions: ALL_LOCALES,
      queryParams: {
        ...draft,
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
    { singularName: 'popular-search', pluginOptions: ALL_LOCALES, queryParams: { ...draft } },
    { singularName: 'country', pluginOptions: ALL_LOCALES, queryParams: { ...draft } },
    { singularName: 'area', queryParams: { populate: '*' } },
    { singularName: 'developer', queryParams: { populate: { logo: true } } },
    { singularName: 'team-member', queryParams: { populate: { photo: true } } },
    { singularName: 'google-review', queryParams: { sort: ['create_time:desc', 'id:asc'] } },
    {
      singularName: 'property',
      queryParams: {
        populate: { area: true, images: true, negotiator: true, developer: true },
        sort: ['listed_date:desc', 'id:asc'],
        filters: LISTED,
      },
    },
    // Editors' redirects, compiled with the listings' former paths into the route table (plugins/site-pages).
    { singularName: 'redirect' },
    // The Dubai Land Department's figures of each area (plugins/site-market).
    { singularName: 'market-area', queryParams: { populate: { area: { fields: ['slug'] } } } },
  ];
  return {
    version: 5,
    apiURL,
    // The plugin reads the token from STRAPI_TOKEN (the source patch), never from these options:
    // Gatsby keeps every plugin's options in its datastore (SitePlugin nodes), and the datastore
    // travels in the CDN's engine Function. src/config/env.ts checks the variable is set.
    accessTokenEnv: 'STRAPI_TOKEN',
    maxParallelRequests: 4,
    // gatsby-source-strapi reads the page size per type (its default, 100, made 200 requests of 20,000 listings).
    collectionTypes: collectionTypes.map((type) => ({ ...type, queryLimit: PAGE_SIZE })),
    singleTypes: [
      { singularName: 'footer', pluginOptions: ALL_LOCALES, queryParams: { ...draft, populate: '*' } },
      {
        singularName: 'site-setting',
        queryParams: { populate: { logo: true, socials: true, short_term_brand: { populate: { logo: true } } } },
      },
    ],
  };
}
