import React, { useEffect, useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'gatsby';
import { t } from '@brokerage/core/i18n/strings';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { COMPARE_MIN, compareIds, compareSearch, toggleCompare } from '@brokerage/core/property/compare';
import { SHORTLIST_PATH } from '@brokerage/core/property/shortlist';
import { cardTitle } from '@brokerage/core/property/headline';
import { useCards } from '../listing/use-search-index';
import { PropertyCardList } from '../listing/property-card-list';
import { CompareView } from './compare-view';
import { FormModalButton } from '../forms/form-modal-button';
import { useShortlist } from './use-shortlist';

/**
 * The visitor's saved properties, each read from its card file (no login, no server), with
 * a choice of two to four to compare; `?compare=12,34` (a shared link too) compares them.
 */
export function ShortlistView({ locale, search = '' }: { locale: LocaleCode; search?: string }) {
  // The query is read after hydration: the page was built without one.
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => setQuery(search), [search]);
  const comparing = query === null ? null : compareIds(query);
  return (
    <Container className="py-4">
      {comparing ? (
        <>
          <h1 className="h2">{t(locale, 'compare.title')}</h1>
          <CompareView ids={comparing} locale={locale} />
        </>
      ) : (
        <SavedProperties locale={locale} />
      )}
    </Container>
  );
}

function SavedProperties({ locale }: { locale: LocaleCode }) {
  const { items, remove } = useShortlist();
  const [gone, setGone] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<'tooMany' | 'tooFew' | null>(null);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const shown = useCards(ids);
  const ready = shown.cards;

  // Properties whose card is gone were removed from the CMS: drop them and say so.
  useEffect(() => {
    if (!ready || !shown.ids) return;
    const missing = shown.ids.filter((_, k) => ready[k] === null);
    if (missing.length) {
      setGone((n) => n + missing.length);
      remove(missing);
    }
  }, [ready, shown.ids, remove]);

  const entries = ready ? ready.filter((card) => card !== null) : [];
  const picked = chosen.filter((id) => entries.some((e) => e.id === id));
  const choose = (id: number) => {
    const next = toggleCompare(picked, id);
    setProblem(next === 'too-many' ? 'tooMany' : null);
    if (next !== 'too-many') setChosen(next);
  };
  const compareLink = localizePath(SHORTLIST_PATH, getLocale(locale)) + compareSearch(picked);
  // Price alerts follow the properties shortlisted now (the alert form's `properties`).
  const watched = entries.map((e) => e.id).join(',');
  const watchFields = useMemo(() => ({ search: SHORTLIST_PATH, properties: watched }), [watched]);
  return (
    <>
      <h1 className="h2">{t(locale, 'shortlist.title')}</h1>
      {gone ? (
        <p className="alert alert-info" role="status">
          {t(locale, 'shortlist.gone', { count: gone })}
        </p>
      ) : null}
      {shown.failed ? (
        <p role="alert">{t(locale, 'shortlist.failed')}</p>
      ) : !items.length ? (
        <p>{t(locale, 'shortlist.empty')}</p>
      ) : !ready ? (
        <p role="status">{t(locale, 'shortlist.loading')}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <FormModalButton
              formId="alert"
              locale={locale}
              hidden={watchFields}
              title={t(locale, 'alerts.watchShortlist')}
              intro={t(locale, 'alerts.watchShortlistIntro')}
              variant="outline-primary"
              className="btn-sm"
            >
              {t(locale, 'alerts.watchShortlist')}
            </FormModalButton>
          </div>
          {entries.length >= COMPARE_MIN ? (
            <div className="shortlist-compare d-flex flex-wrap align-items-center gap-2 mb-3">
              <p className="mb-0">{t(locale, 'compare.pick')}</p>
              {picked.length >= COMPARE_MIN ? (
                <Link className="btn btn-primary" to={compareLink}>
                  {t(locale, 'compare.open', { count: picked.length })}
                </Link>
              ) : (
                <button type="button" className="btn btn-primary" onClick={() => setProblem('tooFew')}>
                  {t(locale, 'compare.action')}
                </button>
              )}
              <p role="alert" className="text-danger mb-0 w-100">
                {problem ? t(locale, problem === 'tooMany' ? 'compare.tooMany' : 'compare.tooFew') : ''}
              </p>
            </div>
          ) : null}
          <PropertyCardList
            entries={entries}
            locale={locale}
            itemClassName="col-md-6 col-lg-4"
            footer={
              entries.length >= COMPARE_MIN
                ? (entry) => (
                    <div className="form-check mb-0">
                      <input
                        className="form-check-input"
                        type="checkbox"
                        id={`compare-${entry.id}`}
                        checked={picked.includes(entry.id)}
                        onChange={() => choose(entry.id)}
                      />
                      <label className="form-check-label" htmlFor={`compare-${entry.id}`}>
                        {t(locale, 'compare.choose', { title: cardTitle(entry, locale) })}
                      </label>
                    </div>
                  )
                : undefined
            }
          />
        </>
      )}
    </>
  );
}
