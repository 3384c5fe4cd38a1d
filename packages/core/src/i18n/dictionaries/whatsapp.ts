import { defineStrings } from '../define-strings';

/** Strings of the floating WhatsApp button. */
export const whatsapp = defineStrings({
  en: { 'whatsapp.chat': 'Chat with us on WhatsApp' },
  ar: { 'whatsapp.chat': 'تحدث معنا عبر واتساب' },
  fr: { 'whatsapp.chat': 'Discutez avec nous sur WhatsApp' },
  ru: { 'whatsapp.chat': 'Напишите нам в WhatsApp' },
  pl: { 'whatsapp.chat': 'Napisz do nas na WhatsApp' },
});
