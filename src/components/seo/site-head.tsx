import React from 'react';
import { useSiteSettings } from '../layout/use-site-settings';
import { useSiteUrl } from './use-site-url';
import { LOCALES, getLocale, localizePath, stripLocale, type LocaleCode } from '../../i18n/locales';

export type SiteHeadProps = {
  locale: LocaleCode;
  title: string;
  description?: string | null;
  /** The path this page is served at. */
  path: string;
  /** The one URL search engines should index for this content. */
  canonicalPath?: string;
  /** Whether every language has its own version at the same path (hreflang alternates). */
  translated?: boolean;
  noindex?: boolean;
};

/** Title, description, language and direction, stylesheet, canonical and hreflang links. */
export function SiteHead({ locale, title, description, path, canonicalPath, translated = true, noindex }: SiteHeadProps) {
  const siteUrl = useSiteUrl();
  const { companyName } = useSiteSettings();
  const lang = getLocale(locale);
  const neutral = stripLocale(path);
  // Editors often end a meta title with the brand (in their language) after a bar; never add a second.
  const fullTitle = !companyName || title.includes(companyName) || title.includes(' | ') ? title : `${title} | ${companyName}`;
  return (
    <>
      <html lang={lang.hreflang} dir={lang.dir} />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="stylesheet" href={lang.dir === 'rtl' ? __CSS_FILES__.rtl : __CSS_FILES__.ltr} />
      <link rel="canonical" href={`${siteUrl}${canonicalPath ?? path}`} />
      {translated && !noindex
        ? [
            ...LOCALES.map((l) => (
              <link key={l.code} rel="alternate" hrefLang={l.hreflang} href={`${siteUrl}${localizePath(neutral, l)}`} />
            )),
            <link key="x-default" rel="alternate" hrefLang="x-default" href={`${siteUrl}${neutral}`} />,
          ]
        : null}
    </>
  );
}
