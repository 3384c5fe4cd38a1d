import { FORMS, findForm, formTitle } from '../definitions';
import { buildPayload, emailSubjects, formSubmitEvent, normaliseContact, recipientOf } from '../payload';

const person = { first_name: ' Ann', last_name: 'Lee', telephone: '+971 50 123 4567', email: 'Ann@Example.com' };

describe('buildPayload', () => {
  it('sends normalised values with the form name, template ids and subjects', () => {
    expect(
      buildPayload(
        FORMS.contact,
        { ...person, message: 'Hi', to_admin: 'info@example.com', extra: 'dropped' },
        '/contact/',
      ),
    ).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      telephone: '+971 50 123 4567',
      email: 'ann@example.com',
      message: 'Hi',
      to_admin: 'info@example.com',
      form_name: 'Contact',
      formname: 'Contact',
      email_temp_user: 'contact_user',
      email_temp_admin: 'contact_admin',
      email_subject_user: FORMS.contact.email.userSubject,
      email_subject_admin: FORMS.contact.email.adminSubject,
      page_url: '/contact/',
    });
  });

  it('tags the preferred date with +04:00 and keeps the property fields', () => {
    const payload = buildPayload(FORMS.enquire, {
      ...person,
      date: '2026-12-01T10:30',
      propertytitle: 'Villa',
      to_email_id: 'agent@example.com',
    });
    expect(payload).toMatchObject({
      date: '2026-12-01T10:30:00+04:00',
      propertytitle: 'Villa',
      to_email_id: 'agent@example.com',
      referenceid: '',
    });
    expect(buildPayload(FORMS.enquire, person).date).toBe('');
  });

  it('sends checked checkboxes as "yes" and leaves unchecked ones out', () => {
    const def = {
      ...FORMS.newsletter,
      fields: [
        ...FORMS.newsletter.fields,
        { name: 'offers', kind: 'checkbox', label: 'Offers', required: false, rule: 'text' } as const,
      ],
    };
    expect(buildPayload(def, { email: 'a@b.co', offers: true }).offers).toBe('yes');
    expect(buildPayload(def, { email: 'a@b.co', offers: false })).not.toHaveProperty('offers');
  });
});

describe('off-plan variants by department', () => {
  it.each([
    ['new_developments', 'Off Plan Property Registration'],
    ['new_development_projects', 'Off Plan Project Registration'],
    ['international_projects', 'International Property Registration'],
    ['residential', 'Off Plan Property Registration'],
    [undefined, 'Off Plan Property Registration'],
  ])('%s is titled %s with its own subjects', (department, title) => {
    const def = FORMS['offplan-register'];
    expect(formTitle(def, { department })).toBe(title);
    const subjects = emailSubjects(def, { department });
    const expected = department ? def.variants?.[department] : undefined;
    expect(subjects).toEqual(
      expected
        ? { user: expected.userSubject, admin: expected.adminSubject }
        : { user: def.email.userSubject, admin: def.email.adminSubject },
    );
    expect(buildPayload(def, { ...person, department }).email_subject_user).toBe(subjects.user);
  });

  it('gives every department a different subject from the generic one', () => {
    const def = FORMS['offplan-register'];
    const subjects = new Set(
      ['new_developments', 'new_development_projects', 'international_projects', 'other'].map(
        (d) => emailSubjects(def, { department: d }).user,
      ),
    );
    expect(subjects.size).toBe(4);
  });
});

describe('normaliseContact', () => {
  it.each([
    [
      { name: 'Ann Lee', email_address: 'A@B.co', phone: '050', comments: 'c' },
      { name: 'Ann Lee', email: 'a@b.co', phone: '050', message: 'c' },
    ],
    [
      { first_name: 'Ann', last_name: 'Lee', user_email: 'a@b.co', mobile_number: '050', query: 'q' },
      { name: 'Ann Lee', email: 'a@b.co', phone: '050', message: 'q' },
    ],
    [
      { first_name: 'Ann', telephone: '051', whatsappno: '999', message: 'm' },
      { name: 'Ann', email: '', phone: '051', message: 'm' },
    ],
    [{ whatsappno: '999' }, { name: '', email: '', phone: '', message: '' }],
  ])('%j -> %j', (values, expected) => {
    expect(normaliseContact(values)).toEqual(expected);
  });
});

describe('recipients, lookup and analytics', () => {
  it('routes to the agent first, then the admin recipient', () => {
    expect(recipientOf({ to_email_id: 'Agent@X.com', to_admin: 'admin@x.com' })).toBe('agent@x.com');
    expect(recipientOf({ to_admin: 'admin@x.com' })).toBe('admin@x.com');
    expect(recipientOf({})).toBe('');
  });

  it('finds definitions only by their own ids', () => {
    expect(findForm('cv')).toBe(FORMS.cv);
    expect(findForm('toString')).toBeUndefined();
    expect(findForm(3)).toBeUndefined();
  });

  it('builds the formSubmit event', () => {
    expect(
      formSubmitEvent(FORMS['offplan-register'], { ...person, department: 'international_projects' }, '/off-plan/'),
    ).toEqual({
      event: 'formSubmit',
      formType: 'offplan-register',
      formId: 'form-off-plan-register',
      formName: 'Off Plan Register',
      formLabel: 'International Property Registration',
      details: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+971 50 123 4567',
        message: '',
        pageUrl: '/off-plan/',
      },
    });
  });
});
