import React from 'react';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { PropertyCardList } from '../listing/property-card-list';

/** The nearest listings of the same kind and area, chosen at build (packages/core/src/search/similar.ts). */
export function SimilarProperties({ entries, locale }: { entries: readonly IndexEntry[]; locale: LocaleCode }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-5">
      <h2 id="similar-title" className="h4">
        {t(locale, 'property.similar')}
      </h2>
      <PropertyCardList entries={entries} locale={locale} itemClassName="col-md-4" />
    </section>
  );
}
