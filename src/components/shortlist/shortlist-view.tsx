import React, { useEffect, useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';
import { useCards } from '../listing/use-search-index';
import { PropertyCardList } from '../listing/property-card-list';
import { useShortlist } from './use-shortlist';

/** The visitor's saved properties, each read from its card file (no login, no server). */
export function ShortlistView({ locale }: { locale: LocaleCode }) {
  const { items, remove } = useShortlist();
  const [gone, setGone] = useState(0);
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
  const loaded = shown.failed ? 'failed' : ready;
  return (
    <Container className="py-4">
      <h1 className="h2">{t(locale, 'shortlist.title')}</h1>
      {gone ? (
        <p className="alert alert-info" role="status">
          {t(locale, 'shortlist.gone', { count: gone })}
        </p>
      ) : null}
      {loaded === 'failed' ? (
        <p role="alert">{t(locale, 'shortlist.failed')}</p>
      ) : !items.length ? (
        <p>{t(locale, 'shortlist.empty')}</p>
      ) : !ready ? (
        <p role="status">{t(locale, 'shortlist.loading')}</p>
      ) : (
        <PropertyCardList entries={entries} locale={locale} itemClassName="col-md-6 col-lg-4" />
      )}
    </Container>
  );
}
