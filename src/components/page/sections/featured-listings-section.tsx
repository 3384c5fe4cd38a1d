import React from 'react';
import type { FeaturedListings } from '@brokerage/core/cms/sections';
import { rootOfSectionVariant } from '@brokerage/core/search/roots';
import { PropertyCardList } from '../../listing/property-card-list';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';

export type FeaturedListingsSectionProps = ContentSectionProps & { featured?: FeaturedListings };

/** The CMS's featured properties of one listing root (the section's variant; sales by default), found at build. */
export function FeaturedListingsSection({ section, id, locale, featured }: FeaturedListingsSectionProps) {
  const root = rootOfSectionVariant(section.variant);
  const entries = featured?.[root] ?? [];
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <PropertyCardList entries={entries} locale={locale} />
    </SectionFrame>
  );
}
