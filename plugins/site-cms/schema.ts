/**
 * The CMS shapes the site relies on, declared so that an empty or half-filled CMS
 * cannot remove a field from the GraphQL schema (gatsby-source-strapi only infers
 * fields that at least one entry fills).
 */
const richText = (owner: string, field: string) => `
  type ${owner}_${field.toUpperCase()} { data: ${owner}_${field.toUpperCase()}_TEXTNODE @link(from: "data___NODE") }
  type ${owner}_${field.toUpperCase()}_TEXTNODE implements Node {
    ${field}: String
  }`;

const jsonList = (owner: string, field: string) => `
  type ${owner}_${field.toUpperCase()}_JSONNODE implements Node { strapi_json_value: [String] }`;

const media = (field: string, many = false) =>
  `${field}: ${many ? '[STRAPI__MEDIA]' : 'STRAPI__MEDIA'} @link(from: "${field}___NODE")`;

/** Rich-text fields whose markdown gatsby-transformer-remark turns into HTML. */
export const RICH_TEXT_NODES = [
  'STRAPI_PAGE_CONTENT_TEXTNODE',
  'STRAPI__COMPONENT_PAGE_SECTION_TEXT_TEXTNODE',
  'STRAPI_FOOTER_CONTENT_TEXTNODE',
  'STRAPI_POPULAR_SEARCH_CONTENT_TEXTNODE',
  'STRAPI_COUNTRY_WHY_PRODUCT_TEXTNODE',
  'STRAPI_COUNTRY_WHY_INVEST_TEXTNODE',
];

