import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { pagePath, type PagePathParts } from './page-path';
import { toImage } from './reshape';
import { localizeHref } from '../lib/links';
import type { Locale } from '../i18n/locales';

export type MenuLink = { label: string; href: string };
/** A link in the mega menu or drawer, with the links nested under it (up to two levels). */
export type MenuEntry = MenuLink & { children: MenuEntry[] };
export type MenuCard = {
  title: string;
  text: string;
  ctaLabel: string;
  ctaHref: string;
  image: { data: IGatsbyImageData; alt: string } | null;
};
export type MenuItem = MenuLink & { columns: MenuEntry[][]; card: MenuCard | null };

type RawSubLink = { label?: string | null; link?: string | null } | null;
type RawLinkItem = {
  label?: string | null;
  link?: string | null;
  class?: string | null;
  sub_menus?: readonly RawSubLink[] | null;
} | null;
type RawMedia = Parameters<typeof toImage>[0];
export type RawMenu = {
  Label?: string | null;
  order?: number | null;
  manualLink?: string | null;
  link?: string | null;
  page?: (Omit<PagePathParts, 'Slug'> & { Slug?: string | null; Hidden?: boolean | null }) | null;
  Menu_List_1?: readonly RawLinkItem[] | null;
  Menu_List_2?: readonly RawLinkItem[] | null;
  Menu_List_3?: readonly RawLinkItem[] | null;
  Menu_List_4?: readonly RawLinkItem[] | null;
  menu_card?: {
    image?: RawMedia;
    title?: string | null;
    text?: string | null;
    cta_label?: string | null;
    cta_link?: string | null;
  } | null;
};

/**
 * Where a top-level menu item leads, in the spec's order: its manualLink, then its link,
 * then the slug chain of its page; `null` when it has none of them.
 */
export function resolveMenuLink(item: Pick<RawMenu, 'manualLink' | 'link' | 'page'>): string | null {
  const manual = item.manualLink?.trim();
  if (manual) return manual;
  const link = item.link?.trim();
  if (link) return link;
  if (item.page?.Slug) return pagePath({ ...item.page, Slug: item.page.Slug });
  return null;
}

/**
 * Groups one column's links: a `parent` item starts a group and the `submenu` items after
 * it belong to it; each item's own sub_menus sit below it.
 */
export function groupColumn(items: readonly RawLinkItem[], locale: Locale): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of items) {
    if (!item?.label) continue;
    const entry: MenuEntry = {
      label: item.label,
      href: localizeHref(item.link || '#', locale),
      children: (item.sub_menus ?? [])
        .filter((s): s is NonNullable<RawSubLink> & { label: string } => Boolean(s?.label))
        .map((s) => ({ label: s.label, href: localizeHref(s.link || '#', locale), children: [] })),
    };
    const group = entries[entries.length - 1];
    if (item.class === 'submenu' && group) group.children.push(entry);
    else entries.push(entry);
  }
  return entries;
}

/** The header menu of one language, in the editors' order, with links for that language. */
export function toMenu(raw: readonly RawMenu[], locale: Locale): MenuItem[] {
  return (
    [...raw]
      // An item for a page the CMS marks Hidden stays out of the menu.
      .filter((item) => item.Label && !item.page?.Hidden)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((item) => {
        const card = item.menu_card;
        return {
          label: item.Label ?? '',
          href: localizeHref(resolveMenuLink(item) ?? '#', locale),
          columns: [item.Menu_List_1, item.Menu_List_2, item.Menu_List_3, item.Menu_List_4]
            .map((column) => groupColumn(column ?? [], locale))
            .filter((column) => column.length > 0),
          card:
            card?.title || card?.image
              ? {
                  title: card.title ?? '',
                  text: card.text ?? '',
                  ctaLabel: card.cta_label ?? '',
                  ctaHref: localizeHref(card.cta_link || '#', locale),
                  image: toImage(card.image, card.title ?? ''),
                }
              : null,
        };
      })
  );
}
