import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { JsonLd } from './json-ld';
import { useSiteUrl } from './use-site-url';
import { summarize } from '../../reviews/aggregate';
import { organisationJsonLd } from '@brokerage/core/seo/organisation';

/** The agency as a RealEstateAgent, rated by every review (what the review endpoint serves by default). */
export function OrganisationJsonLd() {
  const siteUrl = useSiteUrl();
  const { settings, reviews } = useStaticQuery<Queries.OrganisationJsonLdQuery>(graphql`
    query OrganisationJsonLd {
      settings: strapiSiteSetting {
        company_name
        phone
        email
        address
        socials {
          url
        }
      }
      reviews: allStrapiGoogleReview(sort: [{ create_time: DESC }, { strapi_id: ASC }]) {
        nodes {
          starRating
        }
      }
    }
  `);
  if (!settings?.company_name) return null;
  const data = organisationJsonLd({
    siteUrl,
    name: settings.company_name,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    sameAs: (settings.socials ?? []).flatMap((s) => (s?.url ? [s.url] : [])),
    reviews: summarize(reviews.nodes),
  });
  return <JsonLd data={data} />;
}
