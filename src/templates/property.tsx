import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PropertyView } from '../components/property/property-view';
import { SiteHead } from '../components/seo/site-head';
import { useSiteUrl } from '../components/seo/use-site-url';
import { shareImage } from '../components/seo/share-image';
import { EnquireButton } from '../components/forms/enquire-button';
import { FormModalButton } from '../components/forms/form-modal-button';
import { offPlanHiddenFields } from '../forms/hidden-fields';
import { t } from '../i18n/strings';
import { toBrandContact, toPropertyDetails } from '../cms/property-details';
import { propertyCrumbs, realEstateListingJsonLd } from '../property/json-ld';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { indexEntries } from '../search/index-entry';
import { asMedia, asMediaList } from '../cms/reshape';
import { inLanguage, summaryIn } from '../property/headline';
import type { LocaleCode } from '../i18n/locales';
import { listingKind } from '../search/roots';
import { popularSearchHtml } from '../components/footer/use-footer-content';
import type { ListingMarket } from '../market/view';

type Data = Queries.PropertyPageQuery;
type Context = { id: string; extrasId: string; locale: LocaleCode; canonicalPath: string; similarIds: string[] };

/** The property as the page shows it: the CMS fields with the photos the build processed. */
function details(data: Data) {
  const raw = data.property;
  // What the build derived from the property (plugins/site-pages) is JSON: checked here as media.
  const negotiator = raw?.negotiator ? { ...raw.negotiator, photo: asMedia(data.extras?.agentPhoto) } : null;
  return toPropertyDetails({ ...raw, images: asMediaList(data.extras?.images), negotiator });
}

export default function PropertyTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.PropertyPageQuery, Context>) {
  const cms = details(data);
  const property = inLanguage(cms, pageContext.locale);
  const siteUrl = useSiteUrl();
  const a = property.agent;
  // The enquiry goes to the listing's agent (agentname is the full name); without one, to the office.
  // It names the listing by its CMS title, as the brokerage knows it.
  const enquiry = {
    title: cms.title,
    area: property.areaName,
    referenceNumber: property.reference,
    url: `${siteUrl}${location.pathname}`,
    agent: a ? { firstname: a.name, email: a.email, whatsapp: a.whatsapp, phone: a.phone } : null,
  };
  return (
    <Layout
      locale={pageContext.locale}
      path={location.pathname}
      popularSearchHtml={popularSearchHtml(data.popular?.nodes, pageContext.locale)}
    >
      <PropertyView
        property={property}
        locale={pageContext.locale}
        enquire={
          <div className="d-grid gap-2">
            <EnquireButton locale={pageContext.locale} property={enquiry} />
            {property.department && listingKind(property.department).offPlanRegister ? (
              <FormModalButton
                formId="offplan-register"
                locale={pageContext.locale}
                variant="outline-secondary"
                hidden={offPlanHiddenFields({
                  name: cms.title,
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
        similar={indexEntries(data.similar)}
        market={(data.market as ListingMarket | null) ?? null}
        permitQr={data.extras?.permitQr ?? null}
        brand={toBrandContact(
          data.settings?.short_term_brand && { ...data.settings.short_term_brand, logo: data.extras?.brandLogo },
        )}
        breadcrumbs={propertyCrumbs(property, pageContext.canonicalPath, pageContext.locale)}
      />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.PropertyPageQuery, Context>) {
  const p = inLanguage(details(data), pageContext.locale);
  const summary = summaryIn(p, pageContext.locale);
  const siteUrl = useSiteUrl();
  const images = p.images.flatMap((image) => {
    const src = image.data.images.fallback?.src;
    return src ? [src.startsWith('http') ? src : `${siteUrl}${src}`] : [];
  });
  const breadcrumbs = breadcrumbJsonLd(siteUrl, propertyCrumbs(p, pageContext.canonicalPath, pageContext.locale));
  return (
    <>
      <script type="application/ld+json">
        {JSON.stringify(
          realEstateListingJsonLd(
            p,
            `${siteUrl}${pageContext.canonicalPath}`,
            images,
            p.paragraphsLang === pageContext.locale ? undefined : summary,
          ),
        )}
      </script>
      {breadcrumbs ? <script type="application/ld+json">{JSON.stringify(breadcrumbs)}</script> : null}
      <SiteHead
        locale={pageContext.locale}
        title={p.title}
        description={summary}
        path={location.pathname}
        canonicalPath={pageContext.canonicalPath}
        image={shareImage(p.images[0])}
      />
    </>
  );
}

export const query = graphql`
  query PropertyPage(
    $id: String!
    $extrasId: String!
    $similarIds: [String!]!
    $locale: String!
    $popularLayout: String!
  ) {
    popular: allStrapiPopularSearch(
      filter: { layout: { eq: $popularLayout }, locale: { in: [$locale, "en"] } }
      sort: { strapi_id: ASC }
    ) {
      nodes {
        ...PopularSearchFields
      }
    }
    property: strapiProperty(id: { eq: $id }) {
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
    extras: propertyExtras(id: { eq: $extrasId }) {
      images
      agentPhoto
      brandLogo
      permitQr
    }
    similar: propertyCards(ids: $similarIds)
    market: listingMarket(property: $id)
    settings: strapiSiteSetting {
      short_term_brand {
        name
        email
        phone
        whatsapp
      }
    }
  }
`;
