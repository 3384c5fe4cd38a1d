import React, { type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'gatsby';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { t } from '@brokerage/core/i18n/strings';
import { rentPeriodText } from '@brokerage/core/i18n/rent-period';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { Price } from '../currency/price';
import { AreaSize, PricePerArea } from '../property/area-unit-switch';
import { ShortlistButton } from '../shortlist/shortlist-button';
import { rootOfPropertyPath } from '@brokerage/core/search/property-path';
import { cardTitle, properNames } from '@brokerage/core/property/headline';
import { ProperNames } from '../ui/proper-names';
import { areaNameIn } from '@brokerage/core/search/areas-file';
import { formatDubaiDateTime } from '@brokerage/core/lib/format';
import { CardPhoto } from './card-photo';

export type PropertyCardProps = {
  property: IndexEntry;
  locale: LocaleCode;
  /** The photo loads at once, with high priority (the first result: often the largest paint). */
  eager?: boolean;
  /** Below the card's body, outside its link (a control of the page's own). */
  footer?: ReactNode;
};

/** One search result: photo, price, key facts, type, area and permit number. */
export function PropertyCard({ property, locale, eager = false, footer }: PropertyCardProps) {
  const facts = [
    property.bedrooms === null
      ? null
      : property.bedrooms === 0
        ? t(locale, 'studio')
        : t(locale, 'bedrooms', { count: property.bedrooms }),
    property.bathrooms ? t(locale, 'bathrooms', { count: property.bathrooms }) : null,
  ].filter(Boolean);
  const root = property.path ? rootOfPropertyPath(property.path) : null;
  const title = cardTitle(property, locale);
  return (
    <Card as="article" className="listing-card h-100">
      {root ? (
        <ShortlistButton
          item={{ id: property.id, root }}
          title={title}
          locale={locale}
          className="listing-card__heart"
        />
      ) : null}
      {property.image ? (
        <CardPhoto
          image={property.image}
          className="card-img-top"
          sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
          // The CMS's alternative texts are English: other languages name the photo by the card's title.
          alt={locale === 'en' ? property.image.alt : title}
          eager={eager}
        />
      ) : null}
      <Card.Body>
        <div className="listing-card__price mb-3">
          {property.auction ? <span className="fs-6 fw-normal d-block">{t(locale, 'auction.startingBid')}</span> : null}
          <Price aed={property.price} locale={locale} />
          {/* For a sale, what it costs per unit of its size (an auction's starting bid says nothing of it). */}
          {!property.rentPeriod && !property.auction && property.floor ? (
            <span className="listing-card__per-area d-block fs-6 fw-normal text-body-secondary">
              <PricePerArea aed={property.price} sqft={property.floor} locale={locale} />
            </span>
          ) : null}
          {property.rentPeriod ? (
            <span className="fs-6 fw-normal">
              {' '}
              {rentPeriodText(property.rentPeriod, locale) ?? t(locale, 'per.yearly')}
            </span>
          ) : null}
        </div>
        {/* The title is in the page's language (cardTitle); the browser sets its direction. */}
        <Card.Title as="h2" dir="auto">
          {/* The stretched link makes the whole card open the property. */}
          {property.path ? (
            <Link to={localizePath(property.path, getLocale(locale))} className="stretched-link">
              <ProperNames text={title} names={properNames(property)} />
            </Link>
          ) : (
            <ProperNames text={title} names={properNames(property)} />
          )}
        </Card.Title>
        <p className="listing-card__facts">
          {facts.join(' · ')}
          {property.floor ? (
            <>
              {facts.length ? ' · ' : null}
              <AreaSize sqft={property.floor} locale={locale} />
            </>
          ) : null}
        </p>
        {property.auction ? (
          <p className="listing-card__auction fw-semibold mb-1">
            <time dateTime={property.auction.startsAt}>
              {t(locale, 'auction.on', { date: formatDubaiDateTime(property.auction.startsAt, locale) })}
            </time>
          </p>
        ) : null}
        <p className="listing-card__meta" dir="auto">
          {`${areaNameIn(property.areaNames, property.areaName, locale)} · ${t(locale, 'permit', { number: property.permit })}`}
        </p>
      </Card.Body>
      {footer ? <Card.Footer className="listing-card__footer">{footer}</Card.Footer> : null}
    </Card>
  );
}
