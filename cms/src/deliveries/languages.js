'use strict';

// The language of a lead: the one of the page it was sent from.

/** Path prefixes of the site's languages (src/i18n/locales.ts): Arabic lives under /uae/. */
const PREFIXES = { uae: 'ar', fr: 'fr', ru: 'ru', pl: 'pl' };
const NAMES = { en: 'English', ar: 'Arabic', fr: 'French', ru: 'Russian', pl: 'Polish' };

/**
 * The language of the page a lead was sent from: its path's first segment, when that is a
 * language prefix; English otherwise (as on the site). Takes a path or a full address.
 * @example leadLanguage('/uae/contact-oasis-key/') // 'ar'
 */
function leadLanguage(pageUrl) {
  let path = String(pageUrl || '');
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    // a path that does not parse: English
  }
  const first = path.split('/').filter(Boolean)[0] || '';
  return PREFIXES[first] || 'en';
}

module.exports = { leadLanguage, LANGUAGES: Object.keys(NAMES), LANGUAGE_NAMES: NAMES };
