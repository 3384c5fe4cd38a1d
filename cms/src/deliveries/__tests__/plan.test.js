const { confirmationEmail, adminEmail, safeName } = require('../messages');
const { planDeliveries, retryAt, leadStatus } = require('../plan');
const { createRateLimiter } = require('../rate-limit');
const { readDeliveryConfig } = require('../config');
const { leadLanguage } = require('../languages');

const BRAND = {
  company: 'Oasis Key',
  phone: '97140000000',
  email: 'info@oasiskey.ae',
  address: 'Bay Square, Business Bay, Dubai',
  siteUrl: 'https://www.oasiskey.ae',
};
const lead = {
  documentId: 'doc1',
  submission_id: 'sub-1',
  email: 'Ann@Example.com',
  page_url: '/contact-oasis-key/',
  data: {
    form_name: 'Contact Us',
    first_name: 'Ann',
    last_name: 'Lee',
    message: 'Buy cheap watches at http://spam.example',
    telephone: '+971 50 123 4567',
    email_temp_user: 'contact_user',
  },
};

describe('the visitor’s confirmation', () => {
  it('repeats no free text: only the cleaned name, the form’s template and the brand’s details', () => {
    const mail = confirmationEmail(lead, BRAND);
    expect(mail.text).toContain('Dear Ann Lee,');
    expect(mail.text).toContain('We have received your message');
    expect(mail.text).toContain('Phone: +97140000000\nE-mail: info@oasiskey.ae\nWebsite: www.oasiskey.ae');
    expect(mail.html).toContain('<a href="tel:+97140000000"');
    expect(mail.template).toBe('contact_user');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/watches|spam\.example|123 4567/);
    }
  });

  it.each([
    ['Ann', 'Lee', 'Ann Lee'],
    ['Win $$$ at http://x.example', '', 'Win at httpx.example'],
    ['ليلى', 'حداد', 'ليلى حداد'],
    ['Zoë', "O'Brien-Łukasz", "Zoë O'Brien-Łukasz"],
    ['A'.repeat(60), '', 'A'.repeat(40)],
    ['<script>', '', 'script'],
  ])('keeps only a name of %j %j', (first, last, expected) => {
    expect(safeName(first, last)).toBe(expected);
  });

  it('greets a visitor without a name', () => {
    expect(confirmationEmail({ ...lead, data: { form_name: 'Newsletter' } }, BRAND).text).toMatch(/^Dear visitor,/);
  });

  it.each([
    ['/uae/contact-oasis-key/', 'ar', 'rtl', 'مرحبًا Ann Lee،', 'شكرًا لتواصلك معنا'],
    ['https://www.oasiskey.ae/fr/contact-oasis-key/', 'fr', 'ltr', 'Bonjour Ann Lee,', 'Merci de nous avoir contactés'],
    ['/ru/contact-oasis-key/', 'ru', 'ltr', 'Здравствуйте, Ann Lee!', 'Спасибо за обращение'],
    ['/pl/contact-oasis-key/', 'pl', 'ltr', 'Dzień dobry Ann Lee,', 'Dziękujemy za kontakt'],
  ])('writes to a visitor from %s in their language (%s, %s)', (pageUrl, language, dir, greeting, subject) => {
    const mail = confirmationEmail({ ...lead, page_url: pageUrl }, BRAND);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n\n')[0]).toBe(greeting);
    expect(mail.html).toContain(`<div lang="${language}" dir="${dir}">`);
    expect(mail.text).not.toMatch(/watches|spam\.example/);
  });

  it('takes the subject from its template, never from what the browser sent', () => {
    const forged = { ...lead, data: { ...lead.data, email_subject_user: 'You won a prize', email_temp_user: 'x' } };
    expect(confirmationEmail(forged, BRAND)).toMatchObject({
      subject: 'Thank you for contacting us',
      template: 'contact_user',
    });
    expect(leadLanguage('/xx/contact/')).toBe('en');
    expect(leadLanguage('')).toBe('en');
  });

  it('writes each form’s own confirmation, the off-plan one by department', () => {
    const cv = { ...lead, page_url: '/ru/careers/', data: { ...lead.data, email_temp_user: 'cv_user' } };
    expect(confirmationEmail(cv, BRAND).subject).toBe('Спасибо за ваш отклик');
    expect(confirmationEmail(cv, BRAND).text).toContain('резюме');
    const offPlan = {
      ...lead,
      page_url: '/uae/off-plan-project-for-sale/x-1/',
      data: { ...lead.data, email_temp_user: 'offplan_register_user', department: 'international_projects' },
    };
    expect(confirmationEmail(offPlan, BRAND).subject).toBe('شكرًا لتسجيلك في هذا العقار الدولي');
  });
});

