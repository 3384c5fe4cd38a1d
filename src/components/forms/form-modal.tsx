import React, { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FORMS } from '../../forms/definitions';
import type { FormId } from '../../forms/types';
import { t } from '../../i18n/strings';
import { titleOf } from './form-text';
import { LeadForm, type LeadFormProps } from './lead-form';

export type FormModalProps = Omit<LeadFormProps, 'formId'> & { formId: FormId; show: boolean; onHide: () => void };

/** A lead form in a dialog with the spec's title; the backdrop is static, so a click outside keeps what was typed. */
export function FormModal({ formId, show, onHide, ...form }: FormModalProps) {
  const title = titleOf(form.locale, FORMS[formId], form.hidden);
  const titleId = `${formId}-modal-title`;
  return (
    <Modal show={show} onHide={onHide} backdrop="static" aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t(form.locale, 'forms.close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LeadForm formId={formId} {...form} />
      </Modal.Body>
    </Modal>
  );
}

export type FormModalButtonProps = Omit<FormModalProps, 'show' | 'onHide'> & {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
};

/** A button that opens a form modal (Contact, Ask a Question, Book a Valuation, ...). */
export function FormModalButton({ children, variant = 'primary', className, ...modal }: FormModalButtonProps) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setShow(true)}>
        {children}
      </Button>
      <FormModal {...modal} show={show} onHide={() => setShow(false)} />
    </>
  );
}
