import React, { useState } from 'react';
import { Link } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { formatPhone, telHref } from '@brokerage/core/lib/phone';
import type { MenuItem } from '@brokerage/core/cms/menu';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { CurrencySelect } from '../currency/currency-select';
import { LazyDrawer, preloadDrawer } from './lazy-drawer';
import { CountrySelect, LanguageSelect } from './header-selects';
import { MegaMenu } from './mega-menu';
import { LazySearchOverlay, preloadSearchOverlay } from '../search/lazy-search-overlay';
import { onIntent } from '../ui/lazy-part';
import { Icon } from '../ui/icon';
import { useHeaderContent } from './use-header-content';
import { useSiteSettings } from '../layout/use-site-settings';

// The spec reports two thresholds (50 px and 500 px). 50 px: the sticky header sits over
// the page as soon as it moves, and it needs its solid, contrasting background from then.
export const DARK_HEADER_AFTER_PX = 50;

export type HeaderProps = {
  locale: LocaleCode;
  path: string;
  /** Country pages show only Renovation and their two "why" anchors. */
  reducedMenu?: boolean;
};

/** Country pages' menu (spec): Renovation, then the page's own #Why_{product} and #Why_Invest_in_Dubai. */
function reducedItems(locale: LocaleCode, company: string, product: string): MenuItem[] {
  const item = (label: string, href: string): MenuItem => ({ label, href, columns: [], card: null });
  return [
    item(t(locale, 'header.renovation'), localizePath('/renovation/', getLocale(locale))),
    ...(product ? [item(t(locale, 'header.whyProduct', { company }), `#Why_${product}`)] : []),
    item(t(locale, 'header.whyInvest'), '#Why_Invest_in_Dubai'),
  ];
}

/** Logo, mega menu, country, phone, currency, language, search and the menu drawer. */
export function Header({ locale, path, reducedMenu = false }: HeaderProps) {
  const content = useHeaderContent(locale);
  const { companyName, product, phone: phoneNumber, logo } = useSiteSettings();
  const dark = useScrolledPast(DARK_HEADER_AFTER_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const items = reducedMenu ? reducedItems(locale, companyName, product) : content.menu;
  const callLabel = phoneNumber ? t(locale, 'header.call', { phone: formatPhone(phoneNumber) }) : '';
  const phone = phoneNumber ? (
    <a href={telHref(phoneNumber)} className="text-reset text-decoration-none" aria-label={callLabel}>
      <span dir="ltr">{formatPhone(phoneNumber)}</span>
    </a>
  ) : null;

  return (
    <header
      className={`site-header sticky-top${dark ? ' site-header--dark' : ''}`}
      data-scrolled={dark ? 'true' : 'false'}
    >
      <Container className="d-flex align-items-center gap-2 py-2 position-relative">
        <Link to={localizePath('/', getLocale(locale))} className="site-header__brand text-decoration-none me-3">
          <img
            className="site-header__logo"
            src={logo.src}
            srcSet={logo.srcSet}
            sizes={`${logo.width}px`}
            width={logo.width}
            height={logo.height}
            alt={companyName || t(locale, 'header.home')}
          />
        </Link>
        <MegaMenu items={items} label={t(locale, 'header.mainMenu')} />
        <div className="ms-auto d-flex align-items-center gap-1">
          {/* Phones keep the bar to brand, search and menu; these move into the drawer. */}
          <div className="d-none d-md-flex align-items-center gap-1">
            <CountrySelect locale={locale} countries={content.countries} path={path} />
            {/* The number where the bar has room for it; from 1200 to 1399 px the mega menu
                takes that room, so the phone is an icon there (named with the number). */}
            <span className="d-none d-xxl-inline small mx-2">{phone}</span>
            {phoneNumber ? (
              <a
                href={telHref(phoneNumber)}
                className="btn btn-link text-reset px-1 d-none d-xl-inline-block d-xxl-none"
                aria-label={callLabel}
              >
                <Icon name="phone" />
              </a>
            ) : null}
            <CurrencySelect locale={locale} />
            <LanguageSelect locale={locale} path={path} />
          </div>
          <button
            type="button"
            className="btn btn-link text-reset"
            {...onIntent(preloadSearchOverlay)}
            onClick={() => setSearchOpen(true)}
            aria-label={t(locale, 'header.search')}
          >
            <Icon name="search" />
          </button>
          <button
            type="button"
            className="btn btn-link text-reset d-xl-none"
            {...onIntent(preloadDrawer)}
            onClick={() => setDrawerOpen(true)}
            aria-label={t(locale, 'header.openMenu')}
          >
            <Icon name="menu" size={24} />
          </button>
        </div>
      </Container>
      <LazyDrawer
        show={drawerOpen}
        onHide={() => setDrawerOpen(false)}
        items={items}
        locale={locale}
        footer={
          <div className="border-top mt-3 pt-3 d-flex flex-wrap align-items-center gap-3">
            <LanguageSelect locale={locale} path={path} />
            <CurrencySelect locale={locale} />
            <CountrySelect locale={locale} countries={content.countries} path={path} />
            {phone}
          </div>
        }
      />
      <LazySearchOverlay show={searchOpen} onHide={() => setSearchOpen(false)} locale={locale} />
    </header>
  );
}
