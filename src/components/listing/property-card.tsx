import React from 'react';
import Card from 'react-bootstrap/Card';
import { GatsbyImage } from 'gatsby-plugin-image';
import type { PropertySummary } from '../../cms/property';
import { formatNumber } from '../../lib/format';
import { Price } from '../currency/price';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';

export type PropertyCardProps = { property: PropertySummary; locale: LocaleCode };

/** One search result: photo, price, key facts, area and permit number. */
export function PropertyCard({ property, locale }: PropertyCardProps) {
  const beds = property.bedrooms === 0 ? t(locale, 'studio') : t(locale, 'bedrooms', { count: property.bedrooms });
  return (
    <Card as="article" className="listing-card h-100">
      {property.image ? <GatsbyImage image={property.image.data} alt={property.image.alt} className="card-img-top" /> : null}
      <Card.Body>
        <p className="fs-5 fw-bold mb-1">
          <Price aed={property.price} locale={locale} />
        </p>
        {/* Listing text comes from the CRM in English: let the browser set its direction on Arabic pages. */}
        <Card.Title as="h2" dir="auto">
          {property.title}
        </Card.Title>
        <p className="mb-1">
          {beds} · {t(locale, 'sqft', { count: formatNumber(property.floorArea, locale) })}
        </p>
        <p className="text-body-secondary small mb-0" dir="auto">
          {property.areaName} · {property.permitNumber}
        </p>
      </Card.Body>
    </Card>
  );
}
