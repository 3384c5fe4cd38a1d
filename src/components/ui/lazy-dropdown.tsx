import React, { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { loadOnce, onIntent } from './lazy-part';
import type { DropdownItemComponent, OpenedDropdownProps } from './opened-dropdown';

/** react-bootstrap's dropdown (with popper), fetched once; a failed download is tried again next time. */
const dropdownCode = loadOnce(() => import(/* webpackChunkName: "dropdown" */ './opened-dropdown'));

export type LazyDropdownProps = Omit<OpenedDropdownProps, 'menu' | 'focusToggle' | 'onToggle'> & {
  /** Called when the menu opens, including the first time (the click that loads the menu). */
  onOpen?: () => void;
  /** The menu's content, rendered once it is first opened: items use the `Item` it is given. */
  children: (Item: DropdownItemComponent) => ReactNode;
};

/**
 * A react-bootstrap dropdown whose machinery (popper, the menu's keyboard and outside-click
 * handling, about 12 KB gzip) loads on the first sign of intent (pointer over, focus, touch),
 * not with the page. Until it is first opened it is its toggle alone, with the markup
 * react-bootstrap's toggle has, so the page's HTML and first paint are the same; the first
 * click opens the real dropdown as soon as its code is in, and keeps the focus on the toggle.
 */
export function LazyDropdown({ toggle, onOpen, children, ...dropdown }: LazyDropdownProps) {
  // Whether the real dropdown has replaced the toggle, and whether the toggle had the focus then.
  const [opened, setOpened] = useState<{ focus: boolean } | null>(null);
  const loaded = dropdownCode.loaded();
  if (opened && loaded) {
    const { OpenedDropdown, Item } = loaded;
    return (
      <OpenedDropdown
        {...dropdown}
        toggle={toggle}
        menu={children(Item)}
        focusToggle={opened.focus}
        onToggle={(open) => {
          if (open) onOpen?.();
        }}
      />
    );
  }
  const { variant, size, toggleClassName } = dropdown;
  return (
    <div className="dropdown">
      <Button
        variant={variant}
        size={size}
        className={[toggleClassName, 'dropdown-toggle'].filter(Boolean).join(' ')}
        aria-expanded={false}
        {...onIntent(dropdownCode.load)}
        onClick={(event) => {
          const focus = document.activeElement === event.currentTarget;
          onOpen?.();
          // Offline, nothing opens; the next click tries the download again.
          dropdownCode.load().then(
            () => setOpened({ focus }),
            () => {},
          );
        }}
      >
        {toggle}
      </Button>
    </div>
  );
}
