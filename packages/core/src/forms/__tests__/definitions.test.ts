import { FORMS } from '../definitions';
import { forms } from '../../i18n/dictionaries/forms';

const MODAL_TITLES = [
  'Connect with a Partner',
  'Contact',
  'Leave a Review',
  'International Property Registration',
  'Off Plan Project Registration',
  'Off Plan Property Registration',
  'Enquire Now',
  'Ask a Question',
  'Send us Your CV',
  'Book a Valuation',
  'Join Loyalty Program',
];

const names = (id: keyof typeof FORMS, kind?: string) =>
  FORMS[id].fields.filter((f) => (kind ? f.kind === kind : f.kind !== 'hidden')).map((f) => f.name);

describe('form definitions', () => {
  it('cover every modal title of the spec', () => {
    const titles = new Set(
      Object.values(FORMS).flatMap((d) => [d.title, ...Object.values(d.variants ?? {}).map((v) => v.title)]),
    );
    for (const title of MODAL_TITLES) expect(titles).toContain(title);
  });

  it.each([
    ['valuation', ['first_name', 'last_name', 'telephone', 'email', 'property_address', 'message'], []],
    ['member-contact', ['first_name', 'last_name', 'telephone', 'email', 'message'], ['to_email_id']],
    ['loyalty', ['first_name', 'last_name', 'telephone', 'email', 'message'], []],
    ['newsletter', ['email'], ['topic']],
    ['contact', ['first_name', 'last_name', 'telephone', 'email', 'message'], ['to_admin']],
    ['ask-question', ['first_name', 'last_name', 'telephone', 'email', 'message'], []],
    ['leave-review', ['first_name', 'last_name', 'telephone', 'email', 'message'], []],
    ['partner', ['first_name', 'last_name', 'telephone', 'email', 'message'], []],
    [
      'offplan-register',
      ['first_name', 'last_name', 'telephone', 'email', 'message'],
      ['development_name', 'department', 'referenceid'],
    ],
    [
      'enquire',
      ['first_name', 'last_name', 'email', 'telephone', 'date', 'message'],
      [
        'propertytitle',
        'propertyarea',
        'referenceid',
        'propertyurl',
        'whatsapp',
        'whatsappno',
        'to_email_id',
        'agentname',
      ],
    ],
    ['cv', ['first_name', 'last_name', 'telephone', 'email', 'file', 'message'], ['cvname']],
  ] as const)('%s has the spec fields', (id, visible, hiddenNames) => {
    expect(names(id)).toEqual(visible);
    expect(names(id, 'hidden')).toEqual(hiddenNames);
  });

  it('label the review message "Review Information" and keep messages optional', () => {
    expect(FORMS['leave-review'].fields.find((f) => f.name === 'message')?.label).toBe('Review Information');
    for (const def of Object.values(FORMS)) {
      const msg = def.fields.find((f) => f.name === 'message');
      if (msg) expect(msg.required).toBe(false);
    }
  });

  it('give each form its own event, template ids and the spec texts', () => {
    const defs = Object.values(FORMS);
    expect(new Set(defs.map((d) => d.event)).size).toBe(defs.length);
    expect(new Set(defs.map((d) => d.email.userTemplate)).size).toBe(defs.length);
    for (const d of defs) {
      expect(d.errorText).toBe('Highlighted fields are required');
      expect(d.successText).toMatch(
        d.id === 'newsletter'
          ? /^Thank you for Subscribing \{company\}/
          : d.id === 'alert'
            ? /^Almost done: .* confirm your alert\.$/
            : /^Thank you for contacting \{company\} and we will be in touch shortly\.$/,
      );
    }
  });
});

describe('translated form strings', () => {
  it('say in English exactly what the definitions say', () => {
    const en = forms.en as Record<string, string>;
    for (const def of Object.values(FORMS)) {
      expect(en[`forms.title.${def.id}`]).toBe(def.title);
      for (const [key, variant] of Object.entries(def.variants ?? {}))
        expect(en[`forms.title.${key}`]).toBe(variant.title);
      for (const field of def.fields.filter((f) => f.kind !== 'hidden')) {
        const key = def.id === 'leave-review' && field.name === 'message' ? 'review' : field.name;
        expect(en[`forms.field.${key}`]).toBe(field.label);
      }
      expect(en['forms.requiredBanner']).toBe(def.errorText);
      expect(en[def.successKey]).toBe(def.successText);
    }
  });
});
