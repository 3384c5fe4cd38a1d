import React, { useState, type FocusEvent } from 'react';
import Container from 'react-bootstrap/Container';
import { Picture } from '../ui/picture';
import type { MenuEntry, MenuItem } from '@brokerage/core/cms/menu';
import { SmartLink } from '../ui/smart-link';

export type MegaMenuProps = { items: MenuItem[]; label: string };

function EntryList({ entries }: { entries: MenuEntry[] }) {
  return (
    // Styled from .mega-menu__column (_header.scss): a class per list and link would repeat in every page.
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.label}-${entry.href}`}>
          <SmartLink href={entry.href}>{entry.label}</SmartLink>
          {entry.children.length > 0 ? <EntryList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop menu: a top-level item opens its panel (up to four link columns and a promo
 * card) on hover and on keyboard focus; leaving it, or Escape, closes it. The panel sits
 * inside the item so the Tab order runs through it. Every link is in the page's HTML for
 * crawlers; a promo card's photo is added only once its panel has been opened, which keeps
 * about 3 KB of image markup per card out of every page.
 */
export function MegaMenu({ items, label }: MegaMenuProps) {
  const [open, setOpenIndex] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const setOpen = (index: number | null) => {
    setOpenIndex(index);
    if (index !== null) setOpened((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
  };
  const closeIfLeaving = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  return (
    <nav
      aria-label={label}
      className="mega-menu d-none d-xl-block"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
    >
      <ul className="nav">
        {items.map((item, index) => {
          const hasPanel = item.columns.length > 0 || item.card !== null;
          const isOpen = open === index && hasPanel;
          return (
            <li
              key={item.label}
              className="nav-item mega-menu__item"
              onMouseEnter={() => setOpen(index)}
              onMouseLeave={() => setOpen(null)}
              onFocus={() => setOpen(index)}
              onBlur={closeIfLeaving}
            >
              <SmartLink href={item.href} className="nav-link" aria-expanded={hasPanel ? isOpen : undefined}>
                {item.label}
              </SmartLink>
              {hasPanel ? (
                <div className="mega-menu__panel shadow" hidden={!isOpen}>
                  <Container className="d-flex gap-4 py-4">
                    {item.columns.map((column, c) => (
                      <div className="mega-menu__column" key={c}>
                        <EntryList entries={column} />
                      </div>
                    ))}
                    {item.card ? (
                      <aside className="mega-menu__card ms-auto">
                        {item.card.image && opened.has(index) ? (
                          <Picture image={item.card.image.data} alt={item.card.image.alt} className="rounded mb-2" />
                        ) : null}
                        {item.card.title ? <p className="fw-bold mb-1">{item.card.title}</p> : null}
                        {item.card.text ? <p className="small mb-2">{item.card.text}</p> : null}
                        {item.card.ctaLabel ? (
                          <SmartLink href={item.card.ctaHref} className="btn btn-sm btn-secondary">
                            {item.card.ctaLabel}
                          </SmartLink>
                        ) : null}
                      </aside>
                    ) : null}
                  </Container>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
