import React from 'react';
import Modal from 'react-bootstrap/Modal';
import { FORMS } from '@brokerage/core/forms/definitions';
import type { FormId } from '@brokerage/core/forms/types';
import { t } from '@brokerage/core/i18n/strings';
import { titleOf } from './form-text';
import { LeadForm, type LeadFormProps } from './lead-form';

export type FormModalProps = Omit<LeadFormProps, 'formId'> & {
  formId: FormId;
  show: boolean;
  onHide: () => void;
  /** A line above the form saying what it is about (the search an alert saves). */
  intro?: string;
  /** A title of the page's own for the form (the shortlist's price alerts), instead of the form's. */
  title?: string;
};

/** A lead form in a dialog with the spec's title; the backdrop is static, so a click outside keeps what was typed. */
export function FormModal({ formId, show, onHide, intro, title: ownTitle, ...form }: FormModalProps) {
  const title = ownTitle ?? titleOf(form.locale, FORMS[formId], form.hidden);
  const titleId = `${formId}-modal-title`;
  return (
    <Modal show={show} onHide={onHide} backdrop="static" aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t(form.locale, 'forms.close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {intro ? <p className="mb-3">{intro}</p> : null}
        <LeadForm formId={formId} {...form} />
      </Modal.Body>
    </Modal>
  );
}
