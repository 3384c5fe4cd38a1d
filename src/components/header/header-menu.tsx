import React from 'react';
import { LazyDropdown, type LazyDropdownProps } from '../ui/lazy-dropdown';

export type HeaderMenuProps = Omit<LazyDropdownProps, 'align' | 'variant' | 'size' | 'toggleClassName'>;

/**
 * A menu of the header's bar (country, currency, language): a small toggle in the bar's
 * text colour, its list aligned to the toggle's end, its code loaded on intent.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  return (
    <LazyDropdown align="end" variant="link" size="sm" toggleClassName="text-reset text-decoration-none" {...props} />
  );
}
