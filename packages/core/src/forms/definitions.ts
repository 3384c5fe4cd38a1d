import type { FieldDef, FormDefinition, FormId } from './types';

/** How often a saved-search alert is sent: as soon as the CMS's alert job finds something, once a day, once a week. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The form_name of a saved-search alert's lead: the CMS makes a subscription of such a lead. */
export const ALERT_FORM_NAME = 'Search Alert';

/** Banner of an invalid submit (spec section 8). */
export const REQUIRED_FIELDS_TEXT = 'Highlighted fields are required';
const THANKS = 'Thank you for contacting {company} and we will be in touch shortly.';
const THANKS_ALERT = 'Almost done: we have sent you an e-mail. Open its link to confirm your alert.';
const THANKS_NEWSLETTER = 'Thank you for Subscribing {company} and we will be in touch shortly.';
/** Newsletter topic when none was stored by the prompt that opened the form. */
export const DEFAULT_NEWSLETTER_TOPIC = 'Subscribe to Newsletter';

const field = (
  name: string,
  kind: FieldDef['kind'],
  label: string,
  required: boolean,
  rule: FieldDef['rule'],
): FieldDef => ({
  name,
  kind,
  label,
  required,
  rule,
});
const hidden = (...names: string[]): FieldDef[] => names.map((n) => field(n, 'hidden', n, false, 'hidden'));

const FIRST_NAME = field('first_name', 'text', 'First Name', true, 'name');
const LAST_NAME = field('last_name', 'text', 'Last Name', true, 'name');
const TELEPHONE = field('telephone', 'tel', 'Telephone', true, 'telephone');
const EMAIL = field('email', 'email', 'Email Address', true, 'email');
const message = (label = 'Message') => field('message', 'textarea', label, false, 'message');
const PERSON = [FIRST_NAME, LAST_NAME, TELEPHONE, EMAIL];

/** E-mail template ids and subjects of a form, named after its key. */
const mails = (key: string, userSubject: string, adminSubject: string) => ({
  userTemplate: `${key}_user`,
  adminTemplate: `${key}_admin`,
  userSubject,
  adminSubject,
});

type Base = Omit<FormDefinition, 'errorText' | 'successText' | 'successKey'> &
  Partial<Pick<FormDefinition, 'successText' | 'successKey'>>;
const define = (d: Base): FormDefinition => ({
  errorText: REQUIRED_FIELDS_TEXT,
  successText: THANKS,
  successKey: 'forms.success',
  ...d,
});

