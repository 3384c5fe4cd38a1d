import React from 'react';
import { Link } from 'gatsby';
import type { FooterLink } from '@brokerage/core/cms/footer-links';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

export type FooterLinkListProps = {
  locale: LocaleCode;
  links: FooterLink[];
  className?: string;
  /** Hrefs shown below 768 px only. */
  mobileOnly?: ReadonlySet<string>;
};

/** A plain list of the footer's internal links, labelled in the page's language. */
export function FooterLinkList({ locale, links, className = '', mobileOnly }: FooterLinkListProps) {
  return (
    <ul className={`footer-links list-unstyled mb-0 ${className}`.trim()}>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`} className={mobileOnly?.has(link.href) ? 'd-md-none' : undefined}>
          <Link to={link.href} className="footer-links__link">
            {t(locale, link.label, link.values)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
