import { useMemo } from 'react';
import type { SearchFilter } from '@brokerage/core/search/filter';
import { searchHeading } from '@brokerage/core/search/heading';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { propertyTypePlural } from '@brokerage/core/i18n/property-types';
import { useAreaSuggestions } from './use-area-suggestions';

const NO_NAMES: Record<string, string> = {};

/**
 * A search's heading and intro, areas and developers named in the page's language once the
 * overlay's list has loaded (`known` names, the build's, until then; slugs title-cased
 * without either); null without a search. The listing page's heading and the alert page's
 * link to its saved search.
 */
export function useSearchHeading(
  filter: SearchFilter | null,
  locale: LocaleCode,
  known: Record<string, string> = NO_NAMES,
): { heading: string; intro: string } | null {
  const { list } = useAreaSuggestions(Boolean(filter && (filter.areas.length || filter.developers.length)), locale);
  return useMemo(() => {
    if (!filter) return null;
    const names = (developer: boolean) =>
      Object.fromEntries(list.filter((s) => s.isDeveloper === developer).map((s) => [s.slug, s.name]));
    return searchHeading(filter, {
      locale,
      areaNames: { ...known, ...names(false) },
      developerNames: names(true),
      typeLabel: propertyTypePlural(filter.type, locale),
    });
  }, [filter, list, locale, known]);
}
