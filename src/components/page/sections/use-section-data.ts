import { graphql, useStaticQuery } from 'gatsby';

/** The sections' static query, as Gatsby types it from the schema (src/gatsby-types.d.ts). */
export type SectionData = Queries.SectionDataQuery;
export type RawReviewNode = SectionData['reviews']['nodes'][number];
export type RawTeamNode = SectionData['team']['nodes'][number];
export type RawDeveloperNode = SectionData['developers']['nodes'][number];
export type RawAreaNode = SectionData['areas']['nodes'][number];

/**
 * What the sections fill from other CMS types: reviews, team, developers and
 * area names. One static query, so its result is cached across pages.
 */
export function useSectionData(): SectionData {
  return useStaticQuery<Queries.SectionDataQuery>(graphql`
    query SectionData {
      reviews: allStrapiGoogleReview(sort: [{ create_time: DESC }, { strapi_id: ASC }]) {
        nodes {
          reviewer
          starRating
          comment
          create_time
          vacation_homes
        }
      }
      team: allStrapiTeamMember(sort: [{ order: ASC }, { lastname: ASC }]) {
        nodes {
          firstname
          lastname
          email
          phone
          job_title
          languages {
            strapi_json_value
          }
          photo {
            alternativeText
            localFile {
              childImageSharp {
                gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED, placeholder: BLURRED)
              }
            }
          }
        }
      }
      developers: allStrapiDeveloper(sort: { name: ASC }) {
        nodes {
          name
          slug
          website
          description
        }
      }
      areas: allStrapiArea(sort: { strapi_id: ASC }) {
        nodes {
          slug
          name
          localized_names {
            ar
            fr
            ru
            pl
          }
        }
      }
    }
  `);
}
