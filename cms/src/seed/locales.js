'use strict';

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'ar', name: 'Arabic (ar)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'ru', name: 'Russian (ru)' },
  { code: 'pl', name: 'Polish (pl)' },
];

/** Creates missing i18n locales (idempotent) and makes `en` the default. */
async function ensureLocales(strapi) {
  const svc = strapi.plugin('i18n').service('locales');
  const existing = await svc.find();
  const codes = new Set(existing.map((l) => l.code));
  for (const l of LOCALES) {
    if (!codes.has(l.code)) await svc.create({ code: l.code, name: l.name });
  }
  const def = await svc.getDefaultLocale();
  if (def !== 'en') await svc.setDefaultLocale({ code: 'en' });
}

module.exports = { ensureLocales, LOCALES, LOCALE_CODES: LOCALES.map((l) => l.code) };
