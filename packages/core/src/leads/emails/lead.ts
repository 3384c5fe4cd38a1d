import { getLocale, localeFromPath, type LocaleCode } from '../../i18n/locales';

/**
 * A lead as the CMS stores it (a Form Entry): what the form sent (`data`, the payload of
 * packages/core/src/forms/payload.ts, read loosely: an old entry or a forged post may hold anything) and
 * the page it came from.
 */
export type Lead = {
  page_url?: string | null;
  data?: Readonly<Record<string, unknown>> | null;
};

/** Who signs a visitor's e-mail: the brokerage's name and contact details (the CMS's site settings). */
export type LeadBrand = { company: string; phone?: string; email?: string; address?: string; siteUrl?: string };

/** One rendered e-mail: never stored, made from the stored lead when its delivery is sent. */
export type LeadEmail = { subject: string; text: string; html: string; template: string };

/**
 * The language of the page a lead was sent from: its path's first segment, when that is a
 * language prefix; English otherwise (as on the site). Takes a path or a full address.
 * @example leadLanguage('https://www.oasiskey.ae/uae/contact-oasis-key/') // 'ar'
 */
export function leadLanguage(pageUrl: unknown): LocaleCode {
  let path = String(pageUrl || '');
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    // a path that does not parse: English
  }
  return localeFromPath(path).code;
}

/** The language of a stored lead: its page's, which the entry or else its payload records. */
export const languageOfLead = (lead: Lead): LocaleCode => leadLanguage(lead.page_url || lead.data?.page_url);

/** A language's name in English, for the brokerage's own e-mail. */
export const languageName = (code: LocaleCode): string => getLocale(code).englishName;
