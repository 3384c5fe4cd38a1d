import { getLocale, type LocaleCode } from '../i18n/locales';
import { formatPhone, telHref } from '../lib/phone';
import { escapeMarkup } from '../lib/escape';

/**
 * The HTML frame of the alert e-mails (email.ts): one table 600px wide at most, inline
 * styles only, every value escaped here or by the caller with `escapeMarkup` (@brokerage/core/lib/escape).
 */

/** Who sends the e-mails: the brokerage's name, site and contact details (the CMS's site settings). */
export type AlertBrand = { company: string; siteUrl: string; phone: string; email: string; address: string };

const esc = escapeMarkup;
export const BLUE = '#0b3d5c';
const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937';

/** One row of the e-mail's body, its content HTML already. */
export const row = (html: string, style = '') => `<tr><td style="padding:0 24px 16px;${style}">${html}</td></tr>`;

/** A link around HTML content, in the brand's colour unless `style` says otherwise. */
export const anchor = (href: string, html: string, style = `color:${BLUE}`) =>
  `<a href="${esc(href)}" style="${style}">${html}</a>`;

/** A table button: the form of a prominent link that Outlook and phone clients all draw. */
export const button = (href: string, label: string) =>
  '<table role="presentation" cellpadding="0" cellspacing="0"><tr>' +
  `<td style="border-radius:4px;background:${BLUE}">` +
  anchor(
    href,
    esc(label),
    'display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none',
  ) +
  '</td></tr></table>';

/** The company's contact line: name, phone, e-mail and address, as plain text and HTML. */
export function contactLine(brand: AlertBrand): { text: string; html: string } {
  const link = (href: string, label: string) => anchor(href, esc(label), 'color:#4b5563');
  const parts = [
    { text: brand.company, html: esc(brand.company) },
    brand.phone && { text: formatPhone(brand.phone), html: link(telHref(brand.phone), formatPhone(brand.phone)) },
    brand.email && { text: brand.email, html: link(`mailto:${brand.email}`, brand.email) },
    brand.address && { text: brand.address, html: esc(brand.address) },
  ].filter((p): p is { text: string; html: string } => Boolean(p));
  return { text: parts.map((p) => p.text).join(' · '), html: parts.map((p) => p.html).join(' · ') };
}

/**
 * A whole e-mail: language and direction on every root (a client may keep only the body or
 * the table), the company's bar on top, the body's rows, then the footer's lines (HTML).
 */
export function emailPage(
  locale: LocaleCode,
  brand: AlertBrand,
  subject: string,
  rows: readonly string[],
  footer: readonly string[],
): string {
  const { hreflang, dir } = getLocale(locale);
  const attrs = `lang="${hreflang}" dir="${dir}"`;
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    `<!doctype html><html ${attrs}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${esc(subject)}</title></head>` +
    `<body ${attrs} style="margin:0;padding:24px 12px;background:#f3f4f6">` +
    `<table role="presentation" ${attrs} width="100%" cellpadding="0" cellspacing="0" ` +
    `style="max-width:600px;margin:0 auto;background:#ffffff;text-align:${align};${FONT}">` +
    `<tr><td style="padding:20px 24px;background:${BLUE};font-size:20px;font-weight:bold">` +
    anchor(brand.siteUrl, esc(brand.company), 'color:#ffffff;text-decoration:none') +
    '</td></tr><tr><td style="height:24px"></td></tr>' +
    rows.join('') +
    '<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">' +
    footer.map((line) => `<p style="margin:0 0 8px">${line}</p>`).join('') +
    '</td></tr></table></body></html>'
  );
}
