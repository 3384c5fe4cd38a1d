import type { StringKey } from '../i18n/strings';

/** Shapes of the form engine: one definition per form drives the UI, the server check and the e-mails. */

/** How a field is entered; hidden fields are filled by the page (property, agent, topic). */
export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'datetime' | 'file' | 'checkbox' | 'select' | 'hidden';

/** Which rule of spec section 5 checks a field. */
export type RuleId =
  | 'name'
  | 'telephone'
  | 'email'
  | 'address'
  | 'message'
  | 'date'
  | 'cv'
  | 'text'
  | 'choice'
  | 'hidden';

export type FieldDef = {
  name: string;
  kind: FieldKind;
  /** English label; the UI translates it by field name, e-mails use it as is. */
  label: string;
  required: boolean;
  rule: RuleId;
  /** A select's values (rule `choice`: nothing else is accepted); the UI names each by `forms.option.{name}.{value}`. */
  options?: readonly string[];
  /** The value a select starts with. */
  initial?: string;
};

export type FormId =
  | 'contact'
  | 'ask-question'
  | 'leave-review'
  | 'partner'
  | 'offplan-register'
  | 'enquire'
  | 'cv'
  | 'valuation'
  | 'loyalty'
  | 'member-contact'
  | 'newsletter'
  | 'alert';

export type EmailSetup = {
  userTemplate: string;
  adminTemplate: string;
  userSubject: string;
  adminSubject: string;
};

/** Title and e-mail subjects of a variant chosen by a hidden field (Off Plan Register by department). */
export type FormVariant = { title: string; userSubject: string; adminSubject: string };

export type FormDefinition = {
  id: FormId;
  /** Sent as form_name and formname. */
  formName: string;
  title: string;
  /** Banner of an invalid submit. */
  errorText: string;
  /** Success text; {company} is the company name from the site settings. */
  successText: string;
  /** The UI string that says it in every language (its English is `successText`). */
  successKey: Extract<StringKey, `forms.success${string}`>;
  email: EmailSetup;
  /** Analytics event name; the dataLayer formId is "form-" plus it. */
  event: string;
  fields: readonly FieldDef[];
  /** Variants keyed by the value of `variantField`; other values use title and email above. */
  variantField?: string;
  variants?: Readonly<Record<string, FormVariant>>;
};

/** What a visitor typed, by field name; checkboxes carry booleans. */
export type FormValues = Record<string, string | boolean | undefined>;

/** Why a field is refused. */
export type FieldError = 'required' | 'format' | 'tooLong' | 'past' | 'fileType';

export type Verdict = { valid: boolean; errors: Record<string, FieldError> };
