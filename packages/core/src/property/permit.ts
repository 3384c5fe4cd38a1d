/**
 * DLD (Trakheesi) advertising permits. Every Dubai property advertisement shows its permit
 * number; the DLD's Madmoun service also issues a QR link per permit that opens the permit
 * card on dubailand.gov.ae.
 */

/**
 * A permit number as shown: the digits and letters the CRM sent, separators removed.
 * @example normalisePermit(' 71 2345-6789 ') // '7123456789'
 */
export function normalisePermit(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[^0-9A-Za-z]/g, '');
}

/** Whether a stored value looks like a permit number at all (digits, 6 to 14 of them). */
export function isPermitNumber(raw: string | null | undefined): boolean {
  return /^\d{6,14}$/.test(normalisePermit(raw));
}

const DLD_HOST = /^https:\/\/([a-z0-9-]+\.)*dubailand\.gov\.ae\//i;

/**
 * The listing's Madmoun link when it is one the DLD issued (https on dubailand.gov.ae);
 * anything else an editor or the CRM typed is not trusted, and gives null.
 * @example dldPermitLink('https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=7123456789') // the link
 * @example dldPermitLink('https://dubailand.gov.ae.example.com/') // null
 */
export function dldPermitLink(link: string | null | undefined): string | null {
  const trimmed = (link ?? '').trim();
  return DLD_HOST.test(trimmed) ? trimmed : null;
}

/**
 * What the permit's QR code holds: the DLD-issued Madmoun link when the listing has one
 * (only links on dubailand.gov.ae are trusted), otherwise the permit number itself, which
 * the Dubai REST app's permit check accepts. Null when there is no valid permit.
 * @example permitQrPayload('7123456789') // '7123456789'
 */
export function permitQrPayload(permit: string | null | undefined, dldLink?: string | null): string | null {
  if (!isPermitNumber(permit)) return null;
  return dldPermitLink(dldLink) ?? normalisePermit(permit);
}
