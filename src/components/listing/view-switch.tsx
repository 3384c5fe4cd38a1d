import React from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type ViewSwitchProps = {
  map: boolean;
  onChange: (map: boolean) => void;
  /** Starts the map's download when a visitor is about to ask for it. */
  onIntent?: () => void;
  locale: LocaleCode;
};

/** The results as a list or on a map: two toggle buttons, the one shown pressed. */
export function ViewSwitch({ map, onChange, onIntent, locale }: ViewSwitchProps) {
  const button = (value: boolean, key: 'map.list' | 'map.show') => (
    <button
      type="button"
      className={`btn ${map === value ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={map === value}
      onClick={() => map !== value && onChange(value)}
      {...(value && onIntent ? { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent } : {})}
    >
      {t(locale, key)}
    </button>
  );
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={t(locale, 'map.view')}>
      {button(false, 'map.list')}
      {button(true, 'map.show')}
    </div>
  );
}
