import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import { parseSearchPath } from '@brokerage/core/search/grammar';
import { LISTING_ROOTS, rootEntryPath } from '@brokerage/core/search/roots';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { SHORTLIST_PATH } from '@brokerage/core/property/shortlist';
import { useSearchHeading } from '../search/use-search-heading';

/** Where a visitor with no saved search to go back to can start: the sales listings. */
export const SEARCH_HOME = rootEntryPath(LISTING_ROOTS[0]!);

export type SavedSearchLinkProps = {
  /** The alert's search: a language-neutral listing path. */
  path: string;
  locale: LocaleCode;
};

/**
 * A link to an alert's search, named by the search's own heading ("2 bedroom apartments for
 * sale in Dubai Marina"), areas and developers in the page's language once the overlay's
 * areas file has loaded (title-cased slugs until then). Only a path the search grammar
 * reads is linked as is, so a stored value can never point off the site.
 */
export function SavedSearchLink({ path, locale }: SavedSearchLinkProps) {
  const parsed = useMemo(() => parseSearchPath(path), [path]);
  const found = useSearchHeading(parsed.ok ? parsed.filter : null, locale);
  const heading = found?.heading ?? t(locale, 'alerts.searchFallback');
  // A watch of the shortlist's properties names the shortlist (kept in the visitor's browser).
  if (path === SHORTLIST_PATH)
    return <Link to={localizePath(SHORTLIST_PATH, getLocale(locale))}>{t(locale, 'alerts.shortlist')}</Link>;
  return <Link to={localizePath(parsed.ok ? parsed.canonical : SEARCH_HOME, getLocale(locale))}>{heading}</Link>;
}
