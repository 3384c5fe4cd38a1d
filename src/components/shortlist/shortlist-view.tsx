import React, { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import type { IndexEntry } from '../../search/index-entry';
import type { ShortlistItem } from '../../property/shortlist';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';
import { loadSearchIndex } from '../listing/use-search-index';
import { PropertyCard } from '../listing/property-card';
import { useShortlist } from './use-shortlist';

type Loaded = { entries: Map<number, IndexEntry>; roots: string } | 'failed' | null;

/** The visitor's saved properties, read from the search indexes of their roots (no login, no server). */
export function ShortlistView({ locale }: { locale: LocaleCode }) {
  const { items, remove } = useShortlist();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [gone, setGone] = useState(0);
  const roots = [...new Set(items.map((i) => i.root))].sort().join(',');

  useEffect(() => {
    let live = true;
    const keys = roots ? (roots.split(',') as ShortlistItem['root'][]) : [];
    Promise.all(keys.map((root) => loadSearchIndex(root))).then(
      (lists) => live && setLoaded({ entries: new Map(lists.flat().map((e) => [e.id, e])), roots }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [roots]);

  // Properties no longer in any index were removed from the CMS: drop them and say so.
  const ready = loaded && loaded !== 'failed' && loaded.roots === roots ? loaded.entries : null;
  useEffect(() => {
    if (!ready) return;
    const missing = items.filter((i) => !ready.has(i.id)).map((i) => i.id);
    if (missing.length) {
      setGone((n) => n + missing.length);
      remove(missing);
    }
  }, [ready, items, remove]);

  const entries = ready ? items.flatMap((i) => ready.get(i.id) ?? []) : [];
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
        <div className="row g-3">
          {entries.map((entry) => (
            <div key={entry.id} className="col-md-6 col-lg-4">
              <PropertyCard property={entry} locale={locale} />
            </div>
          ))}
        </div>
      )}
    </Container>
  );
}
