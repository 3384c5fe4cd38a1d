import React from 'react';
import { t } from '../../i18n/strings';
import type { LocaleCode } from '../../i18n/locales';

export type PermitQrProps = { permit: string; svg: string | null; locale: LocaleCode };

/** The DLD permit number with its QR code, drawn at build time (src/node/property-extras.ts). */
export function PermitQr({ permit, svg, locale }: PermitQrProps) {
  if (!permit) return null;
  return (
    <figure className="permit-qr d-flex gap-3 align-items-center mt-4">
      {svg ? (
        // The SVG is produced by the qrcode package at build from the permit digits, never from visitor input.
        <span
          role="img"
          aria-label={t(locale, 'permit.qr', { number: permit })}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : null}
      <figcaption className="small">
        <span className="d-block fw-bold">
          {t(locale, 'property.permit')}: <span dir="ltr">{permit}</span>
        </span>
        {svg ? t(locale, 'permit.scan') : null}
      </figcaption>
    </figure>
  );
}
