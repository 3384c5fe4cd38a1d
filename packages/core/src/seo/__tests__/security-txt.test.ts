import { SECURITY_TXT_VALID_DAYS, securityTxt } from '../security-txt';

describe('securityTxt', () => {
  const now = new Date('2026-11-25T10:20:30.456Z');

  it('names the contact, an expiry 180 days on, the five languages and its canonical address', () => {
    expect(securityTxt({ siteUrl: 'https://www.oasiskey.ae/', email: ' info@oasiskey.ae ', now })).toBe(
      [
        'Contact: mailto:info@oasiskey.ae',
        'Expires: 2027-05-24T10:20:30Z',
        'Preferred-Languages: en, ar, fr, ru, pl',
        'Canonical: https://www.oasiskey.ae/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    expect(SECURITY_TXT_VALID_DAYS).toBeLessThan(365);
  });

  it('refuses to write a file without a usable contact', () => {
    for (const email of ['', 'info', 'info@', 'a b@c.d']) {
      expect(() => securityTxt({ siteUrl: 'https://www.oasiskey.ae', email, now })).toThrow(/site settings' e-mail/);
    }
  });
});
