import React from 'react';
import type { FormId } from '@brokerage/core/forms/types';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { FormModalButton } from '../forms/form-modal-button';

/** The forms a visitor may want from any page (spec §2, modals from buttons), the first two as buttons. */
const MAIN: readonly FormId[] = ['contact', 'valuation'];
const MORE: readonly FormId[] = ['cv', 'partner', 'loyalty', 'leave-review'];

/**
 * The footer's way into the agency's forms: each button opens its form as a dialog, titled
 * as the button reads, where the visitor is. Their code loads on a sign of intent.
 */
export function FooterForms({ locale }: { locale: LocaleCode }) {
  const label = (id: FormId) => t(locale, `forms.title.${id}` as const);
  return (
    <div className="site-footer__forms mt-3">
      <div className="d-flex flex-wrap gap-2">
        {MAIN.map((id) => (
          <FormModalButton key={id} formId={id} locale={locale} variant="light" className="btn-sm">
            {label(id)}
          </FormModalButton>
        ))}
      </div>
      <ul className="list-unstyled d-flex flex-wrap column-gap-3 mb-0 mt-2">
        {MORE.map((id) => (
          <li key={id}>
            <FormModalButton formId={id} locale={locale} variant="link" className="site-footer__form-link px-0">
              {label(id)}
            </FormModalButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
