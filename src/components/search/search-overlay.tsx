import React, { useState } from 'react';
import { navigate } from 'gatsby';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import {
  INTERNATIONAL_PATH,
  SEARCH_TABS,
  quickSearchAreas,
  searchPath,
  searchTarget,
  tabOptions,
  type SearchOption,
  type SearchTab,
  type Suggestion,
} from '@brokerage/core/search/suggest';
import { LocationSelect } from './location-select';
import { useAreaSuggestions } from './use-area-suggestions';

export type SearchOverlayProps = { show: boolean; onHide: () => void; locale: LocaleCode };

const TAB_LABELS: Record<SearchTab, StringKey> = {
  residential: 'search.residential',
  commercial: 'search.commercial',
  'off-plan': 'search.offPlan',
  auctions: 'search.auctions',
};
const OPTION_LABELS: Record<SearchOption, StringKey> = {
  'for-sale': 'search.forSale',
  'for-rent': 'search.forRent',
  'short-term': 'search.shortTerm',
  properties: 'search.properties',
  projects: 'search.projects',
  residential: 'search.residential',
  commercial: 'search.commercial',
};
const ID = 'search-overlay';
const sameEntry = (a: Suggestion, b: Suggestion) => a.slug === b.slug && a.isDeveloper === b.isDeveloper;

/**
 * The header's property search (spec "Search overlay modal"): a tab and option pick the
 * listing root, the location box the areas (and, off plan, developers); Search goes there.
 */
export function SearchOverlay({ show, onHide, locale }: SearchOverlayProps) {
  const [tab, setTab] = useState<SearchTab>('residential');
  const [option, setOption] = useState<SearchOption>('for-sale');
  const [chosen, setChosen] = useState<Suggestion[]>([]);
  const { list, status } = useAreaSuggestions(show, locale);
  const offPlan = tab === 'off-plan';
  // Developers are only a filter of the off-plan roots.
  const offered = offPlan ? list : list.filter((s) => !s.isDeveloper);
  const go = (path: string) => {
    void navigate(localizePath(path, getLocale(locale)));
    onHide();
  };
  const changeTab = (next: SearchTab) => {
    if (next === tab) return;
    setTab(next);
    setOption(tabOptions(next)[0]!);
    setChosen([]);
  };
  const toggleQuick = (area: Suggestion) =>
    setChosen((current) =>
      current.some((s) => sameEntry(s, area)) ? current.filter((s) => !sameEntry(s, area)) : [...current, area],
    );
  const international = localizePath(INTERNATIONAL_PATH, getLocale(locale));

  return (
    // Spec: the overlay cannot be closed by keyboard; only its close button (or Search) closes it.
    <Modal
      show={show}
      onHide={onHide}
      backdrop="static"
      keyboard={false}
      size="lg"
      aria-labelledby={`${ID}-title`}
      className="search-overlay"
    >
      <Modal.Header closeButton closeLabel={t(locale, 'search.close')}>
        <Modal.Title id={`${ID}-title`}>{t(locale, 'search.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="search-overlay__tabs d-flex flex-wrap align-items-end border-bottom mb-3">
          <Nav
            variant="tabs"
            role="tablist"
            aria-label={t(locale, 'search.tabs')}
            activeKey={tab}
            onSelect={(key) => key && changeTab(key as SearchTab)}
            className="border-0"
          >
            {SEARCH_TABS.map((key) => (
              <Nav.Item key={key}>
                <Nav.Link
                  as="button"
                  type="button"
                  eventKey={key}
                  id={`${ID}-tab-${key}`}
                  aria-controls={`${ID}-panel`}
                >
                  {t(locale, TAB_LABELS[key])}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {/* International has no filters: a real link (it can open in a new tab), not a tab. */}
          <a
            className="nav-link search-overlay__international"
            href={international}
            onClick={(event) => {
              event.preventDefault();
              go(INTERNATIONAL_PATH);
            }}
          >
            {t(locale, 'search.international')}
          </a>
        </div>
        {/* A form may not take the tabpanel role: the panel wraps it. */}
        <div id={`${ID}-panel`} role="tabpanel" aria-labelledby={`${ID}-tab-${tab}`}>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              go(searchPath(searchTarget(tab, option), chosen));
            }}
          >
            <div className="row g-3 align-items-end">
              <Form.Group className="col-md-4" controlId={`${ID}-option`}>
                <Form.Label>{t(locale, 'search.listingType')}</Form.Label>
                <Form.Select value={option} onChange={(event) => setOption(event.target.value as SearchOption)}>
                  {tabOptions(tab).map((key) => (
                    <option key={key} value={key}>
                      {t(locale, OPTION_LABELS[key])}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <div className="col-md-8">
                <label className="form-label" htmlFor={`${ID}-location`}>
                  {t(locale, 'search.location')}
                </label>
                <LocationSelect
                  id={`${ID}-location`}
                  locale={locale}
                  list={offered}
                  status={status}
                  placeholder={t(locale, offPlan ? 'search.placeholderOffPlan' : 'search.placeholder')}
                  value={chosen}
                  onChange={setChosen}
                />
              </div>
            </div>
            <div
              className="search-overlay__quick d-flex flex-wrap gap-2 mt-3"
              role="group"
              aria-label={t(locale, 'search.quickSearch')}
            >
              {quickSearchAreas(list).map((area) => {
                const pressed = chosen.some((s) => sameEntry(s, area));
                return (
                  <Button
                    key={area.slug}
                    size="sm"
                    variant={pressed ? 'primary' : 'outline-primary'}
                    aria-pressed={pressed}
                    onClick={() => toggleQuick(area)}
                  >
                    {area.name}
                  </Button>
                );
              })}
            </div>
            <div className="d-grid d-md-flex justify-content-md-end mt-4">
              <Button type="submit" variant="primary" className="px-5">
                {t(locale, 'search.submit')}
              </Button>
            </div>
          </Form>
        </div>
      </Modal.Body>
    </Modal>
  );
}
