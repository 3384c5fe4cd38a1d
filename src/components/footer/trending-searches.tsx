import React, { useId, useState } from 'react';
import { bedroomLinks } from '@brokerage/core/cms/footer-links';
import { useDelayed } from '../../hooks/use-delayed';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { FooterLinkList } from './footer-link-list';

/** Spec: the trending-search links appear one second after mount. */
export const TRENDING_LINKS_DELAY_MS = 1000;

export type TrendingSearchesProps = {
  locale: LocaleCode;
  /** Accordion label from the CMS footer; the English default when empty. */
  label: string;
  /** The CMS popular-search markdown of the home layout, sanitised at build. */
  html: string;
};

/**
 * The "Trending Searches" accordion: the CMS popular searches and the bedroom searches.
 * Its many links are left out of the first paint, which only needs the footer's frame.
 * A plain disclosure with Bootstrap's accordion classes: react-bootstrap's Accordion would
 * bring its collapse animation code into every page for this one footer item.
 */
export function TrendingSearches({ locale, label, html }: TrendingSearchesProps) {
  const ready = useDelayed(TRENDING_LINKS_DELAY_MS);
  const bodyId = useId();
  const heading = label || t(locale, 'footer.trendingSearches');
  const [open, setOpen] = useState(false);
  const { sale, rent } = bedroomLinks(getLocale(locale));
  return (
    <div className="accordion accordion-flush footer-trending">
      <div className="accordion-item">
        <h2 className="accordion-header">
          <button
            type="button"
            className={open ? 'accordion-button' : 'accordion-button collapsed'}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {heading}
          </button>
        </h2>
        <div
          id={bodyId}
          className={open ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}
          role="region"
          aria-label={heading}
        >
          <div className="accordion-body">
            {ready ? (
              <div className="row g-4">
                {html ? (
                  <div className="footer-trending__cms col-12" dangerouslySetInnerHTML={{ __html: html }} />
                ) : null}
                <div className="col-md-6">
                  <h3 className="footer-trending__title">{t(locale, 'footer.bedroomsForSale')}</h3>
                  <FooterLinkList locale={locale} links={sale} className="footer-links--inline" />
                </div>
                <div className="col-md-6">
                  <h3 className="footer-trending__title">{t(locale, 'footer.bedroomsForRent')}</h3>
                  <FooterLinkList locale={locale} links={rent} className="footer-links--inline" />
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