export const typeDefs = `
  type MarkdownRemark implements Node @childOf(types: ${JSON.stringify(RICH_TEXT_NODES)}) {
    id: ID!
  }

  type STRAPI__MEDIA implements Node {
    url: String
    alternativeText: String
    width: Int
    height: Int
    mime: String
    localFile: File @link(from: "localFile___NODE")
  }

  type STRAPI_PAGE implements Node {
    documentId: String
    locale: String
    Title: String
    Slug: String
    Parent: String
    Parent2: String
    Parent3: String
    Layout: String
    Banner_Title: String
    Banner_Content: String
    ${media('Banner_Image')}
    Content: STRAPI_PAGE_CONTENT
    Meta_Title: String
    Meta_Description: String
    Hidden: Boolean
    Sections: [STRAPI__COMPONENT_PAGE_SECTION] @link(from: "Sections___NODE")
    updatedAt: Date @dateformat
    Form_Recipient: String
  }
  ${richText('STRAPI_PAGE', 'Content')}

  type STRAPI__COMPONENT_PAGE_SECTION_ITEM implements Node {
    title: String
    text: String
    link: String
    video_id: String
    ${media('image')}
  }
  type STRAPI__COMPONENT_PAGE_SECTION implements Node {
    kind: String
    heading: String
    text: STRAPI__COMPONENT_PAGE_SECTION_TEXT
    ${media('image')}
    cta_label: String
    cta_link: String
    variant: String
    area: String
    items: [STRAPI__COMPONENT_PAGE_SECTION_ITEM] @link(from: "items___NODE")
  }
  ${richText('STRAPI__COMPONENT_PAGE_SECTION', 'text')}

  type STRAPI__COMPONENT_MENU_SUB_LINK implements Node { label: String, link: String }
  type STRAPI__COMPONENT_MENU_LINK_ITEM implements Node {
    label: String
    link: String
    class: String
    sub_menus: [STRAPI__COMPONENT_MENU_SUB_LINK] @link(from: "sub_menus___NODE")
  }
  type STRAPI__COMPONENT_MENU_CARD implements Node {
    ${media('image')}
    title: String
    text: String
    cta_label: String
    cta_link: String
  }
  type STRAPI_MENU implements Node {
    documentId: String
    locale: String
    Label: String
    order: Int
    manualLink: String
    link: String
    page: STRAPI_PAGE @link(from: "page___NODE")
    Menu_List_1: [STRAPI__COMPONENT_MENU_LINK_ITEM] @link(from: "Menu_List_1___NODE")
    Menu_List_2: [STRAPI__COMPONENT_MENU_LINK_ITEM] @link(from: "Menu_List_2___NODE")
    Menu_List_3: [STRAPI__COMPONENT_MENU_LINK_ITEM] @link(from: "Menu_List_3___NODE")
    Menu_List_4: [STRAPI__COMPONENT_MENU_LINK_ITEM] @link(from: "Menu_List_4___NODE")
    menu_card: STRAPI__COMPONENT_MENU_CARD @link(from: "menu_card___NODE")
  }

  type STRAPI_FOOTER implements Node {
    locale: String
    site_by: String
    Sitemap: String
    privacy_policy: String
    terms_conditions: String
    copyright: String
    rights: String
    help_you_heading: String
    trending_searches: String
    services_heading: String
    other_heading: String
    about_heading: String
    content: STRAPI_FOOTER_CONTENT
  }
  ${richText('STRAPI_FOOTER', 'content')}

  type STRAPI_POPULAR_SEARCH implements Node {
    locale: String
    layout: String
    title: String
    content: STRAPI_POPULAR_SEARCH_CONTENT
  }
  ${richText('STRAPI_POPULAR_SEARCH', 'content')}

  type STRAPI_COUNTRY implements Node {
    documentId: String
    locale: String
    value: String
    label: String
    icon: String
    Show_flag: Boolean
    Slug: String
    Title: String
    Intro: String
    Why_product: STRAPI_COUNTRY_WHY_PRODUCT
    Why_invest: STRAPI_COUNTRY_WHY_INVEST
  }
  ${richText('STRAPI_COUNTRY', 'Why_product')}
  ${richText('STRAPI_COUNTRY', 'Why_invest')}

  type STRAPI_AREA implements Node {
    documentId: String
    name: String
    slug: String
    isDeveloper: Boolean
    city: String
    latitude: Float
    longitude: Float
    localized_names: STRAPI_AREA_LOCALIZED_NAMES_JSONNODE @link(from: "localized_names___NODE")
  }
  type STRAPI_AREA_LOCALIZED_NAMES_JSONNODE implements Node { ar: String, fr: String, ru: String, pl: String }
  type STRAPI_DEVELOPER_LOCALIZED_NAMES_JSONNODE implements Node { ar: String, fr: String, ru: String, pl: String }

  type STRAPI_DEVELOPER implements Node {
    documentId: String
    name: String
    localized_names: STRAPI_DEVELOPER_LOCALIZED_NAMES_JSONNODE @link(from: "localized_names___NODE")
    slug: String
    ${media('logo')}
    description: String
    website: String
  }

  type STRAPI_TEAM_MEMBER implements Node {
    documentId: String
    firstname: String
    lastname: String
    slug: String
    email: String
    phone: String
    whatsapp: String
    ${media('photo')}
    languages: STRAPI_TEAM_MEMBER_LANGUAGES_JSONNODE @link(from: "languages___NODE")
    job_title: String
    negotiator_id: String
    department: String
    order: Int
  }
  ${jsonList('STRAPI_TEAM_MEMBER', 'languages')}

  type STRAPI_PROPERTY implements Node {
    documentId: String
    strapi_id: Int
    listing_number: Int
    slug: String
    former_paths: STRAPI_PROPERTY_FORMER_PATHS_JSONNODE @link(from: "former_paths___NODE")
    listing_status: String
    title: String
    project_name: String
    description: String
    description_ar: String
    area: STRAPI_AREA @link(from: "area___NODE")
    referenceNumber: String
    department: String
    search_type: String
    pType: String
    price: Float
    rent_period: String
    bedrooms: Int
    bathrooms: Int
    floor_area: Int
    property_type: String
    facts: STRAPI_PROPERTY_FACTS_JSONNODE @link(from: "facts___NODE")
    features: STRAPI_PROPERTY_FEATURES_JSONNODE @link(from: "features___NODE")
    amenities: STRAPI_PROPERTY_AMENITIES_JSONNODE @link(from: "amenities___NODE")
    completion: String
    completion_date: String
    auction_starts_at: String
    auction_status: String
    auction_deposit: Int
    service_charge: Float
    ${media('images', true)}
    negotiator: STRAPI_TEAM_MEMBER @link(from: "negotiator___NODE")
    developer: STRAPI_DEVELOPER @link(from: "developer___NODE")
    latitude: Float
    longitude: Float
    permit_number: String
    permit_qr_link: String
    listed_date: Date @dateformat
    updated_date: Date @dateformat
    is_featured: Boolean
  }
  type STRAPI_PROPERTY_FORMER_PATHS_JSONNODE implements Node { strapi_json_value: JSON }
  ${jsonList('STRAPI_PROPERTY', 'facts')}
  ${jsonList('STRAPI_PROPERTY', 'features')}
  ${jsonList('STRAPI_PROPERTY', 'amenities')}

  type STRAPI_GOOGLE_REVIEW implements Node {
    reviewer: String
    starRating: String
    comment: String
    create_time: Date @dateformat
    vacation_homes: Boolean
  }

  type STRAPI__COMPONENT_SHARED_SOCIAL implements Node { network: String, url: String }
  type STRAPI_REDIRECT implements Node {
    documentId: String
    strapi_id: Int
    from: String
    to: String
    kind: String
  }

  type STRAPI_SITE_SETTING implements Node {
    company_name: String
    ${media('logo')}
    product_slug: String
    phone: String
    whatsapp: String
    email: String
    address: String
    socials: [STRAPI__COMPONENT_SHARED_SOCIAL] @link(from: "socials___NODE")
  }
`;
