/** @jest-environment node */
import { confirmationEmail, safeName } from '../confirmation';
import { makeBrand, makeLead } from '../../../testing/lead-factories';

const BRAND = makeBrand();

describe('the visitor’s confirmation', () => {
  it('repeats no free text: only the cleaned name, the form’s template and the brand’s details', () => {
    const mail = confirmationEmail(makeLead(), BRAND);
    expect(mail.text).toBe(
      'Dear Ann Lee,\n\n' +
        'Thank you for contacting Oasis Key. We have received your message and will be in touch shortly.\n\n' +
        'Kind regards,\nOasis Key\n\n' +
        'Phone: +97140000000\nE-mail: info@oasiskey.ae\nWebsite: www.oasiskey.ae\nBay Square, Business Bay, Dubai\n\n' +
        'You received this e-mail because this address was entered in a form on our website. If that was not you, you can ignore it.',
    );
    expect(mail.html).toContain('Phone: <a href="tel:+97140000000" style="color:#0b3d5c">+97140000000</a>');
    expect(mail).toMatchObject({ subject: 'Thank you for contacting us', template: 'contact_user', language: 'en' });
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/watches|spam\.example|123 4567/);
    }
  });

  it.each([
    ['Ann', 'Lee', 'Ann Lee'],
    ['Win $$$ at http://x.example', '', 'Win at httpx.example'],
    ['ليلى', 'حداد', 'ليلى حداد'],
    ['Zoë', "O'Brien-Łukasz", "Zoë O'Brien-Łukasz"],
    ['A'.repeat(60), 'B', 'A'.repeat(40)],
    ['<script>alert(1)</script>', '', 'scriptalertscript'],
    ['  spaced   out ', '\tTab', 'spaced out Tab'],
    [42, null, ''],
    ['', undefined, ''],
  ])('keeps only a name of %j %j', (first, last, expected) => {
    expect(safeName(first, last)).toBe(expected);
  });

  it('greets a visitor without a name', () => {
    const mail = confirmationEmail(makeLead({ first_name: '', last_name: '$$$' }), BRAND);
    expect(mail.text).toMatch(/^Dear visitor,\n\n/);
    expect(confirmationEmail({ data: null }, BRAND).text).toMatch(
      /^Dear visitor,\n\nThank you for contacting Oasis Key\./,
    );
  });

  it.each([
    ['/uae/contact-oasis-key/', 'ar', 'rtl', 'مرحبًا Ann Lee،', 'شكرًا لتواصلك معنا'],
    ['https://www.oasiskey.ae/fr/contact-oasis-key/', 'fr', 'ltr', 'Bonjour Ann Lee,', 'Merci de nous avoir contactés'],
    ['/ru/contact-oasis-key/', 'ru', 'ltr', 'Здравствуйте, Ann Lee!', 'Спасибо за обращение'],
    ['/pl/contact-oasis-key/', 'pl', 'ltr', 'Dzień dobry Ann Lee,', 'Dziękujemy za kontakt'],
  ])('writes to a visitor from %s in their language (%s, %s)', (pageUrl, language, dir, greeting, subject) => {
    const mail = confirmationEmail(makeLead({}, { page_url: pageUrl }), BRAND);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n\n')[0]).toBe(greeting);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${language}" dir="${dir}">`));
    expect(mail.html).toContain(`<title>${subject}</title>`);
    expect(mail.html).toContain(`<div lang="${language}" dir="${dir}">`);
    expect(mail.text).not.toMatch(/watches|spam\.example/);
  });

  it('takes the subject from its template, never from what the browser sent', () => {
    const forged = makeLead({ email_subject_user: 'You won a prize', email_temp_user: 'x' });
    expect(confirmationEmail(forged, BRAND)).toMatchObject({
      subject: 'Thank you for contacting us',
      template: 'contact_user',
    });
    expect(confirmationEmail(makeLead({ email_temp_user: 'toString' }), BRAND).template).toBe('contact_user');
  });

  it('writes each form’s own confirmation, the off-plan one by department', () => {
    const cv = makeLead({ email_temp_user: 'cv_user' }, { page_url: '/ru/careers/' });
    expect(confirmationEmail(cv, BRAND).subject).toBe('Спасибо за ваш отклик');
    expect(confirmationEmail(cv, BRAND).text).toContain('резюме');
    const offPlan = (department: unknown, page_url = '/uae/off-plan-project-for-sale/x-1/') =>
      confirmationEmail(makeLead({ email_temp_user: 'offplan_register_user', department }, { page_url }), BRAND)
        .subject;
    expect(offPlan('international_projects')).toBe('شكرًا لتسجيلك في هذا العقار الدولي');
    expect(offPlan('new_developments', '/')).toBe('Thank you for registering for this off-plan property');
    expect(offPlan('new_development_projects', '/fr/')).toBe('Merci de votre inscription pour ce projet sur plan');
    // Another department, or none, or a forged one, reads the form's own subject.
    expect(offPlan('residential', '/')).toBe('Thank you for registering your interest');
    expect(offPlan(undefined, '/pl/')).toBe('Dziękujemy za rejestrację');
    expect(offPlan('toString', '/')).toBe('Thank you for registering your interest');
    // Only the off-plan form has variants.
    expect(confirmationEmail(makeLead({ department: 'new_developments' }), BRAND).subject).toBe(
      'Thank you for contacting us',
    );
  });

  it('escapes the brand’s details in the HTML, and shows a 9-digit phone as a UAE number', () => {
    const brand = makeBrand({
      company: 'A & B <Realty>',
      phone: '501234567',
      address: 'Tower "1"',
      siteUrl: 'https://x.ae/path/',
    });
    const mail = confirmationEmail(makeLead({ first_name: '<b>Ann</b>' }), brand);
    expect(mail.text).toContain('Dear bAnnb Lee,');
    expect(mail.text).toContain(
      'Kind regards,\nA & B <Realty>\n\nPhone: +971501234567\nE-mail: info@oasiskey.ae\nWebsite: x.ae/path\nTower "1"',
    );
    expect(mail.html).toContain('font-weight:bold">A &amp; B &lt;Realty&gt;</td>');
    expect(mail.html).toContain('<a href="tel:+971501234567" style="color:#0b3d5c">+971501234567</a>');
    expect(mail.html).toContain(
      '<a href="https://x.ae/path/" style="color:#0b3d5c">x.ae/path</a><br>Tower &quot;1&quot;</p>',
    );
    expect(mail.html).not.toContain('<b>');
  });

  it('leaves out the contact lines the site settings do not hold', () => {
    const mail = confirmationEmail(makeLead({ email_temp_user: 'newsletter_user' }), { company: 'Oasis Key' });
    expect(mail.text).toBe(
      'Dear Ann Lee,\n\n' +
        'Thank you for subscribing to the Oasis Key newsletter. You will receive our market updates and the latest listings.\n\n' +
        'Kind regards,\nOasis Key\n\n\n\n' +
        'You received this e-mail because this address was entered in a form on our website. If that was not you, you can ignore it.',
    );
    expect(mail.html).not.toContain('font-size:14px;color:#4b5563');
  });
});
