import React, { Suspense, lazy, type ReactNode } from 'react';
import type { PageListRef } from '@brokerage/core/cms/page-tree';
import type { FeaturedListings, Section, SectionKind } from '@brokerage/core/cms/sections';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { CardsSection, FaqSection, HeroSection, TextSection, type ContentSectionProps } from './content-sections';
import { AreaListingsSection, QuickSearchSection } from './listing-sections';

/**
 * Property cards (their title, price and shortlist code) only where a page has a featured
 * listings section: the build renders them into the HTML (Suspense waits for all), and the
 * browser fetches their code after the page's own, then hydrates them (React 18 keeps the
 * built HTML until then). Pages without one never load it.
 */
const FeaturedListingsSection = lazy(() =>
  import(/* webpackChunkName: "featured-listings" */ './featured-listings-section').then((m) => ({
    default: m.FeaturedListingsSection,
  })),
);
import { ChildPagesSection, SitemapSection } from './page-list-sections';
import { PartnersSection, TeamSection, type ContactMemberSlot } from './people-sections';
import { ReviewsListSection, ReviewsStripSection } from './reviews-sections';
import { VideosSection } from './videos-section';

/** Controls other features render inside sections (the forms' modals). */
export type SectionSlots = { leaveReview?: ReactNode; contactMember?: ContactMemberSlot };

export type SectionListProps = {
  sections: readonly Section[];
  locale: LocaleCode;
  /** Language-neutral path of the page, for its child pages. */
  pagePath: string;
  /** The CMS pages in this language, for child-page lists and the sitemap. */
  pages: readonly PageListRef[];
  /** Listings of the featured-listings sections, by root (from the page context). */
  featured?: FeaturedListings;
  slots?: SectionSlots;
};

type Renderer = (props: ContentSectionProps & Omit<SectionListProps, 'sections'>) => ReactNode;

const RENDERERS: Record<SectionKind, Renderer> = {
  hero: (p) => <HeroSection {...p} />,
  text: (p) => <TextSection {...p} />,
  cta: (p) => <TextSection {...p} />,
  cards: (p) => <CardsSection {...p} />,
  services: (p) => <CardsSection {...p} />,
  podcasts: (p) => <CardsSection {...p} />,
  faq: (p) => <FaqSection {...p} />,
  videos: (p) => <VideosSection {...p} />,
  'featured-listings': (p) => (
    <Suspense fallback={null}>
      <FeaturedListingsSection {...p} />
    </Suspense>
  ),
  'area-listings': (p) => <AreaListingsSection {...p} />,
  'quick-search': (p) => <QuickSearchSection {...p} />,
  team: (p) => <TeamSection {...p} contactMember={p.slots?.contactMember} />,
  partners: (p) => <PartnersSection {...p} />,
  'child-pages': (p) => <ChildPagesSection {...p} />,
  sitemap: (p) => <SitemapSection {...p} />,
  reviews: (p) => <ReviewsStripSection {...p} />,
  'reviews-list': (p) => <ReviewsListSection {...p} leaveReview={p.slots?.leaveReview} />,
};

/** The page's CMS sections in order, each by the renderer of its kind. */
export function SectionList({ sections, ...rest }: SectionListProps) {
  return (
    <>
      {sections.map((section, index) => (
        <React.Fragment key={`${section.kind}-${index}`}>
          {RENDERERS[section.kind]({ ...rest, section, id: `section-${index + 1}` })}
        </React.Fragment>
      ))}
    </>
  );
}
