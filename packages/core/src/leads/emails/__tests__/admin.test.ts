/** @jest-environment node */
import { adminEmail } from '../admin';
import { makeLead } from '../../../testing/lead-factories';

describe('the admin notification', () => {
  it('lists every filled field, the message included, and none of the steering fields', () => {
    const mail = adminEmail(makeLead({ 'g-recaptcha-response': 'token', 'bot-field': '', to_admin: 'x@y.ae' }));
    expect(mail.subject).toBe('New Contact Us submission');
    expect(mail.template).toBe('contact_admin');
    expect(mail.text).toBe(
      "New Contact Us submission from /contact-oasis-key/ (visitor's language: English).\n\n" +
        'First name: Ann\nLast name: Lee\nMessage: Buy cheap watches at http://spam.example\n' +
        'Telephone: +971 50 123 4567\nEmail: ann@example.com',
    );
    expect(mail.html).toContain('<th align="left">Telephone</th><td>+971 50 123 4567</td>');
    expect(`${mail.text}${mail.html}`).not.toMatch(/contact_user|token|x@y\.ae/);
  });

  it('takes the form’s subject, names the visitor’s language, lists a property’s fields and points to the CV in the CMS', () => {
    const lead = makeLead(
      {
        form_name: 'Enquire Now',
        email_subject_admin: 'Property enquiry',
        email_temp_admin: 'enquire_admin',
        propertytitle: '2 bed & study',
        to_email_id: 'agent@oasiskey.ae',
        whatsapp: '',
        count: 3,
      },
      { page_url: '/fr/property-for-sale/x/' },
    );
    const mail = adminEmail({ ...lead, data: { ...lead.data, first_name: null } }, { cvAt: 'https://cms.example/x' });
    expect(mail.subject).toBe('Property enquiry');
    expect(mail.template).toBe('enquire_admin');
    expect(mail.text).toMatch(
      /^New Enquire Now submission from \/fr\/property-for-sale\/x\/ \(visitor's language: French\)\./,
    );
    expect(mail.text).toContain(
      '\nPropertytitle: 2 bed & study\nCount: 3\nCV: open it from the lead in the CMS: https://cms.example/x',
    );
    expect(mail.text).not.toMatch(/First name|Whatsapp|agent@oasiskey/);
  });

  it('escapes what the visitor typed in its HTML, the intro included', () => {
    const mail = adminEmail(makeLead({ message: '<img src=x onerror=alert(1)>' }));
    expect(mail.html).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>');
    expect(mail.html).toMatch(
      /^<p>New Contact Us submission from \/contact-oasis-key\/ \(visitor&#39;s language: English\)\.<\/p>/,
    );
  });

  it('says "form" and "the website" when the lead does not say which', () => {
    const mail = adminEmail({ data: null });
    expect(mail).toEqual({
      subject: 'New form submission',
      text: "New form submission from the website (visitor's language: English).\n\n",
      html: '<p>New form submission from the website (visitor&#39;s language: English).</p><table></table>',
      template: '',
    });
  });
});
