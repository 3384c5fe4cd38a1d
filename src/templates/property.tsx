import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PropertyView } from '../components/property/property-view';
import { SiteHead } from '../components/seo/site-head';
import { useSiteUrl } from '../components/seo/use-site-url';
import { shareImage } from '../components/seo/share-image';
import { toPropertyDetails, type PropertyDetails, type RawPropertyDetails } from '../cms/property-details';
import type { LocaleCode } from '../i18n/locales';

type Data = { property: RawPropertyDetails | null };
type Context = { id: string; locale: LocaleCode; canonicalPath: string };

export default function PropertyTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  return (
    <Layout locale={pageContext.locale} path={location.pathname}>
      <PropertyView property={toPropertyDetails(data.property ?? {})} locale={pageContext.locale} />
    </Layout>
  );
}

/** schema.org RealEstateListing of a property page. */
function listingJsonLd(p: PropertyDetails, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    ...(p.listed ? { datePosted: p.listed } : {}),
    offers: { '@type': 'Offer', price: p.price, priceCurrency: 'AED' },
    about: {
      '@type': 'Accommodation',
      ...(p.bedrooms !== null ? { numberOfBedrooms: p.bedrooms } : {}),
      ...(p.bathrooms ? { numberOfBathroomsTotal: p.bathrooms } : {}),
      ...(p.floorArea ? { floorSize: { '@type': 'QuantitativeValue', value: p.floorArea, unitCode: 'FTK' } } : {}),
      address: { '@type': 'PostalAddress', addressLocality: p.areaName, addressRegion: 'Dubai', addressCountry: 'AE' },
      ...(p.coordinates
        ? { geo: { '@type': 'GeoCoordinates', latitude: p.coordinates[0], longitude: p.coordinates[1] } }
        : {}),
    },
  };
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const p = toPropertyDetails(data.property ?? {});
  const siteUrl = useSiteUrl();
  return (
    <>
      <script type="application/ld+json">
        {JSON.stringify(listingJsonLd(p, `${siteUrl}${pageContext.canonicalPath}`))}
      </script>
      <SiteHead
        locale={pageContext.locale}
        title={p.title}
        description={p.paragraphs[0]?.slice(0, 155) ?? null}
        path={location.pathname}
        canonicalPath={pageContext.canonicalPath}
        image={shareImage(p.images[0])}
      />
    </>
  );
}

export const query = graphql`
  query PropertyPage($id: String!) {
    property: strapiProperty(id: { eq: $id }) {
      title
      description
      price
      rent_period
      bedrooms
      bathrooms
      floor_area
      property_type
      referenceNumber
      permit_number
      completion
      completion_date
      listed_date
      updated_date
      latitude
      longitude
      area {
        name
      }
      developer {
        name
      }
      amenities {
        strapi_json_value
      }
      images {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 1200, height: 800, placeholder: BLURRED)
          }
        }
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
        photo {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 96, height: 96, placeholder: NONE)
            }
          }
        }
      }
    }
  }
`;
