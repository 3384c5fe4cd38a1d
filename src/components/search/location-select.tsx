import React, { useMemo, useState } from 'react';
import Select, { components, type ClearIndicatorProps, type MultiValueRemoveProps } from 'react-select';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { suggest, suggestionLabel, type Suggestion } from '@brokerage/core/search/suggest';

export type LocationSelectProps = {
  id: string;
  locale: LocaleCode;
  /** Everything the visitor may pick from (already without developers outside Off Plan). */
  list: readonly Suggestion[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  placeholder: string;
  value: readonly Suggestion[];
  onChange: (value: Suggestion[]) => void;
};

const keyOf = (s: Suggestion) => `${s.isDeveloper ? 'developer' : 'area'}:${s.slug}`;

/** react-select's clear-all and tag-remove controls, given translated names (its own are English or hidden). */
function labelledParts(locale: LocaleCode) {
  return {
    ClearIndicator: (props: ClearIndicatorProps<Suggestion, true>) => (
      <components.ClearIndicator
        {...props}
        innerProps={
          {
            ...props.innerProps,
            'aria-hidden': false,
            role: 'button',
            'aria-label': t(locale, 'search.clearAll'),
          } as typeof props.innerProps
        }
      />
    ),
    MultiValueRemove: (props: MultiValueRemoveProps<Suggestion, true>) => (
      <components.MultiValueRemove
        {...props}
        innerProps={{
          ...props.innerProps,
          'aria-label': t(locale, 'search.remove', { name: suggestionLabel(props.data, locale) }),
        }}
      />
    ),
  };
}

/** The predictive, multi-choice location box: suggestions only once the visitor types. */
export function LocationSelect({ id, locale, list, status, placeholder, value, onChange }: LocationSelectProps) {
  const [text, setText] = useState('');
  const parts = useMemo(() => labelledParts(locale), [locale]);
  const chosen = useMemo(() => new Set(value.map(keyOf)), [value]);
  // Chosen entries are left out before the limit, so the visitor still gets up to ten new ones.
  const options = useMemo(
    () =>
      suggest(
        list.filter((s) => !chosen.has(keyOf(s))),
        text,
      ),
    [list, chosen, text],
  );
  const typed = text.trim() !== '';

  return (
    <Select<Suggestion, true>
      inputId={id}
      instanceId={id}
      isMulti
      isClearable
      isRtl={getLocale(locale).dir === 'rtl'}
      classNamePrefix="location-select"
      className="location-select"
      placeholder={placeholder}
      options={options}
      value={value}
      onChange={(next) => onChange([...next])}
      inputValue={text}
      // react-select empties the text itself after a choice ('set-value') and on blur.
      onInputChange={(next) => setText(next)}
      // `suggest` has already filtered and ordered; react-select must not filter again.
      filterOption={null}
      getOptionLabel={(s) => suggestionLabel(s, locale)}
      getOptionValue={keyOf}
      isLoading={typed && status === 'loading'}
      loadingMessage={() => t(locale, 'search.loading')}
      // No menu at all for blank text (spec: empty text gives no suggestions).
      noOptionsMessage={() =>
        !typed ? null : t(locale, status === 'failed' ? 'search.loadFailed' : 'search.noMatches')
      }
      openMenuOnClick={false}
      components={parts}
    />
  );
}
