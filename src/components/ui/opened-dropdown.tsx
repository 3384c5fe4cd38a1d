import React, { useEffect, useRef, type ReactNode } from 'react';
import Dropdown, { type DropdownProps } from 'react-bootstrap/Dropdown';
import type { ButtonProps } from 'react-bootstrap/Button';

export type DropdownItemComponent = typeof Dropdown.Item;
export const Item: DropdownItemComponent = Dropdown.Item;

export type OpenedDropdownProps = Pick<DropdownProps, 'align' | 'autoClose' | 'onSelect' | 'onToggle'> & {
  /** What the toggle shows; it is also the toggle's accessible name. */
  toggle: ReactNode;
  variant: ButtonProps['variant'];
  size?: 'sm' | 'lg';
  toggleClassName?: string;
  menuClassName?: string;
  menu: ReactNode;
  /** Move the focus to the toggle (it replaces one that had it). */
  focusToggle: boolean;
};

/**
 * react-bootstrap's dropdown, shown open: what `LazyDropdown` becomes on its first click
 * (its own chunk, with popper).
 */
export function OpenedDropdown({
  toggle,
  variant,
  size,
  toggleClassName,
  menuClassName,
  menu,
  focusToggle,
  ...dropdown
}: OpenedDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusToggle) toggleRef.current?.focus();
  }, [focusToggle]);
  return (
    <Dropdown defaultShow {...dropdown}>
      <Dropdown.Toggle ref={toggleRef} variant={variant} size={size} className={toggleClassName}>
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu className={menuClassName}>{menu}</Dropdown.Menu>
    </Dropdown>
  );
}
