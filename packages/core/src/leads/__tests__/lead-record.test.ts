/** @jest-environment node */
import fc from 'fast-check';
import { LEAD_LIMITS, parseLeadRecord, type LeadRecord } from '../lead-record';

const record: LeadRecord = {
  submissionId: 'sub-1',
  payload: { form_name: 'Contact Us', email: 'ann@example.com' },
  email: 'ann@example.com',
  phone: '+971 50 123 4567',
  pageUrl: '/contact-oasis-key/',
  toEmail: 'agent@oasiskey.ae',
  clientIp: '203.0.113.9',
};

describe('parseLeadRecord', () => {
  it('reads what the forms Function sends, as JSON text or as an object', () => {
    expect(parseLeadRecord(JSON.stringify(record))).toEqual(record);
    expect(parseLeadRecord(record)).toEqual(record);
  });

  it('gives every record the Function sends back unchanged', () => {
    const short = (max: number) => fc.string({ maxLength: max });
    fc.assert(
      fc.property(
        fc.record({
          submissionId: fc.string({ minLength: 1, maxLength: LEAD_LIMITS.submissionId }),
          payload: fc.dictionary(fc.string(), short(LEAD_LIMITS.payloadValue)),
          email: short(LEAD_LIMITS.email),
          phone: short(LEAD_LIMITS.phone),
          pageUrl: short(LEAD_LIMITS.pageUrl),
          toEmail: short(LEAD_LIMITS.toEmail),
          clientIp: short(LEAD_LIMITS.clientIp),
        }),
        (sent) => expect(parseLeadRecord(JSON.stringify(sent))).toEqual(sent),
      ),
    );
  });

  it('refuses anything without a submission id and a payload', () => {
    for (const junk of [
      null,
      undefined,
      '',
      'not json',
      '42',
      '"text"',
      { payload: {} },
      { submissionId: '', payload: {} },
      { submissionId: 7, payload: {} },
      { submissionId: 'sub-1' },
      { submissionId: 'sub-1', payload: 'form_name=x' },
      { submissionId: 'sub-1', payload: null },
    ])
      expect(parseLeadRecord(junk)).toBeNull();
  });

  it('cuts each field to its limit, makes every payload value a string and leaves out what is not text', () => {
    const parsed = parseLeadRecord({
      submissionId: 'x'.repeat(100),
      payload: { message: 'm'.repeat(3000), rooms: 3, consent: true },
      email: 42,
      phone: '1'.repeat(60),
    });
    expect(parsed).toEqual({
      submissionId: 'x'.repeat(64),
      payload: { message: 'm'.repeat(2000), rooms: '3', consent: 'true' },
      email: '',
      phone: '1'.repeat(40),
      pageUrl: '',
      toEmail: '',
      clientIp: '',
    });
  });
});
