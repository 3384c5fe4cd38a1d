import React from 'react';
import { Link } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { PropertyCardList } from '../listing/property-card-list';
import { t } from '@brokerage/core/i18n/strings';
import { stripLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { cardTitle } from '@brokerage/core/property/headline';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { parseSearchPath } from '@brokerage/core/search/grammar';
import { searchHeading } from '@brokerage/core/search/heading';
import type { IndexEntry } from '@brokerage/core/search/index-entry';

/** The sentence saying what became of a listing: sold, let, or off the market (the feed's withdrawal). */
export function goneSentence(card: IndexEntry, status: string, locale: LocaleCode): string {
  const key = status === 'sold' || status === 'let' ? (`gone.${status}` as const) : 'gone.unpublished';
  return t(locale, key, { title: cardTitle(card, locale) });
}

/**
 * A listing no longer on the market, at the address it had: says so in the page's language,
 * links to its root's search in its area (named by that search's heading) and shows the live
 * listings like it chosen at build (packages/core/src/search/similar.ts: similarToGone).
 */
export function GoneListingView({
  card,
  status,
  searchPath,
  similar,
  locale,
}: {
  card: IndexEntry | null;
  status: string;
  /** Its root's search in its area, in the page's language. */
  searchPath: string;
  similar: readonly IndexEntry[];
  locale: LocaleCode;
}) {
  const parsed = parseSearchPath(stripLocale(searchPath));
  const search =
    card && parsed.ok
      ? searchHeading(parsed.filter, {
          locale,
          areaNames: { [card.area]: areaNameIn(card.areaNames, card.areaName, locale) },
        }).heading
      : null;
  return (
    <Container className="py-4 py-md-5">
      <h1 className="h2">{t(locale, 'gone.title')}</h1>
      {card ? <p className="lead">{goneSentence(card, status, locale)}</p> : null}
      {search ? (
        <p>
          <Link to={searchPath}>{t(locale, 'gone.search', { search })}</Link>
        </p>
      ) : null}
      <section aria-labelledby="gone-similar" className="mt-4">
        <h2 id="gone-similar" className="h4">
          {t(locale, 'gone.similar')}
        </h2>
        {similar.length ? (
          <PropertyCardList entries={similar} locale={locale} itemClassName="col-md-4" />
        ) : (
          <p>{t(locale, 'gone.none')}</p>
        )}
      </section>
    </Container>
  );
}