describe('the admin notification', () => {
  it('lists every filled field, the message included, and none of the steering fields', () => {
    const mail = adminEmail(lead);
    expect(mail.subject).toBe('New Contact Us submission');
    expect(mail.text).toContain("(visitor's language: English)");
    expect(mail.text).toContain('Message: Buy cheap watches at http://spam.example');
    expect(mail.text).not.toContain('contact_user');
    expect(mail.html).toContain('<th align="left">Telephone</th><td>+971 50 123 4567</td>');
  });

  it('escapes what the visitor typed in its HTML', () => {
    expect(adminEmail({ ...lead, data: { message: '<img src=x onerror=alert(1)>' } }).html).toContain('&lt;img src=x');
  });
});

describe('planDeliveries', () => {
  const base = { lead, adminTo: 'agent@oasiskey.ae', crm: true, confirmationsToday: 0, limitPerDay: 3 };

  it('owes a confirmation, an admin e-mail and a CRM forward, each with its own key', () => {
    expect(planDeliveries(base)).toEqual([
      {
        channel: 'visitor_email',
        recipient: 'ann@example.com',
        delivery_status: 'pending',
        last_error: null,
        key: 'sub-1:visitor_email',
      },
      {
        channel: 'admin_email',
        recipient: 'agent@oasiskey.ae',
        delivery_status: 'pending',
        last_error: null,
        key: 'sub-1:admin_email',
      },
      { channel: 'crm', recipient: 'CRM', delivery_status: 'pending', last_error: null, key: 'sub-1:crm' },
    ]);
  });

  it('skips the confirmation once the address has had its confirmations for the day, and says why', () => {
    const [visitor, admin] = planDeliveries({ ...base, confirmationsToday: 3 });
    expect(visitor).toMatchObject({
      delivery_status: 'skipped',
      last_error: expect.stringContaining('3 confirmations in the last 24 hours'),
    });
    expect(admin.delivery_status).toBe('pending');
    expect(planDeliveries({ ...base, confirmationsToday: 2 })[0].delivery_status).toBe('pending');
    expect(planDeliveries({ ...base, confirmationsToday: 50, limitPerDay: 0 })[0].delivery_status).toBe('pending');
  });

  it('sends no confirmation to an invalid address, and no forward without a CRM', () => {
    expect(
      planDeliveries({ ...base, lead: { ...lead, email: 'not-an-address' }, crm: false }).map((d) => d.channel),
    ).toEqual(['admin_email']);
  });
});

describe('retries', () => {
  const config = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };
  const at = (attempts) => retryAt(attempts, config, new Date(0))?.getTime() ?? null;

  it('backs off exponentially up to an hour apart, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(at)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryAt(7, { ...config, maxMs: 600_000 }, new Date(0)).getTime()).toBe(600_000);
    expect(at(8)).toBeNull();
  });

  it('sums a lead up as pending while anything is owed, failed if any failed, else sent', () => {
    expect(leadStatus(['sent', 'sending'])).toBe('pending');
    expect(leadStatus(['sent', 'failed'])).toBe('failed');
    expect(leadStatus(['sent', 'skipped'])).toBe('sent');
  });

  it('reads its settings from the environment, refusing nonsense', () => {
    expect(readDeliveryConfig({})).toMatchObject({
      maxAttempts: 8,
      baseMs: 30_000,
      confirmationsPerDay: 3,
      rateLimit: 10,
      crmEndpoint: '',
    });
    expect(
      readDeliveryConfig({ LEAD_MAX_ATTEMPTS: '0', FORMS_RATE_LIMIT: 'x', LEAD_CONFIRMATIONS_PER_DAY: '0' }),
    ).toMatchObject({
      maxAttempts: 8,
      rateLimit: 10,
      confirmationsPerDay: 0,
    });
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per address in the window, then lets the address in again', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(['a', 'a', 'a', 'b'].map((k) => limiter.take(k))).toEqual([true, true, false, true]);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('is off with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    expect(Array.from({ length: 50 }, () => limiter.take('a')).every(Boolean)).toBe(true);
  });
});
