import type { Core } from '@strapi/strapi';

/** The i18n plugin's `locales` service: what the seed asks of it. */
type LocaleService = {
  find(): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
};

/** The site's languages, English first (the default). */
export type Locale = 'en' | 'ar' | 'fr' | 'ru' | 'pl';

const LOCALES: { code: Locale; name: string }[] = [
  { code: 'en', name: 'English (en)' },
  { code: 'ar', name: 'Arabic (ar)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'ru', name: 'Russian (ru)' },
  { code: 'pl', name: 'Polish (pl)' },
];

/** Creates missing i18n locales (idempotent) and makes `en` the default. */
async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const svc = strapi.plugin('i18n').service('locales') as LocaleService;
  const existing = await svc.find();
  const codes = new Set(existing.map((l) => l.code));
  for (const l of LOCALES) {
    if (!codes.has(l.code)) await svc.create({ code: l.code, name: l.name });
  }
  const def = await svc.getDefaultLocale();
  if (def !== 'en') await svc.setDefaultLocale({ code: 'en' });
}

export { ensureLocales, LOCALES };
export const LOCALE_CODES = LOCALES.map((l) => l.code);
