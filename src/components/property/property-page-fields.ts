import { graphql } from 'gatsby';

/** What a property page reads of its Strapi property (toPropertyDetails; photos come from its PropertyExtras). */
export const propertyPageFields = graphql`
  fragment PropertyPageFields on STRAPI_PROPERTY {
    strapi_id
    listing_number
    slug
    pType
    department
    title
    project_name
    description
    description_ar
    price
    rent_period
    bedrooms
    bathrooms
    floor_area
    property_type
    referenceNumber
    permit_number
    permit_qr_link
    completion
    completion_date
    auction_starts_at
    auction_status
    auction_deposit
    service_charge
    listed_date
    updated_date
    latitude
    longitude
    area {
      name
      slug
      localized_names {
        ar
        fr
        ru
        pl
      }
    }
    developer {
      name
    }
    amenities {
      strapi_json_value
    }
    negotiator {
      firstname
      lastname
      job_title
      phone
      whatsapp
      email
      languages {
        strapi_json_value
      }
    }
  }
`;

/** What the build derived from the property for its page (plugins/site-pages): photos, agent photo, brand logo, QR code. */
export const propertyPageExtras = graphql`
  fragment PropertyPageExtras on PropertyExtras {
    images
    agentPhoto
    brandLogo
    permitQr
  }
`;

/** The holiday-home brand's contact, shown on short-term lettings (toBrandContact). */
export const shortTermBrandFields = graphql`
  fragment ShortTermBrandFields on STRAPI_SITE_SETTING {
    short_term_brand {
      name
      email
      phone
      whatsapp
    }
  }
`;
