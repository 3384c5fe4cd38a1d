import React, { useId, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { MenuEntry, MenuItem } from '@brokerage/core/cms/menu';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { SmartLink } from '../ui/smart-link';

export type DrawerProps = {
  show: boolean;
  onHide: () => void;
  items: MenuItem[];
  locale: LocaleCode;
  /** Language, currency and contact controls shown under the menu. */
  footer?: ReactNode;
};

type Node = { label: string; href: string; children: Node[] };

function DrawerNode({
  node,
  level,
  locale,
  onNavigate,
}: {
  node: Node;
  level: number;
  locale: LocaleCode;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li className={`drawer-menu__item drawer-menu__item--${level}`}>
      <div className="d-flex align-items-center">
        <SmartLink href={node.href} className="drawer-menu__link flex-grow-1" onClick={onNavigate}>
          {node.label}
        </SmartLink>
        {hasChildren ? (
          <button
            type="button"
            className="btn btn-link drawer-menu__toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(locale, open ? 'header.collapse' : 'header.expand', { label: node.label })}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} className="list-unstyled drawer-menu__list" hidden={!open}>
          {node.children.map((child) => (
            <DrawerNode
              key={`${child.label}-${child.href}`}
              node={child}
              level={level + 1}
              locale={locale}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Top-level items hold their columns' entries; entries hold up to two levels more. */
function toTree(items: MenuItem[]): Node[] {
  const entry = (e: MenuEntry): Node => ({ label: e.label, href: e.href, children: e.children.map(entry) });
  return items.map((item) => ({ label: item.label, href: item.href, children: item.columns.flat().map(entry) }));
}

/** The phone and tablet menu: an off-canvas accordion, four levels deep, with plus/minus toggles. */
export function Drawer({ show, onHide, items, locale, footer }: DrawerProps) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="drawer-title">
      <Offcanvas.Header closeButton closeLabel={t(locale, 'header.closeMenu')}>
        <Offcanvas.Title id="drawer-title">{t(locale, 'header.menuTitle')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t(locale, 'header.mainMenu')}>
          <ul className="list-unstyled drawer-menu">
            {toTree(items).map((node) => (
              <DrawerNode
                key={`${node.label}-${node.href}`}
                node={node}
                level={1}
                locale={locale}
                onNavigate={onHide}
              />
            ))}
          </ul>
        </nav>
        {footer}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