/** Every form of spec section 3, by id. */
export const FORMS: Readonly<Record<FormId, FormDefinition>> = {
  contact: define({
    id: 'contact',
    formName: 'Contact',
    title: 'Contact',
    email: mails('contact', 'Thank you for contacting us', 'New contact enquiry'),
    event: 'contact-us',
    fields: [...PERSON, message(), ...hidden('to_admin')],
  }),
  'ask-question': define({
    id: 'ask-question',
    formName: 'Ask a Question',
    title: 'Ask a Question',
    email: mails('ask_question', 'Thank you for your question', 'New question'),
    event: 'ask-a-question',
    fields: [...PERSON, message()],
  }),
  'leave-review': define({
    id: 'leave-review',
    formName: 'Leave a Review',
    title: 'Leave a Review',
    email: mails('leave_review', 'Thank you for your review', 'New review'),
    event: 'leave-a-review',
    fields: [...PERSON, message('Review Information')],
  }),
  partner: define({
    id: 'partner',
    formName: 'Connect with a Partner',
    title: 'Connect with a Partner',
    email: mails('partner', 'Thank you for connecting with us', 'New partner enquiry'),
    event: 'connect-with-a-partner',
    fields: [...PERSON, message()],
  }),
  'offplan-register': define({
    id: 'offplan-register',
    formName: 'Off Plan Register',
    title: 'Off Plan Property Registration',
    email: mails('offplan_register', 'Thank you for registering your interest', 'New off-plan registration'),
    event: 'off-plan-register',
    fields: [...PERSON, message(), ...hidden('development_name', 'department', 'referenceid')],
    variantField: 'department',
    variants: {
      new_developments: {
        title: 'Off Plan Property Registration',
        userSubject: 'Thank you for registering for this off-plan property',
        adminSubject: 'New off-plan property registration',
      },
      new_development_projects: {
        title: 'Off Plan Project Registration',
        userSubject: 'Thank you for registering for this off-plan project',
        adminSubject: 'New off-plan project registration',
      },
      international_projects: {
        title: 'International Property Registration',
        userSubject: 'Thank you for registering for this international property',
        adminSubject: 'New international property registration',
      },
    },
  }),
  enquire: define({
    id: 'enquire',
    formName: 'Enquire Now',
    title: 'Enquire Now',
    email: mails('enquire', 'Thank you for your property enquiry', 'New property enquiry'),
    event: 'enquire-now',
    fields: [
      FIRST_NAME,
      LAST_NAME,
      EMAIL,
      TELEPHONE,
      field('date', 'datetime', 'Preferred Date and Time', false, 'date'),
      message(),
      ...hidden(
        'propertytitle',
        'propertyarea',
        'referenceid',
        'propertyurl',
        'whatsapp',
        'whatsappno',
        'to_email_id',
        'agentname',
      ),
    ],
  }),
  cv: define({
    id: 'cv',
    formName: 'Send us Your CV',
    title: 'Send us Your CV',
    email: mails('cv', 'Thank you for your application', 'New CV received'),
    event: 'send-cv',
    fields: [...PERSON, field('file', 'file', 'Upload your CV', true, 'cv'), message(), ...hidden('cvname')],
  }),
  valuation: define({
    id: 'valuation',
    formName: 'Book a Valuation',
    title: 'Book a Valuation',
    email: mails('valuation', 'Thank you for booking a valuation', 'New valuation request'),
    event: 'book-a-valuation',
    fields: [...PERSON, field('property_address', 'text', 'Property Address', true, 'address'), message()],
  }),
  loyalty: define({
    id: 'loyalty',
    formName: 'Join Loyalty Program',
    title: 'Join Loyalty Program',
    email: mails('loyalty', 'Welcome to our Loyalty Program', 'New loyalty programme member'),
    event: 'join-loyalty-program',
    fields: [...PERSON, message()],
  }),
  'member-contact': define({
    id: 'member-contact',
    formName: 'Contact a Member',
    title: 'Contact',
    email: mails('member_contact', 'Thank you for your message', 'New message for you'),
    event: 'contact-a-member',
    fields: [...PERSON, message(), ...hidden('to_email_id')],
  }),
  newsletter: define({
    id: 'newsletter',
    formName: 'Newsletter',
    title: 'Newsletter',
    successText: THANKS_NEWSLETTER,
    successKey: 'forms.successNewsletter',
    email: mails('newsletter', 'Thank you for subscribing', 'New newsletter subscriber'),
    event: 'newsletter',
    fields: [EMAIL, ...hidden('topic')],
  }),
  alert: define({
    id: 'alert',
    formName: ALERT_FORM_NAME,
    title: 'Get alerts for this search',
    successText: THANKS_ALERT,
    successKey: 'forms.successAlert',
    // The visitor's e-mail is the double opt-in's confirmation, sent by the CMS (cms/src/alerts).
    email: mails('alert', 'Confirm your property alert', 'New property alert subscriber'),
    event: 'search-alert',
    fields: [
      EMAIL,
      { ...field('frequency', 'select', 'How often', true, 'choice'), options: ALERT_FREQUENCIES, initial: 'daily' },
      // The search, as its canonical listing path (the URL grammar defines it); on the
      // shortlist page, the shortlist's path and its property ids (`properties`: 12,34).
      ...hidden('search', 'properties'),
    ],
  }),
};

/** The definition of a form id sent by a browser; undefined for anything else. */
export function findForm(id: unknown): FormDefinition | undefined {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(FORMS, id) ? FORMS[id as FormId] : undefined;
}

/** A form's title, by its variant when it has one (Off Plan Register by department). */
export function formTitle(def: FormDefinition, values: Record<string, unknown> = {}): string {
  const key = def.variantField ? values[def.variantField] : undefined;
  return (typeof key === 'string' && def.variants?.[key]?.title) || def.title;
}
