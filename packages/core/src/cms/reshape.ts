import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A CMS page as the views see it. */
export type PageContent = {
  title: string;
  bannerTitle: string;
  bannerText: string;
  html: string;
  metaTitle: string;
  metaDescription: string;
  image: { data: IGatsbyImageData; alt: string } | null;
};

/**
 * A processed image as a plain <img> takes it (gatsby-plugin-image's fallback: source,
 * source set and size; 0 for a size the build did not give), or null without a source.
 * Gatsby cannot type the JSON it hands over, so the shape is checked here.
 * @example fallbackImage({ width: 176, height: 40, images: { fallback: { src: '/a.png' } } }) // { src: '/a.png', srcSet: '', width: 176, height: 40 }
 */
export function fallbackImage(data: unknown): { src: string; srcSet: string; width: number; height: number } | null {
  const { width, height, images } = (data ?? {}) as {
    width?: number;
    height?: number;
    images?: { fallback?: { src?: string; srcSet?: string } | null } | null;
  };
  const src = images?.fallback?.src;
  return src ? { src, srcSet: images?.fallback?.srcSet ?? '', width: width ?? 0, height: height ?? 0 } : null;
}

export type RawMedia = {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null;
} | null;

/**
 * Media the build handed over as JSON (PropertyExtras): an object, else none. Gatsby types
 * JSON fields as unknown records, so this is where they become media again.
 */
export function asMedia(value: unknown): RawMedia {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawMedia) : null;
}

/** A JSON list of media, without the entries that are not media. */
export function asMediaList(value: unknown): NonNullable<RawMedia>[] {
  return Array.isArray(value) ? value.map(asMedia).filter((m): m is NonNullable<RawMedia> => m !== null) : [];
}

/** A Strapi JSON list field as Gatsby sources it (features, amenities, languages). */
export type RawJsonList = { strapi_json_value?: readonly (string | null)[] | null } | null;

/** A JSON list field's strings, without the empty entries. */
export function jsonStrings(list: RawJsonList | undefined): string[] {
  return (list?.strapi_json_value ?? []).filter((s): s is string => Boolean(s));
}

/** Rich text as queried: `safeHtml` is sanitised at build (plugins/site-cms/safe-html.ts). */
export type RawRichTextField = { data?: { childMarkdownRemark?: { safeHtml?: string | null } | null } | null } | null;

export type RawPage = {
  Title?: string | null;
  Banner_Title?: string | null;
  Banner_Content?: string | null;
  Meta_Title?: string | null;
  Meta_Description?: string | null;
  Content?: RawRichTextField;
  Banner_Image?: RawMedia;
};

/** The HTML of a markdown rich-text field, or an empty string. */
export function richTextHtml(field: RawRichTextField | undefined): string {
  return field?.data?.childMarkdownRemark?.safeHtml ?? '';
}

/** A processed image with its alt text, or null when the media has none. */
export function toImage(media: RawMedia | undefined, fallbackAlt: string): PageContent['image'] {
  const data = media?.localFile?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  return data ? { data, alt: media?.alternativeText || fallbackAlt } : null;
}

/** Reshapes a Strapi page node into the fields the page view renders. */
export function toPageContent(raw: RawPage): PageContent {
  const title = raw.Title ?? '';
  return {
    title,
    bannerTitle: raw.Banner_Title || title,
    bannerText: raw.Banner_Content ?? '',
    html: richTextHtml(raw.Content),
    metaTitle: raw.Meta_Title || title,
    metaDescription: raw.Meta_Description ?? '',
    image: toImage(raw.Banner_Image, raw.Banner_Title || title),
  };
}
