import type { Schema, Struct } from '@strapi/strapi';

export interface FeedRejectedListing extends Struct.ComponentSchema {
  collectionName: 'components_feed_rejected_listings';
  info: {
    description: 'A feed entry the import could not take, and why';
    displayName: 'Rejected listing';
  };
  attributes: {
    line: Schema.Attribute.Integer;
    reason: Schema.Attribute.Text;
    reference: Schema.Attribute.String;
  };
}

export interface MenuCard extends Struct.ComponentSchema {
  collectionName: 'components_menu_cards';
  info: {
    displayName: 'Card';
    icon: 'picture';
  };
  attributes: {
    cta_label: Schema.Attribute.String;
    cta_link: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

export interface MenuLinkItem extends Struct.ComponentSchema {
  collectionName: 'components_menu_link_items';
  info: {
    displayName: 'Link item';
    icon: 'link';
  };
  attributes: {
    class: Schema.Attribute.Enumeration<['parent', 'submenu']>;
    label: Schema.Attribute.String;
    link: Schema.Attribute.String;
    sub_menus: Schema.Attribute.Component<'menu.sub-link', true>;
  };
}

export interface MenuSubLink extends Struct.ComponentSchema {
  collectionName: 'components_menu_sub_links';
  info: {
    displayName: 'Sub link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String;
    link: Schema.Attribute.String;
  };
}

export interface PageSection extends Struct.ComponentSchema {
  collectionName: 'components_page_sections';
  info: {
    description: 'One block of a page; kind picks the renderer, variant refines it (reviews: vacation-homes; featured-listings and area-listings: listing root; area-listings: the area slug in area)';
    displayName: 'Section';
    icon: 'layout';
  };
  attributes: {
    area: Schema.Attribute.String;
    cta_label: Schema.Attribute.String;
    cta_link: Schema.Attribute.String;
    heading: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    items: Schema.Attribute.Component<'page.section-item', true>;
    kind: Schema.Attribute.Enumeration<
      [
        'hero',
        'text',
        'cards',
        'services',
        'featured-listings',
        'reviews',
        'reviews-list',
        'quick-search',
        'team',
        'videos',
        'podcasts',
        'child-pages',
        'area-listings',
        'partners',
        'faq',
        'cta',
        'sitemap',
      ]
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'text'>;
    text: Schema.Attribute.RichText;
    variant: Schema.Attribute.String;
  };
}

export interface PageSectionItem extends Struct.ComponentSchema {
  collectionName: 'components_page_section_items';
  info: {
    description: 'A card, service, FAQ entry, video (video_id: YouTube id) or podcast episode';
    displayName: 'Section item';
    icon: 'bulletList';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    link: Schema.Attribute.String;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String;
    video_id: Schema.Attribute.String;
  };
}

export interface SharedBrandContact extends Struct.ComponentSchema {
  collectionName: 'components_shared_brand_contacts';
  info: {
    displayName: 'Brand contact';
    icon: 'house';
  };
  attributes: {
    department: Schema.Attribute.String & Schema.Attribute.DefaultTo<'short_term'>;
    email: Schema.Attribute.Email;
    logo: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    whatsapp: Schema.Attribute.String;
  };
}

export interface SharedSocial extends Struct.ComponentSchema {
  collectionName: 'components_shared_socials';
  info: {
    displayName: 'Social';
    icon: 'earth';
  };
  attributes: {
    network: Schema.Attribute.Enumeration<
      ['facebook', 'instagram', 'twitter', 'tiktok', 'podcast', 'youtube', 'linkedin', 'rss']
    >;
    url: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'feed.rejected-listing': FeedRejectedListing;
      'menu.card': MenuCard;
      'menu.link-item': MenuLinkItem;
      'menu.sub-link': MenuSubLink;
      'page.section': PageSection;
      'page.section-item': PageSectionItem;
      'shared.brand-contact': SharedBrandContact;
      'shared.social': SharedSocial;
    }
  }
}
