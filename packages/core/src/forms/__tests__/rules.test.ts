import { FORMS } from '../definitions';
import {
  appointmentAtNine,
  checkField,
  dubaiDateTimeMin,
  filterTelephoneTyping,
  isBlocklisted,
  parseBlocklist,
  isHoneypotFilled,
  normaliseValue,
  parseDubaiDateTime,
  toDubaiIso,
  trimLeading,
  validateForm,
} from '../rules';
import type { FieldDef } from '../types';

const NOW = new Date('2026-11-23T10:00:00Z'); // 14:00 in Dubai
const fieldOf = (formId: keyof typeof FORMS, name: string): FieldDef => {
  const f = FORMS[formId].fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};
const verdict = (formId: keyof typeof FORMS, name: string, raw: string) => {
  const f = fieldOf(formId, name);
  return checkField(f, normaliseValue(f, raw), NOW);
};

describe('names', () => {
  it.each([
    ['Ann', null],
    ['Mary Jane', null],
    ['Smith-Jones', null],
    ['Ann (Annie)', null],
    ['Zoë', null],
    ['محمد علي', null],
    ['Agent 007', null],
    ['   Ann', null], // leading whitespace is trimmed
    ['', 'required'],
    ['   ', 'required'],
    ['Ann  Lee', 'format'],
    ['Ann.', 'format'],
    ['Ann@Lee', 'format'],
    ['<script>', 'format'],
    ['A'.repeat(30), null],
    ['A'.repeat(31), 'tooLong'],
  ])('first_name %j -> %s', (raw, expected) => {
    expect(verdict('contact', 'first_name', raw)).toBe(expected);
    expect(verdict('contact', 'last_name', raw)).toBe(expected);
  });
});

