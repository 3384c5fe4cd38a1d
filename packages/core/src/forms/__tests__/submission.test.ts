import fc from 'fast-check';
import { FORMS } from '../definitions';
import { validateForm, filterTelephoneTyping, normaliseValues } from '../rules';
import { encodeSubmission, newSubmissionId, parseSubmission } from '../submission';
import type { FormId, FormValues } from '../types';

const NOW = new Date('2026-11-23T10:00:00Z');
const IDS = Object.keys(FORMS) as FormId[];

// Text that mixes valid-looking and hostile characters, so both verdicts occur often.
const piece = fc.constantFrom(
  'Ann',
  'lee',
  ' ',
  '  ',
  '-',
  '(',
  ')',
  '@',
  '.',
  'com',
  'ae',
  '+',
  '971',
  '50',
  '1234567',
  'Zoë',
  'X',
  '<',
  '.pdf',
  '.exe',
  '2026-12-01T09:00',
  '2020-01-01T09:00',
  '\t',
);
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
const valuesFor = (id: FormId) =>
  fc.record(Object.fromEntries(FORMS[id].fields.map((f) => [f.name, f.kind === 'checkbox' ? fc.boolean() : text])), {
    requiredKeys: [],
  }) as fc.Arbitrary<FormValues>;

describe('browser and server verdicts', () => {
  it('agree on every form for random input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IDS).chain((id) => fc.tuple(fc.constant(id), valuesFor(id))),
        ([formId, typed]) => {
          // The browser filters telephone typing, judges, and posts what it judged.
          const values = {
            ...typed,
            ...(typeof typed.telephone === 'string' ? { telephone: filterTelephoneTyping(typed.telephone) } : {}),
          };
          const browser = validateForm(FORMS[formId], values, NOW);
          const parsed = parseSubmission(
            encodeSubmission({ formId, values, submissionId: newSubmissionId(), captchaToken: '', pageUrl: '/' }),
          );
          if (typeof parsed === 'string') throw new Error(parsed);
          expect(validateForm(parsed.def, parsed.values, NOW)).toEqual(browser);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('do not change when values are normalised first', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IDS).chain((id) => fc.tuple(fc.constant(id), valuesFor(id))),
        ([formId, values]) => {
          const def = FORMS[formId];
          expect(validateForm(def, normaliseValues(def, values), NOW)).toEqual(validateForm(def, values, NOW));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseSubmission', () => {
  const ok = {
    formId: 'contact',
    values: { email: 'a@b.co' },
    submissionId: 'abcdefgh12',
    captchaToken: 't',
    pageUrl: '/contact/',
  };

  it.each([
    [undefined, 'The form data is missing.'],
    ['{', 'The form data is not valid JSON.'],
    ['null', 'The form data is not an object.'],
    [JSON.stringify({ ...ok, formId: 'admin' }), 'Unknown form.'],
    [JSON.stringify({ ...ok, submissionId: 'a b' }), 'The submission id is missing or malformed.'],
    [JSON.stringify({ ...ok, submissionId: undefined }), 'The submission id is missing or malformed.'],
  ])('refuses %j', (body, message) => {
    expect(parseSubmission(body)).toBe(message);
  });

  it('keeps only string and boolean values', () => {
    const parsed = parseSubmission(
      JSON.stringify({ ...ok, values: { email: 'a@b.co', n: 3, o: { x: 1 }, agree: true } }),
    );
    expect(typeof parsed === 'string' ? parsed : parsed.values).toEqual({ email: 'a@b.co', agree: true });
  });

  it('makes distinct URL-safe ids', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSubmissionId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{24}$/);
  });
});
