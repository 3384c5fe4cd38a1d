import React from 'react';
import type { ButtonProps } from 'react-bootstrap/Button';
import { enquiryHiddenFields, type EnquiryProperty } from '@brokerage/core/forms/hidden-fields';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { FormModalButton } from './form-modal-button';

export type EnquireButtonProps = {
  locale: LocaleCode;
  /** The listing and its agent: the enquiry carries them as hidden fields and goes to the agent. */
  property: EnquiryProperty;
  variant?: ButtonProps['variant'];
  className?: string;
};

/** "Enquire Now" on a property page or card: opens the enquiry form about this listing. */
export function EnquireButton({ locale, property, variant = 'primary', className }: EnquireButtonProps) {
  return (
    <FormModalButton
      formId="enquire"
      locale={locale}
      hidden={enquiryHiddenFields(property)}
      variant={variant}
      className={className}
    >
      {t(locale, 'forms.title.enquire')}
    </FormModalButton>
  );
}

export type { EnquiryProperty };
