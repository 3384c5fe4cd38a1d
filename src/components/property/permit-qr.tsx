import React from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type PermitQrProps = {
  permit: string;
  /** URL of the QR code's SVG, drawn at build (plugins/site-pages/permit-qr.ts). */
  src: string | null;
  locale: LocaleCode;
  /** The DLD's Madmoun page of this permit (the QR code's target), when the listing has one. */
  verifyUrl?: string | null;
};

/** The DLD permit number with its QR code, drawn at build time (plugins/site-pages/permit-qr.ts). */
export function PermitQr({ permit, src, locale, verifyUrl = null }: PermitQrProps) {
  if (!permit) return null;
  return (
    <figure className="permit-qr d-flex gap-3 align-items-center mt-4">
      {src ? (
        <img
          className="permit-qr__code"
          src={src}
          width={96}
          height={96}
          alt={t(locale, 'permit.qr', { number: permit })}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <figcaption className="small">
        <span className="d-block fw-bold">
          {t(locale, 'property.permit')}: <span dir="ltr">{permit}</span>
        </span>
        {src ? t(locale, 'permit.scan') : null}
        {verifyUrl ? (
          // A visitor reading on a computer cannot scan their own screen: the same check, as a link.
          <a className="d-block mt-1" href={verifyUrl} target="_blank" rel="noopener noreferrer">
            {t(locale, 'permit.verify')}
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
