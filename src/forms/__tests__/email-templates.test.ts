import { FORMS } from '../definitions';
import { LOCALES } from '../../i18n/locales';

// The CMS writes the visitor's confirmation (cms/src/deliveries/templates.js); the forms
// name its template and English subject. They must agree, for every form and language.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TEMPLATES, COMMON } = require('../../../cms/src/deliveries/templates') as {
  TEMPLATES: Record<string, Record<string, [string, string, Record<string, string>?]>>;
  COMMON: Record<string, Record<string, string>>;
};

// An alert's visitor e-mail is the double opt-in, written by src/alerts/email.ts (tested there).
const THANKED = Object.values(FORMS).filter((form) => form.id !== 'alert');

describe('the confirmation e-mails', () => {
  it.each(THANKED.map((form) => [form.id, form] as const))(
    '%s has its template in every language, with the English subject the form names',
    (_id, form) => {
      const template = TEMPLATES[form.email.userTemplate];
      expect(template).toBeDefined();
      for (const { code } of LOCALES) {
        const [subject, body, variants] = template![code]!;
        expect(subject.trim()).not.toBe('');
        expect(body.trim()).not.toBe('');
        expect(Object.keys(variants ?? {}).sort()).toEqual(Object.keys(form.variants ?? {}).sort());
      }
      const [subject, , variants] = template!.en!;
      expect(subject).toBe(form.email.userSubject);
      for (const [key, variant] of Object.entries(form.variants ?? {})) {
        expect(variants?.[key]).toBe(variant.userSubject);
      }
    },
  );

  it('has the shared words in every language', () => {
    for (const { code } of LOCALES) {
      expect(Object.keys(COMMON[code] ?? {}).sort()).toEqual(Object.keys(COMMON.en!).sort());
    }
  });
});
