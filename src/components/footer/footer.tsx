import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { footerLinks, type FooterLink } from '@brokerage/core/cms/footer-links';
import { usePageActivity } from '../../hooks/use-page-activity';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { localizeHref } from '@brokerage/core/lib/links';
import { FooterLinkList } from './footer-link-list';
import { SocialLinks } from './social-links';
import { TrendingSearches } from './trending-searches';
import { OPEN_COOKIE_SETTINGS } from '../cookie/consent-storage';
import { useFooterContent } from './use-footer-content';
import { useSiteSettings } from '../layout/use-site-settings';
import { FooterForms } from './footer-forms';

export type FooterProps = {
  locale: LocaleCode;
  /** The page layout's popular searches, as HTML (listing and property pages); the home layout's otherwise. */
  popularSearchHtml?: string;
};

type Group = { key: string; heading: string; links: FooterLink[]; mobileOnly?: ReadonlySet<string> };

/**
 * One link column: a heading and its list from 768 px, a section that opens and closes
 * below. Its links are written once for both, so a page carries each footer link once.
 */
function FooterGroup({ id, group, locale }: { id: string; group: Group; locale: LocaleCode }) {
  const [open, setOpen] = useState(false);
  return (
    <nav className="col-md-4 site-footer__group" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="site-footer__heading d-none d-md-block">
        {group.heading}
      </h2>
      <h2 className="site-footer__heading d-md-none mb-0">
        <button
          type="button"
          className="site-footer__toggle"
          aria-expanded={open}
          aria-controls={`${id}-links`}
          onClick={() => setOpen(!open)}
        >
          {group.heading}
        </button>
      </h2>
      <div
        id={`${id}-links`}
        role="region"
        aria-label={group.heading}
        className={open ? 'site-footer__panel is-open' : 'site-footer__panel'}
      >
        <FooterLinkList locale={locale} links={group.links} mobileOnly={group.mobileOnly} />
      </div>
    </nav>
  );
}

/**
 * The copyright line: "© 2025 Oasis Key Properties. All rights reserved."
 * A company name that already ends in punctuation ("Ltd.") gets no extra full stop.
 */
export function copyrightLine(copyright: string, year: number, company: string, rights: string): string {
  const owner = [copyright, String(year), company].filter(Boolean).join(' ');
  if (!rights) return owner;
  return company && !/[.!?]$/.test(company) ? `${owner}. ${rights}` : `${owner} ${rights}`;
}

/**
 * The site footer: help text, link columns (three columns from 768 px, sections that open
 * and close below), trending searches, social profiles, the newsletter prompt and the legal row.
 */
export function Footer({ locale, popularSearchHtml }: FooterProps) {
  const content = useFooterContent(locale);
  const settings = useSiteSettings();
  const active = usePageActivity();
  const id = useId();
  const lang = getLocale(locale);
  const links = footerLinks(settings.product, lang);
  const services = content.servicesHeading || t(locale, 'footer.services');
  const other = content.otherHeading || t(locale, 'footer.other');
  const about = content.aboutHeading || t(locale, 'footer.about');
  // Spec: on mobile the company pages also sit in "Other"; from 768 px they are under About only.
  const desktopOther = new Set(links.other.map((l) => l.href));
  const groups: Group[] = [
    { key: 'services', heading: services, links: links.services },
    {
      key: 'other',
      heading: other,
      links: links.otherMobile,
      mobileOnly: new Set(links.otherMobile.map((l) => l.href).filter((href) => !desktopOther.has(href))),
    },
    { key: 'about', heading: about, links: links.about },
  ];
  const { sitemap, privacy, terms } = links.legal;
  const legal = [
    { link: sitemap, label: content.sitemap || t(locale, 'footer.sitemap') },
    { link: privacy, label: content.privacy || t(locale, 'footer.privacy') },
    { link: terms, label: content.terms || t(locale, 'footer.terms') },
  ];
  const copyright = copyrightLine(
    content.copyright || t(locale, 'footer.copyright'),
    new Date().getFullYear(),
    settings.companyName,
    content.rights || t(locale, 'footer.rights'),
  );

  return (
    <footer className="site-footer">
      <Container className="py-5">
        <div className="row g-4">
          <div className="col-lg-4">
            <h2 className="site-footer__heading">{content.helpYouHeading || t(locale, 'footer.helpYou')}</h2>
            {content.helpYouHtml ? (
              <div className="site-footer__content" dangerouslySetInnerHTML={{ __html: content.helpYouHtml }} />
            ) : null}
            <FooterForms locale={locale} />
            {/* The real newsletter form arrives with the forms; until the visitor acts, nothing extra loads. */}
            {active ? (
              <div className="site-footer__newsletter mt-4">
                <p className="mb-2">{t(locale, 'footer.newsletterTitle')}</p>
                <Link to={localizeHref('/uae-property-news-letter/', lang)} className="btn btn-secondary">
                  {t(locale, 'footer.newsletterCta')}
                </Link>
              </div>
            ) : null}
            <div className="mt-4">
              <SocialLinks locale={locale} socials={settings.socials} />
            </div>
          </div>
          <div className="col-lg-8">
            <div className="row">
              {groups.map((group) => (
                <FooterGroup key={group.key} id={`${id}-${group.key}`} group={group} locale={locale} />
              ))}
            </div>
          </div>
        </div>
        <div className="mt-4">
          <TrendingSearches
            locale={locale}
            label={content.trendingSearches}
            html={popularSearchHtml || content.popularSearchHtml}
          />
        </div>
        <div className="site-footer__legal d-flex flex-column flex-md-row flex-wrap gap-2 gap-md-4 mt-4 pt-4 small">
          <ul className="list-inline mb-0">
            {legal.map(({ link, label }) => (
              <li key={link.href} className="list-inline-item">
                <Link to={link.href}>{label}</Link>
              </li>
            ))}
            <li className="list-inline-item">
              {/* Reopens the cookie banner's settings, where the choice can be changed. */}
              <button
                type="button"
                className="btn btn-link px-0 border-0 align-baseline site-footer__cookie-settings"
                onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))}
              >
                {t(locale, 'cookie.footerLink')}
              </button>
            </li>
          </ul>
          <p className="mb-0">{copyright}</p>
          {content.siteBy ? <p className="site-footer__credit mb-0 ms-md-auto">{content.siteBy}</p> : null}
        </div>
      </Container>
    </footer>
  );
}
