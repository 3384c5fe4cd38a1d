import React from 'react';
import { isShortlisted, type ShortlistItem } from '../../property/shortlist';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';
import { useShortlist } from './use-shortlist';

export type ShortlistButtonProps = { item: ShortlistItem; title: string; locale: LocaleCode; className?: string };

/** The heart that keeps a property on the visitor's shortlist; a toggle button for assistive tech. */
export function ShortlistButton({ item, title, locale, className = '' }: ShortlistButtonProps) {
  const { items, toggle } = useShortlist();
  const saved = isShortlisted(items, item.id);
  return (
    <button
      type="button"
      className={`shortlist-button btn btn-light rounded-circle ${className}`}
      aria-pressed={saved}
      aria-label={t(locale, saved ? 'shortlist.remove' : 'shortlist.add', { title })}
      onClick={() => toggle(item)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? '#d63384' : 'none'}
          stroke={saved ? '#d63384' : 'currentColor'}
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
