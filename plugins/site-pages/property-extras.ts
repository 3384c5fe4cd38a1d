import { createHash } from 'node:crypto';
import type { Node } from 'gatsby';
import { toIndexEntry, type RawIndexProperty } from '@brokerage/core/cms/property';
import type { IndexEntry } from '@brokerage/core/search/index-entry';

type AnyNode = Node & Record<string, unknown>;
export type GetNode = (id: string) => AnyNode | undefined;

/** An image as the site's reshapers read it (packages/core/src/cms/reshape.ts toImage). */
export type ExtrasMedia = {
  alternativeText: string | null;
  localFile: { childImageSharp: { gatsbyImageData: unknown } };
} | null;

/**
 * What the site derives from one property and keeps on a node of its own (PropertyExtras),
 * so that pages read it with no image processing, also when a deferred page is rendered on
 * request: its search-index card, its photos and its agent's photo processed for the
 * property page, the short-term brand's logo, and the address of its permit QR code.
 */
export type PropertyExtras = {
  card: IndexEntry;
  images: ExtrasMedia[];
  agentPhoto: ExtrasMedia;
  brandLogo: ExtrasMedia;
  /** URL of the permit QR code's SVG file, null without a valid permit. */
  permitQr: string | null;
};

/** The processed sizes each use needs (gatsby-plugin-image arguments). */
export const IMAGE_SIZES = {
  // Cards are 240 to 480 px wide: no 120 px version.
  card: { width: 480, height: 320, layout: 'constrained', placeholder: 'none', outputPixelDensities: [0.5, 1, 2] },
  gallery: { width: 1200, height: 800, layout: 'constrained', placeholder: 'none' },
  // Portraits are shown at 96 px: the 1x and 2x versions only.
  portrait: { width: 96, height: 96, layout: 'constrained', placeholder: 'none', outputPixelDensities: [1, 2] },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Bump when the extras' shape or derivation changes, so cached extras are recomputed. */
export const EXTRAS_VERSION = 11;

const digest = (parts: readonly unknown[]) =>
  createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex');
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** A media node and its downloaded file, when the file exists. */
export type MediaInput = { media: AnyNode; file: AnyNode | null };

/**
 * The nodes one property's extras are made of, and the digest of all of them: equal
 * digests give equal extras. `brand` is the site settings' short-term brand component.
 */
export function extrasInputs(property: AnyNode, getNode: GetNode, brand: AnyNode | null) {
  const get = (id: unknown) => (typeof id === 'string' ? (getNode(id) ?? null) : null);
  const mediaOf = (id: unknown): MediaInput | null => {
    const media = get(id);
    return media ? { media, file: get(media.localFile___NODE) } : null;
  };
  const negotiator = get(property.negotiator___NODE);
  const area = get(property.area___NODE);
  const linked = {
    area,
    // The area's names in other languages (a JSON node of its own), for the card titles.
    areaNames: get(area?.localized_names___NODE),
    developer: get(property.developer___NODE),
    negotiator,
    features: get(property.features___NODE),
    facts: get(property.facts___NODE),
  };
  const images = ((property.images___NODE as unknown[] | undefined) ?? [])
    .map(mediaOf)
    .filter((m): m is MediaInput => m !== null);
  const portrait = mediaOf(negotiator?.photo___NODE);
  const isShortTerm = property.department === 'short_term';
  const brandLogo = isShortTerm ? mediaOf(brand?.logo___NODE) : null;
  const nodes = [
    property,
    ...Object.values(linked),
    ...[...images, portrait, brandLogo].flatMap((m) => (m ? [m.media, m.file] : [null])),
  ];
  const key = digest([EXTRAS_VERSION, ...nodes.map((n) => n?.internal.contentDigest ?? '-')]);
  return { linked, images, portrait, brandLogo, key };
}
export type ExtrasInputs = ReturnType<typeof extrasInputs>;

/** Processes one image at one size; null when there is no file to process. */
export type ProcessImage = (input: MediaInput | null, size: ImageSize) => Promise<ExtrasMedia>;

/** The raw shape toIndexEntry reads, from the property node and its linked nodes. */
function rawIndexProperty(property: AnyNode, inputs: ExtrasInputs, cardImage: ExtrasMedia): RawIndexProperty {
  const { area, areaNames, developer, negotiator, features, facts } = inputs.linked;
  const json = (node: AnyNode | null) => ({
    strapi_json_value: (node?.strapi_json_value as string[] | undefined) ?? null,
  });
  return {
    strapi_id: num(property.strapi_id),
    listing_number: num(property.listing_number),
    slug: text(property.slug),
    title: text(property.title),
    project_name: text(property.project_name),
    price: num(property.price),
    rent_period: text(property.rent_period),
    bedrooms: num(property.bedrooms),
    bathrooms: num(property.bathrooms),
    floor_area: num(property.floor_area),
    property_type: text(property.property_type),
    department: text(property.department),
    completion: text(property.completion),
    completion_date: text(property.completion_date),
    auction_starts_at: text(property.auction_starts_at),
    auction_status: text(property.auction_status),
    auction_deposit: num(property.auction_deposit),
    permit_number: text(property.permit_number),
    listed_date: text(property.listed_date),
    latitude: num(property.latitude),
    longitude: num(property.longitude),
    service_charge: num(property.service_charge),
    pType: text(property.pType),
    area: area
      ? {
          slug: text(area.slug),
          name: text(area.name),
          localized_names: areaNames
            ? Object.fromEntries((['ar', 'fr', 'ru', 'pl'] as const).map((code) => [code, text(areaNames[code])]))
            : null,
        }
      : null,
    developer: developer ? { slug: text(developer.slug) } : null,
    negotiator: negotiator ? { negotiator_id: text(negotiator.negotiator_id) } : null,
    features: json(features),
    facts: json(facts),
    images: cardImage ? [cardImage] : [],
  };
}

/**
 * Computes a property's extras: the card shows the first photo that has a file, the page
 * every photo; `permitQr` writes the QR code and gives its URL.
 */
export async function computeExtras(
  property: AnyNode,
  inputs: ExtrasInputs,
  process: ProcessImage,
  permitQr: (permit: string, link: string | null) => Promise<string | null>,
): Promise<PropertyExtras> {
  const withFile = inputs.images.filter((m) => m.file);
  const cardImage = await process(withFile[0] ?? null, 'card');
  const images = (await Promise.all(withFile.map((m) => process(m, 'gallery')))).filter(
    (m): m is NonNullable<ExtrasMedia> => m !== null,
  );
  return {
    card: toIndexEntry(rawIndexProperty(property, inputs, cardImage)),
    images,
    agentPhoto: await process(inputs.portrait, 'portrait'),
    brandLogo: await process(inputs.brandLogo, 'portrait'),
    permitQr: await permitQr(text(property.permit_number) ?? '', text(property.permit_qr_link)),
  };
}
