import React from 'react';
import type { FeaturedListings } from '../../../cms/sections';
import { rootOfSectionVariant } from '../../../search/roots';
import { PropertyCard } from '../../listing/property-card';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';

export type FeaturedListingsSectionProps = ContentSectionProps & { featured?: FeaturedListings };

/** The CMS's featured properties of one listing root (the section's variant; sales by default), found at build. */
export function FeaturedListingsSection({ section, id, locale, featured }: FeaturedListingsSectionProps) {
  const root = rootOfSectionVariant(section.variant);
  const entries = featured?.[root] ?? [];
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="list-unstyled row g-3 mb-0">
        {entries.map((entry) => (
          <li key={entry.id} className="col-sm-6 col-lg-4">
            <PropertyCard property={entry} locale={locale} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
