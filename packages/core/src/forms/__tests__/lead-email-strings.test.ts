/** @jest-environment node */
import { FORMS } from '../definitions';
import { LOCALES } from '../../i18n/locales';
import {
  CONFIRMATION_TEMPLATES,
  confirmationSubject,
  leadEmailStrings,
  templateOf,
} from '../../leads/emails/email-strings';

// The forms name their confirmation's template and English subject (packages/core/src/forms/definitions.ts);
// the CMS writes it from these strings. They must agree, for every form and language.
// An alert's visitor e-mail is the double opt-in, written by packages/core/src/alerts/email.ts (tested there).
const THANKED = Object.values(FORMS).filter((form) => form.id !== 'alert');

describe('the confirmation e-mails’ words', () => {
  it.each(THANKED.map((form) => [form.id, form] as const))(
    '%s has its template in every language, with the English subjects the form names',
    (_id, form) => {
      const template = templateOf(form.email.userTemplate);
      expect(template).toBe(form.email.userTemplate);
      for (const { code } of LOCALES) {
        const table: Record<string, string> = leadEmailStrings[code];
        expect(table[`${template}.subject`]?.trim()).toBeTruthy();
        expect(table[`${template}.body`]?.trim()).toBeTruthy();
        const variants = Object.keys(table)
          .filter((key) => key.startsWith(`${template}.subject.`))
          .map((key) => key.slice(`${template}.subject.`.length));
        expect(variants.sort()).toEqual(Object.keys(form.variants ?? {}).sort());
      }
      expect(confirmationSubject(template, 'en')).toBe(form.email.userSubject);
      for (const [key, variant] of Object.entries(form.variants ?? {})) {
        expect(confirmationSubject(template, 'en', key)).toBe(variant.userSubject);
      }
    },
  );

  it('has a form for every template', () => {
    expect([...CONFIRMATION_TEMPLATES].sort()).toEqual(THANKED.map((form) => form.email.userTemplate).sort());
  });

  it('has every string in every language, none empty', () => {
    for (const { code } of LOCALES) {
      expect(Object.keys(leadEmailStrings[code]).sort()).toEqual(Object.keys(leadEmailStrings.en).sort());
      expect(Object.values(leadEmailStrings[code]).every((text) => text.trim())).toBe(true);
    }
  });
});
