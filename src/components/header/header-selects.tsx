import React from 'react';
import { Link, navigate } from 'gatsby';
import { LOCALES, getLocale, localizePath, stripLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { hasStrings, loadStrings, t } from '@brokerage/core/i18n/strings';
import { HeaderMenu } from './header-menu';
import type { CountryLink } from './use-header-content';

/**
 * Goes to a page in another language once that language's UI strings are in (opening the
 * menu asked for them): until then the current page stays, so the visitor never sees a blank
 * page. A plain click only: a new tab or window opens at once.
 */
function switchWhenReady(event: React.MouseEvent<HTMLElement>, locale: LocaleCode, to: string) {
  if (hasStrings(locale) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  void loadStrings(locale)
    .catch(() => undefined)
    .then(() => navigate(to));
}

/** The same page in the other languages. */
export function LanguageSelect({ locale, path }: { locale: LocaleCode; path: string }) {
  const neutral = stripLocale(path);
  const current = getLocale(locale);
  return (
    // Opening the menu fetches the other languages' UI strings (a few KB each), so the page
    // in the language picked renders at once.
    <HeaderMenu
      onOpen={() => LOCALES.forEach((l) => void loadStrings(l.code).catch(() => {}))}
      // The bar shows the short code to leave room for the menu; the list names each language.
      // The name is "Language: EN": it starts with what the control is and holds what it shows (WCAG 2.5.3).
      toggle={
        <>
          <span className="visually-hidden">{t(locale, 'header.language')}: </span>
          {current.hreflang.toUpperCase()}
        </>
      }
    >
      {(Item) =>
        LOCALES.map((l) => (
          <Item
            key={l.code}
            as={Link}
            to={localizePath(neutral, l)}
            onClick={(event: React.MouseEvent<HTMLElement>) => switchWhenReady(event, l.code, localizePath(neutral, l))}
            hrefLang={l.hreflang}
            lang={l.hreflang}
            active={l.code === locale}
          >
            {l.nativeName}
          </Item>
        ))
      }
    </HeaderMenu>
  );
}

/** The country pages the CMS flags for the header (the UK, the default, is the home page). */
export function CountrySelect({
  locale,
  countries,
  path,
}: {
  locale: LocaleCode;
  countries: CountryLink[];
  /** The page's path: a country page shows its own country, every other page the default (the home page's). */
  path: string;
}) {
  if (countries.length === 0) return null;
  const current =
    countries.find((c) => stripLocale(c.href) !== '/' && stripLocale(path).startsWith(stripLocale(c.href))) ??
    countries.find((c) => stripLocale(c.href) === '/') ??
    countries[0]!;
  return (
    <HeaderMenu
      toggle={
        <>
          <span className="visually-hidden">{t(locale, 'header.country')}: </span>
          {/* Flag emoji do not render on every system (Windows shows letters): show the code too. */}
          <span aria-hidden="true">{current.icon}</span> {current.value.toUpperCase()}
        </>
      }
    >
      {(Item) =>
        countries.map((country) => (
          <Item key={country.value} as={Link} to={country.href} active={country === current}>
            <span aria-hidden="true" className="me-2">
              {country.icon}
            </span>
            {country.label}
          </Item>
        ))
      }
    </HeaderMenu>
  );
}
