import React, { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { lazyDialog, onIntent } from '../ui/lazy-part';
import type { FormModalProps } from './form-modal';

const modal = lazyDialog(() =>
  import(/* webpackChunkName: "form-modal" */ './form-modal').then((m) => ({ default: m.FormModal })),
);

export type FormModalButtonProps = Omit<FormModalProps, 'show' | 'onHide'> & {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
};

/**
 * A button that opens a form modal (Contact, Ask a Question, Book a Valuation, ...). The
 * form's code (fields, rules, captcha) downloads when a visitor points at, focuses or
 * touches the button, not with the page.
 */
export function FormModalButton({ children, variant = 'primary', className, ...form }: FormModalButtonProps) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} {...onIntent(modal.preload)} onClick={() => setShow(true)}>
        {children}
      </Button>
      <modal.Dialog {...form} show={show} onHide={() => setShow(false)} />
    </>
  );
}
