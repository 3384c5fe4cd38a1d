import React, { type ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/picture';
import { formatPhone, telHref } from '@brokerage/core/lib/phone';
import { whatsappLink } from '@brokerage/core/lib/whatsapp';
import { t } from '@brokerage/core/i18n/strings';
import { languagesIn } from '@brokerage/core/i18n/terms';
import { Term } from '../ui/term';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type ContactCardProps = {
  heading: string;
  name: string;
  jobTitle?: string;
  languages?: readonly string[];
  photo?: { data: IGatsbyImageData; alt: string } | null;
  phone: string;
  whatsapp: string;
  email: string;
  /** Text the WhatsApp chat opens with (the listing's title). */
  message: string;
  locale: LocaleCode;
  /** Where the enquiry button goes (the forms' EnquireButton with the property's hidden fields). */
  children?: ReactNode;
};

/**
 * Who to contact about a listing: photo, name, languages, the phone by the spec's display
 * rule, a WhatsApp chat built from the digits, e-mail, and the enquiry button.
 */
export function ContactCard({
  heading,
  name,
  jobTitle,
  languages = [],
  photo,
  phone,
  whatsapp,
  email,
  message,
  locale,
  children,
}: ContactCardProps) {
  return (
    <section className="card p-3 mb-3" aria-label={heading}>
      <h2 className="h5">{heading}</h2>
      <div className="d-flex gap-3 align-items-center mb-3">
        {/* The portrait sits beside the name it would repeat: decorative, in every language. */}
        {photo ? <Picture image={photo.data} alt="" className="rounded-circle contact-card__photo" /> : null}
        <div>
          <p className="fw-bold mb-0">{name}</p>
          {jobTitle ? <Term as="p" className="small mb-0" english={jobTitle} locale={locale} /> : null}
          {languages.length ? (
            <p className="small text-body-secondary mb-0">
              {t(locale, 'property.languages', { languages: languagesIn(locale, languages) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="d-grid gap-2">
        {phone ? (
          // Named "Call Priya Nair: +971 50 …": the visible number is part of the name (WCAG 2.5.3).
          <a className="btn btn-primary" href={telHref(phone)}>
            <span className="visually-hidden">{t(locale, 'property.call', { name })}: </span>
            <span dir="ltr">{formatPhone(phone)}</span>
          </a>
        ) : null}
        {whatsapp ? (
          <a
            className="btn btn-success"
            href={whatsappLink(whatsapp, message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(locale, 'property.whatsapp', { name })}
          </a>
        ) : null}
        {email ? (
          <a className="btn btn-outline-primary" href={`mailto:${email}`}>
            {t(locale, 'property.email', { name })}
          </a>
        ) : null}
        {children}
      </div>
    </section>
  );
}
