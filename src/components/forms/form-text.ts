import { formTitle } from '@brokerage/core/forms/definitions';
import type { FieldDef, FormDefinition } from '@brokerage/core/forms/types';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t, type StringKey } from '@brokerage/core/i18n/strings';

/** A field's label in the visitor's language (the review form calls its message "Review Information"). */
export function fieldLabel(locale: LocaleCode, def: FormDefinition, field: FieldDef): string {
  const name = def.id === 'leave-review' && field.name === 'message' ? 'review' : field.name;
  return t(locale, `forms.field.${name}` as StringKey);
}

/** A form's title in the visitor's language, by its variant (Off Plan Register by department). */
export function titleOf(locale: LocaleCode, def: FormDefinition, values: Record<string, unknown> = {}): string {
  const english = formTitle(def, values);
  const variant = def.variantField ? values[def.variantField] : undefined;
  const key = typeof variant === 'string' && def.variants?.[variant] ? variant : def.id;
  return locale === 'en' ? english : t(locale, `forms.title.${key}` as StringKey);
}

/** The text under a refused field. */
export function errorText(locale: LocaleCode, error: string): string {
  return t(locale, `forms.error.${error}` as StringKey);
}
