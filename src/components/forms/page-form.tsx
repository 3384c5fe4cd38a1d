import React from 'react';
import Container from 'react-bootstrap/Container';
import { FORMS } from '../../forms/definitions';
import { pageFormFor } from '../../forms/page-forms';
import type { LocaleCode } from '../../i18n/locales';
import { titleOf } from './form-text';
import { LeadForm } from './lead-form';

export type PageFormProps = { slug: string | null | undefined; locale: LocaleCode };

/** The form a CMS page carries below its content (contact, valuation, jobs, newsletter, ...); nothing on other pages. */
export function PageForm({ slug, locale }: PageFormProps) {
  const formId = pageFormFor(slug);
  if (!formId) return null;
  const headingId = `${formId}-page-form`;
  return (
    <section className="page-form py-4" aria-labelledby={headingId} id="form">
      <Container style={{ maxWidth: 760 }}>
        <h2 id={headingId} className="h3 mb-3">
          {titleOf(locale, FORMS[formId])}
        </h2>
        <LeadForm formId={formId} locale={locale} />
      </Container>
    </section>
  );
}
