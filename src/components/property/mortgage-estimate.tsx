import React, { Suspense, lazy, useState } from 'react';
import { MAX_TERM_YEARS, calculateMortgage, minDownPayment, type BuyerCase } from '@brokerage/core/property/mortgage';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { Price } from '../currency/price';

export type MortgageEstimateProps = { price: number; offPlan: boolean; locale: LocaleCode };

/** The full calculator's code, fetched when the visitor shows interest (hover, focus, touch) and shown on click. */
const loadCalculator = () => import(/* webpackChunkName: "mortgage-calculator" */ './mortgage-calculator');
const MortgageCalculator = lazy(() => loadCalculator().then((m) => ({ default: m.MortgageCalculator })));

/** What the estimate assumes, as the calculator opens: a first home for an expatriate at 4.5 %, the longest term. */
export const DEFAULT_RATE_PERCENT = 4.5;

/**
 * The monthly payment of a sale listing at the calculator's defaults, in the page's HTML,
 * with a button that opens the full mortgage calculator (its code loads only then, so
 * pages that nobody calculates on stay light).
 */
export function MortgageEstimate({ price, offPlan, locale }: MortgageEstimateProps) {
  const [open, setOpen] = useState(false);
  const buyer: BuyerCase = { residency: 'expat', home: 'first', offPlan };
  const estimate = calculateMortgage(
    { price, downPayment: minDownPayment(buyer, price), years: MAX_TERM_YEARS, ratePercent: DEFAULT_RATE_PERCENT },
    buyer,
  );
  if (open) {
    return (
      <Suspense
        fallback={
          <p className="mt-4" role="status">
            {t(locale, 'mortgage.loading')}
          </p>
        }
      >
        {/* Keyboard and screen-reader users land in the calculator they opened. */}
        <MortgageCalculator price={price} offPlan={offPlan} locale={locale} focusOnMount />
      </Suspense>
    );
  }
  const prefetch = () => void loadCalculator();
  return (
    <section className="card p-3 mt-4 mortgage-estimate" aria-label={t(locale, 'mortgage.title')}>
      {estimate.ok ? (
        <p className="mb-2">
          {t(locale, 'mortgage.estimate')}{' '}
          <strong>
            <Price aed={Math.round(estimate.monthly)} locale={locale} />
          </strong>
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-secondary align-self-start"
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => setOpen(true)}
      >
        {t(locale, 'mortgage.open')}
      </button>
    </section>
  );
}
