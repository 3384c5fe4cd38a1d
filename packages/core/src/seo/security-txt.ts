import { LOCALES } from '../i18n/locales';
import { isEmailAddress } from '../lib/email-address';

/** How long a security.txt stays valid after the build that wrote it (RFC 9116 asks for less than a year). */
export const SECURITY_TXT_VALID_DAYS = 180;

export type SecurityTxtInput = {
  /** Public origin of the site (SITE_URL). */
  siteUrl: string;
  /** Where to report a vulnerability: the agency's e-mail from the CMS site settings. */
  email: string;
  /** When the file is written; Expires counts from it. */
  now: Date;
};

/**
 * The site's `/.well-known/security.txt` (RFC 9116): contact, expiry, languages and its own
 * canonical address. Written at every build, so its expiry moves forward with the site.
 *
 * @example securityTxt({ siteUrl: 'https://www.oasiskey.ae', email: 'info@oasiskey.ae', now }).split('\n')[0]
 * // 'Contact: mailto:info@oasiskey.ae'
 */
export function securityTxt({ siteUrl, email, now }: SecurityTxtInput): string {
  const address = email.trim();
  if (!isEmailAddress(address)) {
    throw new Error(`security.txt needs the site settings' e-mail as its contact; got ${JSON.stringify(email)}`);
  }
  const origin = siteUrl.replace(/\/+$/, '');
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: mailto:${address}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${LOCALES.map((l) => l.code).join(', ')}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
