import React, { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DEFAULT_NEWSLETTER_TOPIC, FORMS } from '@brokerage/core/forms/definitions';
import { CV_EXTENSIONS, LIMITS, dubaiDateTimeMin } from '@brokerage/core/forms/rules';
import type { FieldDef, FormId, FormValues } from '@brokerage/core/forms/types';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import { useSiteSettings } from '../layout/use-site-settings';
import { errorText, fieldLabel } from './form-text';
import { useCaptcha } from './use-captcha';
import { useLeadSubmission } from './use-lead-submission';
import type { postSubmission } from './post-submission';

export type LeadFormProps = {
  formId: FormId;
  locale: LocaleCode;
  /** Hidden fields the page fills (property, agent, department, recipient). */
  hidden?: Record<string, string>;
  /** Newsletter: a document opened in a new tab once subscribed. */
  attachmentUrl?: string;
  /** Replaces the network call (component tests). */
  post?: typeof postSubmission;
  captchaSiteKey?: string;
};

const MAX_LENGTH: Partial<Record<FieldDef['rule'], number>> = {
  name: LIMITS.general,
  email: LIMITS.general,
  address: LIMITS.general,
  text: LIMITS.general,
  telephone: LIMITS.telephone,
  message: LIMITS.message,
};
const INPUT_TYPE: Partial<Record<FieldDef['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  datetime: 'datetime-local',
  text: 'text',
};
const scrollTo = (el: Element | null) => el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

