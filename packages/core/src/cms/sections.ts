import { formOfLink, pageHiddenFields } from '../forms/form-link';
import { richTextHtml, toImage, type PageContent, type RawMedia, type RawRichTextField } from './reshape';
import { isIndexEntry, type IndexEntry } from '../search/index-entry';
import type { ListingRootKey } from '../search/roots';

/** The section kinds the site renders (CMS component page.section, field `kind`). */
export const SECTION_KINDS = [
  'hero',
  'text',
  'cards',
  'services',
  'featured-listings',
  'reviews',
  'reviews-list',
  'quick-search',
  'team',
  'videos',
  'podcasts',
  'child-pages',
  'area-listings',
  'partners',
  'faq',
  'cta',
  'sitemap',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export type SectionImage = PageContent['image'];

/** The listings featured-listings sections show, by listing root (found at build). */
export type FeaturedListings = Partial<Record<ListingRootKey, IndexEntry[]>>;

/**
 * The featured listings of a page from the property ids the build chose per root and the
 * cards its query read for `ids` (in that order; null for a property gone since).
 */
export function featuredFromCards(
  byRoot: Partial<Record<ListingRootKey, readonly string[]>> | null | undefined,
  ids: readonly string[],
  cards: readonly unknown[],
): FeaturedListings | undefined {
  if (!byRoot) return undefined;
  // The resolver answers JSON, one per id in order: anything that is not a card is left out.
  const cardOf = new Map(ids.map((id, i) => [id, isIndexEntry(cards[i]) ? cards[i] : null]));
  return Object.fromEntries(
    Object.entries(byRoot).map(([root, list]) => [root, (list ?? []).flatMap((id) => cardOf.get(id) ?? [])]),
  ) as FeaturedListings;
}

/** A card, service, FAQ entry, video or podcast episode of a section. */
export type SectionItem = { title: string; text: string; link: string; videoId: string; image: SectionImage };

/** One block of a CMS page as the renderers see it. */
export type Section = {
  kind: SectionKind;
  heading: string;
  /** Sanitised HTML of the section's markdown text. */
  html: string;
  image: SectionImage;
  /** `hidden`: what a form the link opens gets from the page (its contact recipient). */
  cta: { label: string; link: string; hidden?: Record<string, string> } | null;
  /** Refines a kind: `vacation-homes` for reviews, a listing root for featured listings. */
  variant: string;
  /** Area slug of an area-listings section. */
  area: string;
  items: SectionItem[];
};

type RawItem = {
  title?: string | null;
  text?: string | null;
  link?: string | null;
  video_id?: string | null;
  image?: RawMedia;
} | null;

export type RawSection = {
  kind?: string | null;
  heading?: string | null;
  text?: RawRichTextField;
  image?: RawMedia;
  cta_label?: string | null;
  cta_link?: string | null;
  variant?: string | null;
  area?: string | null;
  items?: readonly RawItem[] | null;
} | null;

const isKind = (kind: unknown): kind is SectionKind => SECTION_KINDS.includes(kind as SectionKind);
// A YouTube id as the CMS validates it; anything else would end up in an embed URL.
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function toItem(raw: NonNullable<RawItem>): SectionItem {
  const title = raw.title ?? '';
  const videoId = (raw.video_id ?? '').trim();
  return {
    title,
    text: raw.text ?? '',
    link: (raw.link ?? '').trim(),
    videoId: VIDEO_ID.test(videoId) ? videoId : '',
    image: toImage(raw.image, title),
  };
}

function ctaOf(label: string, link: string, recipient: string | null | undefined): NonNullable<Section['cta']> {
  const hidden = pageHiddenFields(formOfLink(link), recipient);
  return hidden ? { label, link, hidden } : { label, link };
}

/**
 * Reshapes the page's Sections in order; sections of a kind this site does not know are
 * skipped. A call to action that opens the contact form carries the page's recipient.
 */
export function toSections(raw: readonly RawSection[] | null | undefined, recipient?: string | null): Section[] {
  return (raw ?? []).flatMap((section) => {
    if (!section || !isKind(section.kind)) return [];
    const heading = section.heading ?? '';
    const label = (section.cta_label ?? '').trim();
    const link = (section.cta_link ?? '').trim();
    return [
      {
        kind: section.kind,
        heading,
        html: richTextHtml(section.text),
        image: toImage(section.image, heading),
        cta: link ? ctaOf(label || heading, link, recipient) : null,
        variant: (section.variant ?? '').trim(),
        area: (section.area ?? '').trim(),
        items: (section.items ?? []).filter((item): item is NonNullable<RawItem> => Boolean(item)).map(toItem),
      },
    ];
  });
}
