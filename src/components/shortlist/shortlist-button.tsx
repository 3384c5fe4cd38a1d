import React from 'react';
import { isShortlisted, type ShortlistItem } from '@brokerage/core/property/shortlist';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { useShortlist } from './use-shortlist';
import { Icon } from '../ui/icon';
import { useHydrated } from '../../hooks/use-hydrated';

export type ShortlistButtonProps = { item: ShortlistItem; title: string; locale: LocaleCode; className?: string };

/**
 * The heart that keeps a property on the visitor's shortlist; a toggle button for assistive
 * tech. It works with the page's script only, so it appears once the page has hydrated (it
 * sits over the photo: nothing moves) and is not repeated in the HTML of every card.
 */
export function ShortlistButton({ item, title, locale, className = '' }: ShortlistButtonProps) {
  const { items, toggle } = useShortlist();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const saved = isShortlisted(items, item.id);
  return (
    <button
      type="button"
      className={`shortlist-button btn btn-light rounded-circle ${className}`}
      aria-pressed={saved}
      aria-label={t(locale, saved ? 'shortlist.remove' : 'shortlist.add', { title })}
      onClick={() => toggle(item)}
    >
      <Icon name={saved ? 'heart-fill' : 'heart'} className={saved ? 'shortlist-button__saved' : undefined} />
    </button>
  );
}
