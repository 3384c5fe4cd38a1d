import React, { useMemo } from 'react';
import { FormModalButton } from '../forms/form-modal-button';
import { ViewSwitch } from './view-switch';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import type { SearchFilter } from '@brokerage/core/search/filter';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

export type ListingToolbarProps = {
  filter: SearchFilter;
  /** The search's heading, which the alert form names. */
  heading: string;
  locale: LocaleCode;
  /** Whether the map is shown rather than the list. */
  map: boolean;
  onMap: (map: boolean) => void;
  /** A sign the visitor is about to open the map: start loading it. */
  onMapIntent: () => void;
};

/** Above the results: an alert for this search, and the list/map switch. */
export function ListingToolbar({ filter, heading, locale, map, onMap, onMapIntent }: ListingToolbarProps) {
  // An alert follows the search itself, from its first page, whichever page it is opened on.
  const alertFields = useMemo(() => ({ search: buildSearchPath({ ...filter, page: 1 }) }), [filter]);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <FormModalButton
        formId="alert"
        locale={locale}
        hidden={alertFields}
        intro={t(locale, 'alerts.subscribeIntro', { search: heading })}
        variant="outline-primary"
        className="btn-sm"
      >
        {t(locale, 'alerts.subscribe')}
      </FormModalButton>
      <span className="small text-body-secondary d-none d-md-inline">{t(locale, 'alerts.subscribeHint')}</span>
      <div className="ms-auto">
        <ViewSwitch map={map} onChange={onMap} onIntent={onMapIntent} locale={locale} />
      </div>
    </div>
  );
}
