import React from 'react';
import { useSiteSettings } from '../layout/use-site-settings';
import { useSiteUrl } from './use-site-url';
import { LOCALES, getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { headTags, type PageDescriptor } from '@brokerage/core/seo/head-tags';

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
  /** The languages with an indexable version of this page, when not all of them. */
  alternates?: readonly LocaleCode[];
  noindex?: boolean;
  image?: PageDescriptor['image'];
  ogType?: PageDescriptor['ogType'];
};

const ALL_LOCALES = LOCALES.map((l) => l.code);

/** The share image of a page that has none of its own (static/social-default.png: the brand mark, 1200 x 630). */
export const DEFAULT_SHARE_IMAGE = { url: '/social-default.png' };

/** Language and direction, stylesheet, site icons, and the head tags of packages/core/src/seo/head-tags for this page. */
export function SiteHead({ locale, title, path, translated = true, alternates, image, ...rest }: SiteHeadProps) {
  const siteUrl = useSiteUrl();
  const { companyName, socials } = useSiteSettings();
  const twitter = socials.find((s) => s.network === 'twitter')?.url ?? null;
  const tags = headTags({
    siteUrl,
    locale,
    path,
    title,
    companyName,
    twitter,
    alternates: translated ? (alternates ?? ALL_LOCALES) : [],
    image: image?.url ? image : { ...DEFAULT_SHARE_IMAGE, alt: companyName },
    ...rest,
  });
  return (
    <>
      <html lang={tags.lang} dir={tags.dir} />
      <title>{tags.title}</title>
      {tags.meta.map((m) => (
        <meta key={`${m.name ?? m.property}=${m.content}`} name={m.name} property={m.property} content={m.content} />
      ))}
      <link rel="stylesheet" href={getLocale(locale).dir === 'rtl' ? __CSS_FILES__.rtl : __CSS_FILES__.ltr} />
      {/* The page's UI strings, fetched before hydration (gatsby-browser): start it with the HTML. */}
      <link rel="preload" href={__STRING_FILES__[locale]} as="fetch" crossOrigin="anonymous" />
      {/* The site's icons, from static/ (browsers still ask for /favicon.ico on their own). */}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {tags.links.map((l) => (
        <link key={`${l.rel}-${l.hrefLang ?? ''}`} rel={l.rel} hrefLang={l.hrefLang} href={l.href} />
      ))}
    </>
  );
}
