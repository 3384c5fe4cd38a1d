'use strict';

// The visitor's confirmation in the language of the page the lead was sent from. It says
// only that the message arrived: the name and the company are the only values in it.

/** Path prefixes of the site's languages (src/i18n/locales.ts): Arabic lives under /uae/. */
const PREFIXES = { uae: 'ar', fr: 'fr', ru: 'ru', pl: 'pl' };
const NAMES = { en: 'English', ar: 'Arabic', fr: 'French', ru: 'Russian', pl: 'Polish' };

const TEXT = {
  en: {
    subject: 'Thank you for contacting {company}',
    greeting: 'Dear {name},',
    anonymous: 'Dear visitor,',
    body: 'Thank you for contacting {company}. We have received your message and will be in touch shortly.',
  },
  ar: {
    subject: 'شكرًا لتواصلك مع {company}',
    greeting: 'مرحبًا {name}،',
    anonymous: 'مرحبًا،',
    body: 'شكرًا لتواصلك مع {company}. لقد استلمنا رسالتك وسنتواصل معك قريبًا.',
  },
  fr: {
    subject: 'Merci d’avoir contacté {company}',
    greeting: 'Bonjour {name},',
    anonymous: 'Bonjour,',
    body: 'Merci d’avoir contacté {company}. Nous avons bien reçu votre message et vous répondrons très prochainement.',
  },
  ru: {
    subject: 'Спасибо за обращение в {company}',
    greeting: 'Здравствуйте, {name}!',
    anonymous: 'Здравствуйте!',
    body: 'Спасибо за обращение в {company}. Мы получили ваше сообщение и скоро свяжемся с вами.',
  },
  pl: {
    subject: 'Dziękujemy za kontakt z {company}',
    greeting: 'Dzień dobry {name},',
    anonymous: 'Dzień dobry,',
    body: 'Dziękujemy za kontakt z {company}. Otrzymaliśmy Twoją wiadomość i wkrótce się z Tobą skontaktujemy.',
  },
};

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

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');

/** The confirmation's subject and lines in one language. */
function confirmationText(language, { name, company }) {
  const text = TEXT[language] || TEXT.en;
  return {
    subject: fill(text.subject, { company }),
    lines: [name ? fill(text.greeting, { name }) : text.anonymous, fill(text.body, { company }), company],
  };
}

module.exports = { leadLanguage, confirmationText, LANGUAGES: Object.keys(TEXT), LANGUAGE_NAMES: NAMES };
