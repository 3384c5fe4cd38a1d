import React, { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { emptyFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { quickSearchAreas, searchPath, type Suggestion } from '@brokerage/core/search/suggest';
import { LazySearchOverlay, preloadSearchOverlay } from '../../search/lazy-search-overlay';
import { onIntent } from '../../ui/lazy-part';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';
import { useSectionData, type RawAreaNode } from './use-section-data';

const QUICK_ROOTS: readonly { root: ListingRootKey; label: StringKey }[] = [
  { root: 'sale', label: 'quick.forSale' },
  { root: 'rent', label: 'quick.forRent' },
  { root: 'short-term', label: 'quick.shortTerm' },
];

const areaName = (area: RawAreaNode, locale: LocaleCode) =>
  areaNameIn(area.localized_names, area.name || area.slug || '', locale);

/** Area names in the page's language, by slug. */
function useAreaNames(locale: LocaleCode): Map<string, string> {
  const { areas } = useSectionData();
  return useMemo(() => new Map(areas.nodes.map((a) => [a.slug ?? '', areaName(a, locale)])), [areas, locale]);
}

/** An area guide's links to that area's listings, built by the search grammar. */
export function AreaListingsSection({ section, id, locale }: ContentSectionProps) {
  const names = useAreaNames(locale);
  const area = section.area;
  if (!area) return null;
  const name = names.get(area) ?? area;
  const link = (root: ListingRootKey) =>
    localizePath(buildSearchPath({ ...emptyFilter(root), areas: [area] }), getLocale(locale));
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href={link('sale')}>
          {t(locale, 'area.forSale', { area: name })}
        </a>
        <a className="btn btn-outline-primary" href={link('rent')}>
          {t(locale, 'area.toRent', { area: name })}
        </a>
      </div>
    </SectionFrame>
  );
}

/**
 * Quick search: For Sale / For Rent / Short Term and the spec's default areas as plain
 * links (they work before any script runs), plus the full search overlay.
 */
export function QuickSearchSection({ section, id, locale }: ContentSectionProps) {
  const names = useAreaNames(locale);
  const [root, setRoot] = useState<ListingRootKey>('sale');
  const [overlay, setOverlay] = useState(false);
  const areas: Suggestion[] = quickSearchAreas([]).map((a) => ({ ...a, name: names.get(a.slug) ?? a.name }));
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <div className="btn-group mb-3" role="group" aria-label={t(locale, 'quick.type')}>
        {QUICK_ROOTS.map((option) => (
          <Button
            key={option.root}
            variant={option.root === root ? 'primary' : 'outline-primary'}
            aria-pressed={option.root === root}
            onClick={() => setRoot(option.root)}
          >
            {t(locale, option.label)}
          </Button>
        ))}
      </div>
      <nav aria-label={t(locale, 'quick.areas')}>
        <ul className="list-inline mb-3">
          {areas.map((area) => (
            <li key={area.slug} className="list-inline-item mb-2">
              <a className="btn btn-light border" href={localizePath(searchPath(root, [area]), getLocale(locale))}>
                {area.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="link" className="px-0" {...onIntent(preloadSearchOverlay)} onClick={() => setOverlay(true)}>
        {t(locale, 'quick.more')}
      </Button>
      <LazySearchOverlay show={overlay} onHide={() => setOverlay(false)} locale={locale} />
    </SectionFrame>
  );
}
