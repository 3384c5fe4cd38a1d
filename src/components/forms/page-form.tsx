import React, { Suspense, lazy } from 'react';
import Container from 'react-bootstrap/Container';
import { FORMS } from '@brokerage/core/forms/definitions';
import { pageFormFor } from '@brokerage/core/forms/page-forms';
import { pageHiddenFields } from '@brokerage/core/forms/form-link';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { titleOf } from './form-text';

// The form's code (fields, rules, captcha) is a chunk of its own, loaded only by pages that
// carry a form: rendered into the page's HTML at build, hydrated when the chunk arrives.
const LeadForm = lazy(() =>
  import(/* webpackChunkName: "lead-form" */ './lead-form').then((m) => ({ default: m.LeadForm })),
);

export type PageFormProps = {
  slug: string | null | undefined;
  locale: LocaleCode;
  /** The recipient the CMS page names for its contact form (Form_Recipient). */
  recipient?: string | null;
};

/** The form a CMS page carries below its content (contact, valuation, jobs, newsletter, ...); nothing on other pages. */
export function PageForm({ slug, locale, recipient }: PageFormProps) {
  const formId = pageFormFor(slug);
  if (!formId) return null;
  const headingId = `${formId}-page-form`;
  return (
    <section className="page-form py-4" aria-labelledby={headingId} id="form">
      <Container style={{ maxWidth: 760 }}>
        <h2 id={headingId} className="h3 mb-3">
          {titleOf(locale, FORMS[formId])}
        </h2>
        <Suspense fallback={null}>
          <LeadForm formId={formId} locale={locale} hidden={pageHiddenFields(formId, recipient)} />
        </Suspense>
      </Container>
    </section>
  );
}
