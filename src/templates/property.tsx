import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PropertyView } from '../components/property/property-view';
import { SiteHead } from '../components/seo/site-head';
import { useSiteUrl } from '../components/seo/use-site-url';
import { shareImage } from '../components/seo/share-image';
import { EnquireButton } from '../components/forms/enquire-button';
import { FormModalButton } from '../components/forms/form-modal';
import { offPlanHiddenFields } from '../forms/hidden-fields';
import { t } from '../i18n/strings';
import {
  toBrandContact,
  toPropertyDetails,
  type RawBrandContact,
  type RawPropertyDetails,
} from '../cms/property-details';
import { propertyCrumbs, realEstateListingJsonLd } from '../property/json-ld';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import type { IndexEntry } from '../search/index-entry';
import type { LocaleCode } from '../i18n/locales';

type Data = { property: RawPropertyDetails | null; settings: { short_term_brand: RawBrandContact } | null };
type Context = {
  id: string;
  locale: LocaleCode;
  canonicalPath: string;
  similar?: IndexEntry[];
  permitQr?: string | null;
};

export default function PropertyTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  const property = toPropertyDetails(data.property ?? {});
  const siteUrl = useSiteUrl();
  const a = property.agent;
  // The enquiry goes to the listing's agent (agentname is the full name); without one, to the office.
  const enquiry = {
    title: property.title,
    area: property.areaName,
    referenceNumber: property.reference,
    url: `${siteUrl}${location.pathname}`,
    agent: a ? { firstname: a.name, email: a.email, whatsapp: a.whatsapp, phone: a.phone } : null,
  };
  return (
    <Layout locale={pageContext.locale} path={location.pathname}>
      <PropertyView
        property={property}
        locale={pageContext.locale}
        enquire={
          <div className="d-grid gap-2">
            <EnquireButton locale={pageContext.locale} property={enquiry} />
            {OFF_PLAN_DEPARTMENTS.has(property.department) ? (
              <FormModalButton
                formId="offplan-register"
                locale={pageContext.locale}
                variant="outline-secondary"
                hidden={offPlanHiddenFields({
                  name: property.title,
                  department: property.department,
                  referenceNumber: property.reference,
                })}
              >
                {t(pageContext.locale, `forms.title.${property.department}` as 'forms.title.new_developments')}
              </FormModalButton>
            ) : null}
            <FormModalButton formId="ask-question" locale={pageContext.locale} variant="outline-secondary">
              {t(pageContext.locale, 'forms.title.ask-question')}
            </FormModalButton>
          </div>
        }
        similar={pageContext.similar}
        permitQr={pageContext.permitQr}
        brand={toBrandContact(data.settings?.short_term_brand)}
        breadcrumbs={propertyCrumbs(property, pageContext.canonicalPath, pageContext.locale)}
      />
    </Layout>
  );
}

/** Listings that take an off-plan or international registration (the Off Plan Register form's departments). */
const OFF_PLAN_DEPARTMENTS = new Set(['new_developments', 'new_development_projects', 'international_projects']);

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const p = toPropertyDetails(data.property ?? {});
  const siteUrl = useSiteUrl();
  const images = p.images.flatMap((image) => {
    const src = image.data.images.fallback?.src;
    return src ? [src.startsWith('http') ? src : `${siteUrl}${src}`] : [];
  });
  const breadcrumbs = breadcrumbJsonLd(siteUrl, propertyCrumbs(p, pageContext.canonicalPath, pageContext.locale));
  return (
    <>
      <script type="application/ld+json">
        {JSON.stringify(realEstateListingJsonLd(p, `${siteUrl}${pageContext.canonicalPath}`, images))}
      </script>
      {breadcrumbs ? <script type="application/ld+json">{JSON.stringify(breadcrumbs)}</script> : null}
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
      strapi_id
      slug
      pType
      department
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
      permit_qr_link
      completion
      completion_date
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
    settings: strapiSiteSetting {
      short_term_brand {
        name
        email
        phone
        whatsapp
        logo {
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
