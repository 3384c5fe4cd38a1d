import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { LOCALES, getLocale, localizePath, stripLocale, type LocaleCode } from '../../i18n/locales';
import { t } from '../../i18n/strings';
import { useSiteSettings } from './use-site-settings';

export type LayoutProps = { locale: LocaleCode; path: string; children: ReactNode };

/** The plain page frame: brand link, language switcher, main content, copyright. */
export function Layout({ locale, path, children }: LayoutProps) {
  const lang = getLocale(locale);
  const { companyName } = useSiteSettings();
  const neutral = stripLocale(path);
  return (
    <>
      <a className="visually-hidden-focusable" href="#main">
        {t(locale, 'skipToContent')}
      </a>
      <header className="site-header py-3">
        <Container className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Link to={localizePath('/', lang)} className="fs-4 fw-bold text-decoration-none">
            {companyName}
          </Link>
          <nav aria-label={t(locale, 'languages')}>
            <ul className="nav">
              {LOCALES.map((l) => (
                <li className="nav-item" key={l.code}>
                  <Link
                    className={`nav-link${l.code === locale ? ' active fw-bold' : ''}`}
                    to={localizePath(neutral, l)}
                    hrefLang={l.hreflang}
                    lang={l.hreflang}
                    aria-current={l.code === locale ? 'page' : undefined}
                  >
                    {l.nativeName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </header>
      <main id="main">{children}</main>
      <footer className="border-top py-4 mt-5">
        <Container className="small text-body-secondary">© {new Date().getFullYear()} {companyName}</Container>
      </footer>
    </>
  );
}
