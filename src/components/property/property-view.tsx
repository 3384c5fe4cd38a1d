import React, { type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'gatsby';
import type { BrandContact, PropertyDetails } from '@brokerage/core/cms/property-details';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { rootOfPropertyPath } from '@brokerage/core/search/property-path';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { propertyTypeName } from '@brokerage/core/i18n/property-types';
import { t } from '@brokerage/core/i18n/strings';
import { rentPeriodText } from '@brokerage/core/i18n/rent-period';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { SHORTLIST_PATH } from '@brokerage/core/property/shortlist';
import type { Crumb } from '@brokerage/core/seo/breadcrumbs';
import { Price } from '../currency/price';
import { Breadcrumbs } from '../layout/breadcrumbs';
import { useSiteSettings } from '../layout/use-site-settings';
import { ShortlistButton } from '../shortlist/shortlist-button';
import { AmenityGroups } from './amenity-groups';
import { AreaSize, AreaUnitSwitch, PricePerArea, ServiceCharge } from './area-unit-switch';
import { ContactCard } from './contact-card';
import { Gallery } from './gallery';
import { ProperNames } from '../ui/proper-names';
import { properNames } from '@brokerage/core/property/headline';
import { MortgageEstimate } from './mortgage-estimate';
import { PermitQr } from './permit-qr';
import { ShareButton } from './share-button';
import { AuctionPanel } from './auction-panel';
import { LocationSection } from './location-section';
import { SimilarProperties } from './similar-properties';
import { listingKind } from '@brokerage/core/search/roots';
import type { ListingMarket } from '@brokerage/core/market/view';
import { lazyPart } from '../ui/lazy-part';

// The DLD's sales nearby: in the built HTML; its code fetched only by listings that have them.
const ListingMarketPart = lazyPart(() => import(/* webpackChunkName: "listing-market" */ '../market/listing-market'), {
  pending: false,
});

export type PropertyViewProps = {
  property: PropertyDetails;
  locale: LocaleCode;
  /** Nearest listings of the same root and area, from the build. */
  similar?: readonly IndexEntry[];
  /** The permit's QR code (SVG) drawn at build. */
  permitQr?: string | null;
  /** The holiday-home brand's contact, shown on short-term lettings. */
  brand?: BrandContact | null;
  /** The Enquire Now button for this listing, placed in the contact card. */
  enquire?: ReactNode;
  /** The page's trail: home, its listings, its area's listings, the property. */
  breadcrumbs?: readonly Crumb[];
  /** The area's registered sales of the same type and bedrooms, for a listing for sale (plugins/site-market). */
  market?: ListingMarket | null;
};

// The type in the page's language, from the one vocabulary (packages/core/src/i18n/property-types.ts).
const typeLabel = (slug: string, locale: LocaleCode) => propertyTypeName(slug, locale) ?? slug.replace(/-/g, ' ');
const dateText = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : locale, {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

function facts(p: PropertyDetails, locale: LocaleCode): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    [
      t(locale, 'property.bedrooms'),
      p.bedrooms === null ? null : p.bedrooms === 0 ? t(locale, 'studio') : String(p.bedrooms),
    ],
    [t(locale, 'property.bathrooms'), p.bathrooms ? String(p.bathrooms) : null],
    [t(locale, 'property.size'), p.floor ? <AreaSize sqft={p.floor} locale={locale} /> : null],
    [t(locale, 'property.type'), p.type ? typeLabel(p.type, locale) : null],
    [t(locale, 'property.reference'), p.reference],
    [t(locale, 'property.permit'), p.permit],
    [
      t(locale, 'property.completion'),
      p.completion ? (p.completion === 'ready' ? t(locale, 'property.ready') : (p.completionDate ?? '')) : null,
    ],
    [t(locale, 'property.developer'), p.developer],
    [
      t(locale, 'property.serviceCharge'),
      p.serviceCharge ? <ServiceCharge perSqft={p.serviceCharge} locale={locale} /> : null,
    ],
    [t(locale, 'property.listed'), p.listed ? dateText(p.listed, locale) : null],
    [t(locale, 'property.updated'), p.updated ? dateText(p.updated, locale) : null],
  ];
  return rows.filter((row): row is [string, ReactNode] => row[1] !== null && row[1] !== '');
}

/** The office's own contact, for a listing without an agent. */
function OfficeCard({ locale, message, children }: { locale: LocaleCode; message: string; children?: ReactNode }) {
  const settings = useSiteSettings();
  return (
    <ContactCard
      heading={t(locale, 'property.noAgent')}
      name={settings.companyName}
      phone={settings.phone}
      whatsapp={settings.whatsapp}
      email={settings.email}
      message={message}
      locale={locale}
    >
      {children}
    </ContactCard>
  );
}