describe('telephone', () => {
  it.each([
    ['+971 50 123 4567', null],
    ['0501234567', null],
    ['971501234567', null],
    ['++971501234567', null],
    ['(971) 50-123-4567', null],
    ['050-123-4567', null],
    ['12345678', 'format'], // fewer than nine digits
    ['+         ', 'format'],
    ['050 123 456a', 'format'],
    ['', 'required'],
    ['+971 50 123 4567 8901', 'tooLong'],
    ['12345678901234567890', null],
  ])('%j -> %s', (raw, expected) => {
    expect(verdict('contact', 'telephone', raw)).toBe(expected);
  });

  it.each([
    ['+971 (50) 123-4567', '+971 50 1234567'],
    ['abc050', '050'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(filterTelephoneTyping(typed)).toBe(kept);
  });
});

describe('email', () => {
  it.each([
    ['ann@example.com', null],
    ['Ann@Example.COM', null], // lowercased before the check
    ['  ann@example.ae', null],
    ['a.b+c@mail.example.co.uk', null],
    ['ann@example.c', 'format'],
    ['ann@example.c0m', 'format'],
    ['ann@example', 'format'],
    ['ann example@x.com', 'format'],
    ['', 'required'],
    [`${'a'.repeat(19)}@example.com`, 'tooLong'],
    [`${'a'.repeat(18)}@example.com`, null],
  ])('%j -> %s', (raw, expected) => {
    expect(verdict('contact', 'email', raw)).toBe(expected);
  });

  it('is sent lowercase', () => {
    expect(normaliseValue(fieldOf('contact', 'email'), ' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('address, message, hidden', () => {
  it.each([
    ['property_address', 'Villa 12, Palm Jumeirah', null],
    ['property_address', '', 'required'],
    ['property_address', 'x'.repeat(31), 'tooLong'],
    ['message', '', null],
    ['message', 'x'.repeat(500), null],
    ['message', 'x'.repeat(501), 'tooLong'],
  ])('%s %j -> %s', (name, raw, expected) => {
    expect(verdict('valuation', name, raw)).toBe(expected);
  });

  it('caps hidden fields', () => {
    expect(verdict('enquire', 'propertytitle', 'x'.repeat(501))).toBe('tooLong');
    expect(verdict('enquire', 'propertytitle', '')).toBeNull();
  });
});

describe('preferred date and time', () => {
  it.each([
    ['', null],
    ['2026-11-23T14:00', null], // this minute in Dubai
    ['2026-11-23T13:59', 'past'],
    ['2026-11-22T18:00', 'past'],
    ['2026-12-01T09:30', null],
    ['2026-02-31T09:00', 'format'],
    ['tomorrow', 'format'],
    ['2026-11-24T25:00', 'format'],
  ])('%j -> %s', (raw, expected) => {
    expect(verdict('enquire', 'date', raw)).toBe(expected);
  });

  it('reads picker values as Dubai time', () => {
    expect(parseDubaiDateTime('2026-11-24T09:00')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(dubaiDateTimeMin(new Date('2026-11-23T21:30:40Z'))).toBe('2026-11-24T01:30');
    expect(appointmentAtNine('2026-11-24')).toBe('2026-11-24T09:00:00+04:00');
    expect(appointmentAtNine('2026-11-24T17:45')).toBe('2026-11-24T09:00:00+04:00');
    expect(toDubaiIso('2026-11-24T10:15')).toBe('2026-11-24T10:15:00+04:00');
  });
});

describe('CV file', () => {
  it.each([
    ['cv.pdf', null],
    ['My CV.DOC', null],
    ['cv.docx', 'fileType'],
    ['cv.exe', 'fileType'],
    ['.pdf', 'fileType'],
    ['cv.pdf.exe', 'fileType'],
    ['', 'required'],
  ])('%j -> %s', (raw, expected) => {
    expect(verdict('cv', 'file', raw)).toBe(expected);
  });
});

describe('validateForm', () => {
  const valid = { first_name: 'Ann', last_name: 'Lee', telephone: '+971 50 123 4567', email: 'ann@example.com' };

  it('accepts a complete contact form and marks every missing required field', () => {
    expect(validateForm(FORMS.contact, valid, NOW)).toEqual({ valid: true, errors: {} });
    expect(validateForm(FORMS.contact, {}, NOW)).toEqual({
      valid: false,
      errors: { first_name: 'required', last_name: 'required', telephone: 'required', email: 'required' },
    });
  });

  it('needs only the e-mail on the newsletter', () => {
    expect(validateForm(FORMS.newsletter, { email: 'ann@example.com' }, NOW).valid).toBe(true);
    expect(validateForm(FORMS.newsletter, {}, NOW).errors).toEqual({ email: 'required' });
  });

  it('needs the address on the valuation and the file on the CV form', () => {
    expect(validateForm(FORMS.valuation, valid, NOW).errors).toEqual({ property_address: 'required' });
    expect(validateForm(FORMS.cv, valid, NOW).errors).toEqual({ file: 'required' });
    expect(validateForm(FORMS.cv, { ...valid, file: 'cv.pdf' }, NOW).valid).toBe(true);
  });

  it('checks a required checkbox and ignores names the form does not have', () => {
    const def = {
      ...FORMS.newsletter,
      fields: [
        ...FORMS.newsletter.fields,
        { name: 'agree', kind: 'checkbox', label: 'Agree', required: true, rule: 'text' } as const,
      ],
    };
    expect(validateForm(def, { email: 'ann@example.com', agree: false }, NOW).errors).toEqual({ agree: 'required' });
    expect(validateForm(def, { email: 'ann@example.com', agree: true, admin: 'x'.repeat(9999) }, NOW).valid).toBe(true);
  });
});

describe('spam checks', () => {
  it.each([
    [{ email: 'test@test.com' }, true],
    [{ email: ' TEST@test.com' }, true],
    [{ telephone: '123 456 7890' }, true],
    [{ email: 'ann@example.com', telephone: '+971501234567' }, false],
    [{}, false],
  ])('%j blocklisted: %s', (values, expected) => {
    expect(isBlocklisted(values)).toBe(expected);
  });

  it('also refuses the values the CMS lists, however they are spaced or cased', () => {
    const list = parseBlocklist(' Spam@Example.com ;\n+971 50 000 0000,, ');
    expect(list).toEqual(['spam@example.com', '+971500000000']);
    expect(isBlocklisted({ email: 'spam@example.COM' }, list)).toBe(true);
    expect(isBlocklisted({ email: 'ann@example.com', telephone: '+971 500 000 000' }, list)).toBe(true);
    expect(isBlocklisted({ email: 'ann@example.com', telephone: '+971501234567' }, list)).toBe(false);
    expect(isBlocklisted({ email: '' }, [''])).toBe(false);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['http://spam', true],
  ])('honeypot %j filled: %s', (value, expected) => {
    expect(isHoneypotFilled(value)).toBe(expected);
  });

  it('trims only leading whitespace', () => {
    expect(trimLeading('  a b  ')).toBe('a b  ');
  });
});
