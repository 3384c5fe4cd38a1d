/**
 * Public URL of each language's UI strings (./i18n/string-tables.browser.ts), defined by the
 * site's build (plugins/site-strings) in the browser bundle, where that module replaces
 * ./i18n/string-tables.
 */
declare const __STRING_FILES__: Record<import('./i18n/locales').LocaleCode, string>;