/** A property page: photos, price, key facts, description, amenities, permit, tools, contacts and similar listings. */
export function PropertyView({
  property: p,
  locale,
  similar = [],
  permitQr = null,
  brand = null,
  enquire,
  breadcrumbs = [],
  market = null,
}: PropertyViewProps) {
  const root = p.path ? rootOfPropertyPath(p.path) : null;
  return (
    <article>
      <Container className="py-4">
        <Breadcrumbs trail={breadcrumbs} locale={locale} />
        <div className="position-relative">
          <Gallery images={p.images} title={p.title} locale={locale} />
          {root && p.id ? (
            <ShortlistButton item={{ id: p.id, root }} title={p.title} locale={locale} className="property-heart" />
          ) : null}
        </div>
        <div className="row g-4">
          <div className="col-lg-8">
            <div className="fs-3 fw-bold mb-1">
              {p.auction ? <span className="fs-6 fw-normal d-block">{t(locale, 'auction.startingBid')}</span> : null}
              <Price aed={p.price} locale={locale} />
              {rentPeriodText(p.rentPeriod, locale) ? (
                <span className="fs-5 fw-normal"> {rentPeriodText(p.rentPeriod, locale)}</span>
              ) : null}
              {p.forSale && !p.auction && p.floor ? (
                <span className="d-block fs-6 fw-normal text-body-secondary">
                  <PricePerArea aed={p.price} sqft={p.floor} locale={locale} />
                </span>
              ) : null}
            </div>
            <h1 className="h2" dir="auto">
              <ProperNames text={p.title} names={properNames(p)} />
            </h1>
            <p className="text-body-secondary" dir="auto">
              {areaNameIn(p.areaNames, p.areaName, locale)}
            </p>
            {p.auction ? <AuctionPanel auction={p.auction} price={p.price} locale={locale} /> : null}
            <div className="d-flex flex-wrap gap-3 align-items-center">
              <ShareButton title={p.title} locale={locale} />
              <Link to={localizePath(SHORTLIST_PATH, getLocale(locale))}>{t(locale, 'shortlist.title')}</Link>
              {p.floor ? <AreaUnitSwitch locale={locale} /> : null}
            </div>
            <h2 className="h5 mt-4">{t(locale, 'property.facts')}</h2>
            <dl className="property-facts">
              {facts(p, locale).map(([label, value]) => (
                <React.Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </React.Fragment>
              ))}
            </dl>
            {p.paragraphs.length ? (
              <>
                <h2 className="h5 mt-4">{t(locale, 'property.description')}</h2>
                {/* The page's language where the CMS has it; else the English text, marked so. */}
                <div
                  dir={p.paragraphsLang === 'en' ? 'ltr' : 'auto'}
                  lang={p.paragraphsLang === locale ? undefined : p.paragraphsLang}
                >
                  {p.paragraphs.map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </>
            ) : null}
            <AmenityGroups amenities={p.amenities} locale={locale} />
            {market && p.forSale && !p.auction ? (
              <ListingMarketPart.Part
                market={market}
                price={p.price}
                sqft={p.floor}
                area={areaNameIn(p.areaNames, p.areaName, locale)}
                locale={locale}
              />
            ) : null}
            {p.coordinates ? <LocationSection at={p.coordinates} title={p.title} locale={locale} /> : null}
            <PermitQr permit={p.permit} src={permitQr} locale={locale} verifyUrl={p.permitLink} />
            {p.forSale && p.price > 0 && listingKind(p.department).mortgage ? (
              <MortgageEstimate price={p.price} offPlan={p.completion === 'off_plan'} locale={locale} />
            ) : null}
          </div>
          <aside className="col-lg-4" aria-label={t(locale, 'property.agent')}>
            {listingKind(p.department).holidayHomeContact && brand ? (
              <ContactCard
                heading={t(locale, 'property.shortTermBrand')}
                name={brand.name}
                photo={brand.logo}
                phone={brand.phone}
                whatsapp={brand.whatsapp}
                email={brand.email}
                message={p.title}
                locale={locale}
              />
            ) : null}
            {p.agent ? (
              <ContactCard
                heading={t(locale, 'property.agent')}
                name={p.agent.name}
                jobTitle={p.agent.jobTitle}
                languages={p.agent.languages}
                photo={p.agent.photo}
                phone={p.agent.phone}
                whatsapp={p.agent.whatsapp}
                email={p.agent.email}
                message={p.title}
                locale={locale}
              >
                {enquire}
              </ContactCard>
            ) : (
              <OfficeCard locale={locale} message={p.title}>
                {enquire}
              </OfficeCard>
            )}
          </aside>
        </div>
        <SimilarProperties entries={similar} locale={locale} />
      </Container>
    </article>
  );
}
