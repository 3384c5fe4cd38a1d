import React from 'react';
import { groupAmenities } from '@brokerage/core/property/amenities';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { Term } from '../ui/term';

/** The listing's amenities under the spec's category headings, in the spec's order. */
export function AmenityGroups({ amenities, locale }: { amenities: readonly string[]; locale: LocaleCode }) {
  const groups = groupAmenities(amenities);
  if (!groups.length) return null;
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title" className="h5 mt-4">
        {t(locale, 'property.amenities')}
      </h2>
      <div className="row">
        {groups.map((group) => (
          <div key={group.category} className="col-sm-6">
            <h3 className="h6 mt-2 mb-1">{t(locale, `amenity.${group.category}` as StringKey)}</h3>
            {/* Each item in the page's language where the vocabulary knows it, else in English, marked so. */}
            <ul dir="auto" className="mb-2">
              {group.amenities.map((amenity) => (
                <Term key={amenity} as="li" english={amenity} locale={locale} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
