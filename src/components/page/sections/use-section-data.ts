import { graphql, useStaticQuery } from 'gatsby';
import type { RawMedia } from '../../../cms/reshape';

export type RawReviewNode = {
  reviewer: string | null;
  starRating: string | null;
  comment: string | null;
  create_time: string | null;
  vacation_homes: boolean | null;
};
export type RawTeamNode = {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  languages: { strapi_json_value: readonly (string | null)[] | null } | null;
  photo: RawMedia;
};
export type RawDeveloperNode = {
  name: string | null;
  slug: string | null;
  website: string | null;
  description: string | null;
};
export type RawAreaNode = {
  slug: string | null;
  name: string | null;
  localized_names: Record<string, string | null> | null;
};

export type SectionData = {
  reviews: { nodes: RawReviewNode[] };
  team: { nodes: RawTeamNode[] };
  developers: { nodes: RawDeveloperNode[] };
  areas: { nodes: RawAreaNode[] };
};

/**
 * What the sections fill from other CMS types: reviews, team, developers and
 * area names. One static query, so its result is cached across pages.
 */
export function useSectionData(): SectionData {
  return useStaticQuery<SectionData>(graphql`
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
      areas: allStrapiArea {
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
