import React from 'react';
import { EnquireButton } from '../forms/enquire-button';
import { FormModalButton } from '../forms/form-modal-button';
import type { PropertyDetails } from '@brokerage/core/cms/property-details';
import type { EnquiryProperty } from '@brokerage/core/forms/hidden-fields';
import { offPlanHiddenFields } from '@brokerage/core/forms/hidden-fields';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { listingKind } from '@brokerage/core/search/roots';

export type PropertyEnquiryProps = {
  /** The property in the page's language. */
  property: PropertyDetails;
  /** Its CMS title: enquiries name the listing as the brokerage knows it, whatever the page's language. */
  cmsTitle: string;
  /** The page's absolute URL. */
  url: string;
  locale: LocaleCode;
};

/** What Enquire Now tells the brokerage: the listing, and its agent (by full name), else none (the office). */
export function enquiryOf({ property, cmsTitle, url }: Omit<PropertyEnquiryProps, 'locale'>): EnquiryProperty {
  const a = property.agent;
  return {
    title: cmsTitle,
    area: property.areaName,
    referenceNumber: property.reference,
    url,
    agent: a ? { firstname: a.name, email: a.email, whatsapp: a.whatsapp, phone: a.phone } : null,
  };
}

/** A property page's ways to ask about the listing: Enquire Now, the Off Plan Register where it has one, a question. */
export function PropertyEnquiry({ property, cmsTitle, url, locale }: PropertyEnquiryProps) {
  return (
    <div className="d-grid gap-2">
      <EnquireButton locale={locale} property={enquiryOf({ property, cmsTitle, url })} />
      {property.department && listingKind(property.department).offPlanRegister ? (
        <FormModalButton
          formId="offplan-register"
          locale={locale}
          variant="outline-secondary"
          hidden={offPlanHiddenFields({
            name: cmsTitle,
            department: property.department,
            referenceNumber: property.reference,
          })}
        >
          {t(locale, `forms.title.${property.department}` as 'forms.title.new_developments')}
        </FormModalButton>
      ) : null}
      <FormModalButton formId="ask-question" locale={locale} variant="outline-secondary">
        {t(locale, 'forms.title.ask-question')}
      </FormModalButton>
    </div>
  );
}
