import React, { useEffect, useId, useRef, useState } from 'react';
import {
  MAX_TERM_YEARS,
  calculateMortgage,
  maxLoanToValue,
  minDownPayment,
  parseAmount,
  type BuyerCase,
  type MortgageError,
  type MortgageField,
} from '@brokerage/core/property/mortgage';
import { formatMoney, formatNumber } from '@brokerage/core/lib/format';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { Price } from '../currency/price';

export type MortgageCalculatorProps = {
  price: number;
  offPlan: boolean;
  locale: LocaleCode;
  /** Moves the focus to the first choice once shown (the visitor opened the calculator). */
  focusOnMount?: boolean;
};

const DEFAULT_RATE = '4.5';
const DEFAULT_YEARS = String(MAX_TERM_YEARS);

function errorText(error: MortgageError, locale: LocaleCode): string {
  const key = `mortgage.error.${error.code}` as StringKey;
  if (error.code === 'belowMinimum') return t(locale, key, { minimum: formatNumber(error.minimum, locale) });
  if (error.code === 'term' || error.code === 'rate') return t(locale, key, { max: error.max });
  return t(locale, key);
}

// The number inputs, in the order a buyer thinks of them.
const INPUTS: readonly [MortgageField, StringKey][] = [
  ['price', 'mortgage.price'],
  ['downPayment', 'mortgage.down'],
  ['years', 'mortgage.years'],
  ['rate', 'mortgage.rate'],
];

type ChoiceProps = {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
};

function Choice({ id, label, value, options, onChange }: ChoiceProps) {
  return (
    <div className="col-sm-6">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type FieldProps = {
  id: string;
  field: MortgageField;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
};

function Field({ id, field, label, value, onChange, error }: FieldProps) {
  const inputId = `${id}-${field}`;
  return (
    <div className="col-sm-6">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {error ? (
        <div id={`${inputId}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Monthly payment of a sale listing under the UAE Central Bank's loan-to-value caps
 * (packages/core/src/property/mortgage.ts); a wrong entry shows its message instead of a result.
 */
export function MortgageCalculator({ price, offPlan, locale, focusOnMount = false }: MortgageCalculatorProps) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) section.current?.querySelector('select')?.focus();
  }, [focusOnMount]);
  const [buyer, setBuyer] = useState<BuyerCase>({ residency: 'expat', home: 'first', offPlan });
  const [values, setValues] = useState(() => ({
    price: String(price),
    downPayment: String(minDownPayment({ residency: 'expat', home: 'first', offPlan }, price)),
    years: DEFAULT_YEARS,
    rate: DEFAULT_RATE,
  }));
  const result = calculateMortgage(
    {
      price: parseAmount(values.price),
      downPayment: parseAmount(values.downPayment),
      years: parseAmount(values.years),
      ratePercent: parseAmount(values.rate),
    },
    buyer,
  );
  const errors = new Map(result.ok ? [] : result.errors.map((e) => [e.field, errorText(e, locale)]));
  const priceNow = parseAmount(values.price) ?? price;

  return (
    <section ref={section} className="card p-3 mt-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t(locale, 'mortgage.title')}
      </h2>
      <div className="row g-3">
        <Choice
          id={`${id}-residency`}
          label={t(locale, 'mortgage.residency')}
          value={buyer.residency}
          options={[
            ['expat', t(locale, 'mortgage.expat')],
            ['national', t(locale, 'mortgage.national')],
          ]}
          onChange={(v) => setBuyer((b) => ({ ...b, residency: v === 'national' ? 'national' : 'expat' }))}
        />
        <Choice
          id={`${id}-home`}
          label={t(locale, 'mortgage.home')}
          value={buyer.home}
          options={[
            ['first', t(locale, 'mortgage.first')],
            ['second', t(locale, 'mortgage.second')],
          ]}
          onChange={(v) => setBuyer((b) => ({ ...b, home: v === 'second' ? 'second' : 'first' }))}
        />
        {INPUTS.map(([field, label]) => (
          <Field
            key={field}
            id={id}
            field={field}
            label={t(locale, label)}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
            error={errors.get(field)}
          />
        ))}
      </div>
      {result.ok ? (
        <dl className="row mt-3 mb-0" aria-live="polite">
          <dt className="col-6 fw-normal">{t(locale, 'mortgage.monthly')}</dt>
          <dd className="col-6 fs-5 fw-bold" data-testid="mortgage-monthly">
            <Price aed={Math.round(result.monthly)} locale={locale} />
          </dd>
          <dt className="col-6 fw-normal">{t(locale, 'mortgage.loan')}</dt>
          <dd className="col-6">{formatMoney(result.loan, 'AED', locale)}</dd>
          <dt className="col-6 fw-normal">{t(locale, 'mortgage.interest')}</dt>
          <dd className="col-6">{formatMoney(Math.round(result.totalInterest), 'AED', locale)}</dd>
          <dd className="col-12 small text-body-secondary mb-0">
            {t(locale, 'mortgage.ltv', {
              percent: Math.round(result.loanToValue * 1000) / 10,
              max: Math.round(maxLoanToValue(buyer, priceNow) * 100),
            })}
          </dd>
        </dl>
      ) : null}
      <p className="small text-body-secondary mt-2 mb-0">{t(locale, 'mortgage.note')}</p>
    </section>
  );
}
