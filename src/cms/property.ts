import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A listing as result cards see it. */
export type PropertySummary = {
  id: string;
  title: string;
  price: number;
  rentPeriod: string | null;
  bedrooms: number;
  bathrooms: number;
  floorArea: number;
  propertyType: string;
  areaName: string;
  permitNumber: string;
  image: { data: IGatsbyImageData; alt: string } | null;
};

export type RawPropertySummary = {
  id: string;
  title?: string | null;
  price?: number | null;
  rent_period?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  floor_area?: number | null;
  property_type?: string | null;
  permit_number?: string | null;
  area?: { name?: string | null } | null;
  images?: ReadonlyArray<{
    alternativeText?: string | null;
    localFile?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null;
  } | null> | null;
};

/** Reshapes a Strapi property node into a result-card summary. */
export function toPropertySummary(raw: RawPropertySummary): PropertySummary {
  const first = raw.images?.find((image) => image?.localFile?.childImageSharp?.gatsbyImageData) ?? null;
  const title = raw.title ?? '';
  return {
    id: raw.id,
    title,
    price: raw.price ?? 0,
    rentPeriod: raw.rent_period ?? null,
    bedrooms: raw.bedrooms ?? 0,
    bathrooms: raw.bathrooms ?? 0,
    floorArea: raw.floor_area ?? 0,
    propertyType: raw.property_type ?? '',
    areaName: raw.area?.name ?? '',
    permitNumber: raw.permit_number ?? '',
    image: first
      ? { data: first.localFile?.childImageSharp?.gatsbyImageData as IGatsbyImageData, alt: first.alternativeText || title }
      : null,
  };
}
