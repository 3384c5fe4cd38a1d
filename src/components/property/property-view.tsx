import React from 'react';
import Container from 'react-bootstrap/Container';
import { GatsbyImage } from 'gatsby-plugin-image';
import type { PropertyDetails } from '../../cms/property-details';
import { formatNumber } from '../../lib/format';
import { formatPhone, telHref } from '../../lib/phone';
import { whatsappLink } from '../../lib/whatsapp';
import { PROPERTY_TYPES } from '../../search/options';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';
import { Price } from '../currency/price';

export type PropertyViewProps = { property: PropertyDetails; locale: LocaleCode };

const RENT: Record<string, 'per.yearly' | 'per.monthly' | 'per.weekly' | 'per.daily'> = {
  yearly: 'per.yearly',
  monthly: 'per.monthly',
  weekly: 'per.weekly',
  daily: 'per.daily',
};
// Type names come from the filter lists (English, as the listing text is).
const typeLabel = (slug: string) =>
  Object.values(PROPERTY_TYPES)
    .flat()
    .find((o) => o.slug === slug)?.label ?? slug.replace(/-/g, ' ');
const dateText = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : locale, {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

/** A property page: photos, price, key facts, description, amenities, location, permit and the agent. */
export function PropertyView({ property: p, locale }: PropertyViewProps) {
  const facts: [string, string][] = [
    ...(p.bedrooms !== null
      ? [
          [t(locale, 'property.bedrooms'), p.bedrooms === 0 ? t(locale, 'studio') : String(p.bedrooms)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(p.bathrooms ? [[t(locale, 'property.bathrooms'), String(p.bathrooms)] as [string, string]] : []),
    ...(p.floorArea
      ? [
          [t(locale, 'property.size'), t(locale, 'sqft', { count: formatNumber(p.floorArea, locale) })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(p.type ? [[t(locale, 'property.type'), typeLabel(p.type)] as [string, string]] : []),
    [t(locale, 'property.reference'), p.reference],
    [t(locale, 'property.permit'), p.permit],
    ...(p.completion
      ? [
          [
            t(locale, 'property.completion'),
            p.completion === 'ready' ? t(locale, 'property.ready') : (p.completionDate ?? ''),
          ] as [string, string],
        ]
      : []),
    ...(p.developer ? [[t(locale, 'property.developer'), p.developer] as [string, string]] : []),
    ...(p.listed ? [[t(locale, 'property.listed'), dateText(p.listed, locale)] as [string, string]] : []),
    ...(p.updated ? [[t(locale, 'property.updated'), dateText(p.updated, locale)] as [string, string]] : []),
  ];
  return (
    <article>
      <Container className="py-4">
        {p.images.length ? (
          <section aria-label={t(locale, 'property.photos', { title: p.title })} className="property-gallery mb-4">
            {p.images.slice(0, 5).map((image, i) => (
              <GatsbyImage
                key={i}
                image={image.data}
                alt={image.alt}
                className={i === 0 ? 'property-gallery__main rounded' : 'rounded'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            ))}
          </section>
        ) : null}
        <div className="row g-4">
          <div className="col-lg-8">
            <p className="fs-3 fw-bold mb-1">
              <Price aed={p.price} locale={locale} />
              {p.rentPeriod && RENT[p.rentPeriod] ? (
                <span className="fs-5 fw-normal"> {t(locale, RENT[p.rentPeriod]!)}</span>
              ) : null}
            </p>
            <h1 className="h2" dir="auto">
              {p.title}
            </h1>
            <p className="text-body-secondary" dir="auto">
              {p.areaName}
              {p.coordinates ? (
                <>
                  {' · '}
                  <a
                    href={`https://www.google.com/maps?q=${p.coordinates[0]},${p.coordinates[1]}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t(locale, 'property.viewOnMap')}
                  </a>
                </>
              ) : null}
            </p>
            <h2 className="h5 mt-4">{t(locale, 'property.facts')}</h2>
            <dl className="row property-facts">
              {facts.map(([label, value]) => (
                <React.Fragment key={label}>
                  <dt className="col-6 col-md-4 fw-normal text-body-secondary">{label}</dt>
                  <dd className="col-6 col-md-8">{value}</dd>
                </React.Fragment>
              ))}
            </dl>
            {p.paragraphs.length ? (
              <>
                <h2 className="h5 mt-4">{t(locale, 'property.description')}</h2>
                <div dir="auto" lang="en">
                  {p.paragraphs.map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </>
            ) : null}
            {p.amenities.length ? (
              <>
                <h2 className="h5 mt-4">{t(locale, 'property.amenities')}</h2>
                <ul dir="auto" lang="en">
                  {p.amenities.map((amenity) => (
                    <li key={amenity}>{amenity}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          {p.agent ? (
            <aside className="col-lg-4" aria-label={t(locale, 'property.agent')}>
              <div className="card p-3">
                <h2 className="h5">{t(locale, 'property.agent')}</h2>
                <div className="d-flex gap-3 align-items-center mb-3">
                  {p.agent.photo ? (
                    <GatsbyImage image={p.agent.photo.data} alt={p.agent.photo.alt} className="rounded-circle" />
                  ) : null}
                  <div>
                    <p className="fw-bold mb-0">{p.agent.name}</p>
                    <p className="small mb-0">{p.agent.jobTitle}</p>
                    {p.agent.languages.length ? (
                      <p className="small text-body-secondary mb-0">
                        {t(locale, 'property.languages', { languages: p.agent.languages.join(', ') })}
                      </p>
                    ) : null}
                  </div>
                </div>
                {p.agent.phone ? (
                  <a className="btn btn-primary mb-2" href={telHref(p.agent.phone)}>
                    <span dir="ltr">{formatPhone(p.agent.phone)}</span>
                  </a>
                ) : null}
                {p.agent.whatsapp ? (
                  <a
                    className="btn btn-success mb-2"
                    href={whatsappLink(p.agent.whatsapp, p.title)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t(locale, 'property.whatsapp', { name: p.agent.name })}
                  </a>
                ) : null}
                {p.agent.email ? (
                  <a className="btn btn-outline-primary" href={`mailto:${p.agent.email}`}>
                    {t(locale, 'property.email', { name: p.agent.name })}
                  </a>
                ) : null}
              </div>
            </aside>
          ) : null}
        </div>
      </Container>
    </article>
  );
}