/** One lead form, generated from its definition: the same rules the server applies. */
export function LeadForm({ formId, locale, hidden = {}, attachmentUrl, post, captchaSiteKey }: LeadFormProps) {
  const def = FORMS[formId];
  const { companyName } = useSiteSettings();
  const captcha = useCaptcha(captchaSiteKey);
  const initialValues = useMemo<FormValues>(
    () => ({
      ...Object.fromEntries(def.fields.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial])),
      ...hidden,
      'bot-field': '',
    }),
    [def, hidden],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState<Date | null>(null);
  const lead = useLeadSubmission({
    def,
    initialValues,
    captcha,
    post,
    pageUrl: () => window.location.pathname,
    onSuccess: () => {
      if (formId !== 'newsletter') return;
      sessionStorage.removeItem('topic');
      if (attachmentUrl) window.open(attachmentUrl, '_blank', 'noopener');
    },
  });
  const { values, setValue, status, errors } = lead;
  const prefix = getLocale(locale);

  useEffect(() => {
    setNow(new Date());
    if (formId === 'newsletter') {
      setValue('topic', sessionStorage.getItem('topic') || DEFAULT_NEWSLETTER_TOPIC);
      const email = sessionStorage.getItem('email');
      if (email) setValue('email', email);
    }
  }, [formId, setValue, lead.generation]);

  // What a visitor typed before the page's script took over stays in the fields (React
  // leaves a hydrated input's text alone) but not in the form's state: read it in once, so
  // it is validated and sent instead of being reported missing.
  const { setFile } = lead;
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    for (const name of [...def.fields.filter((f) => f.kind !== 'hidden').map((f) => f.name), 'bot-field']) {
      const el = elements.namedItem(name);
      if (el instanceof HTMLInputElement && el.type === 'file') {
        if (el.files?.[0]) setFile(el.files[0]);
      } else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value) {
        // (a select always has a value: its initial one is in the state already)
        setValue(name, el.value);
      }
    }
  }, [def, setFile, setValue]);

  useEffect(() => {
    if (status === 'invalid' || status === 'failure') scrollTo(formRef.current);
    if (status === 'success') scrollTo(successRef.current);
  }, [status]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void lead.submit();
  };
  const successText = t(locale, def.successKey, { company: companyName });
  const idOf = (name: string) => `${formId}-${name}`;

  const control = (field: FieldDef) => {
    const error = errors[field.name];
    const common = {
      name: field.name,
      required: field.required,
      isInvalid: Boolean(error),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${idOf(field.name)}-error` : undefined,
    };
    if (field.kind === 'file') {
      return (
        <Form.Control
          key={lead.generation}
          {...common}
          type="file"
          accept={CV_EXTENSIONS.join(',')}
          className={lead.file ? 'is-filled' : undefined}
          onChange={(e) => lead.setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
      );
    }
    const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
    if (field.kind === 'select') {
      return (
        <Form.Select {...common} value={value} onChange={(e) => setValue(field.name, e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {t(locale, `forms.option.${field.name}.${option}` as StringKey)}
            </option>
          ))}
        </Form.Select>
      );
    }
    return (
      <Form.Control
        {...common}
        {...(field.kind === 'textarea'
          ? { as: 'textarea' as const, rows: 4 }
          : { type: INPUT_TYPE[field.kind] ?? 'text' })}
        {...(field.kind === 'datetime' && now ? { min: dubaiDateTimeMin(now) } : {})}
        {...(field.kind === 'tel' ? { inputMode: 'tel' as const } : {})}
        maxLength={MAX_LENGTH[field.rule]}
        value={value}
        onChange={(e) => setValue(field.name, e.target.value)}
      />
    );
  };

  const visible = def.fields.filter((f) => f.kind !== 'hidden');
  return (
    <div className="lead-form">
      {status === 'success' ? (
        <div className="alert alert-success" ref={successRef} role="status">
          {successText}
        </div>
      ) : null}
      <Form
        ref={formRef}
        noValidate
        validated={false}
        onSubmit={onSubmit}
        // The captcha loads when a visitor starts on the form, not with the page.
        onFocus={captcha.want}
        name={def.formName}
        aria-label={def.formName}
        data-form-id={formId}
      >
        {status === 'invalid' ? (
          <div className="alert alert-danger" role="alert">
            {t(locale, 'forms.requiredBanner')}
          </div>
        ) : null}
        {status === 'failure' ? (
          <div className="alert alert-danger" role="alert">
            {t(locale, 'forms.failure')}
          </div>
        ) : null}
        <Row>
          {visible.map((field) => (
            <Form.Group
              as={Col}
              md={['textarea', 'file', 'datetime'].includes(field.kind) || field.rule === 'address' ? 12 : 6}
              className="mb-3"
              key={field.name}
              controlId={idOf(field.name)}
            >
              <Form.Label>
                {fieldLabel(locale, def, field)}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </Form.Label>
              {control(field)}
              {field.kind === 'file' ? <Form.Text>{t(locale, 'forms.fileHint')}</Form.Text> : null}
              {errors[field.name] ? (
                <Form.Control.Feedback type="invalid" id={`${idOf(field.name)}-error`}>
                  {errorText(locale, errors[field.name] as string)}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
          ))}
        </Row>
        {def.fields
          .filter((f) => f.kind === 'hidden')
          .map((f) => (
            <input
              key={f.name}
              type="hidden"
              name={f.name}
              value={typeof values[f.name] === 'string' ? (values[f.name] as string) : ''}
            />
          ))}
        <div className="visually-hidden" aria-hidden="true">
          <label>
            {t(locale, 'forms.honeypot')}
            <input
              name="bot-field"
              tabIndex={-1}
              autoComplete="off"
              value={String(values['bot-field'] ?? '')}
              onChange={(e) => setValue('bot-field', e.target.value)}
            />
          </label>
        </div>
        <p className="small text-muted mb-2">{t(locale, 'forms.requiredNote')}</p>
        <p className="small text-muted">
          {t(locale, 'forms.agree')}{' '}
          <a href={localizePath('/terms-and-conditions/', prefix)}>{t(locale, 'forms.terms')}</a>{' '}
          {t(locale, 'forms.and')}{' '}
          <a href={localizePath('/privacy-and-cookie-policy/', prefix)}>{t(locale, 'forms.privacy')}</a>.
        </p>
        {captcha.element}
        <Button type="submit" variant="primary" disabled={status === 'sending'}>
          {status === 'sending' ? t(locale, 'forms.sending') : t(locale, 'forms.send')}
        </Button>
      </Form>
    </div>
  );
}
