/**
 * Mortgage maths for sale listings under the UAE Central Bank's loan-to-value caps.
 *
 * Rule: CBUAE "Regulations Re Mortgage Loans" (Notice 31/2013, in force since 2013;
 * Art. 2.3 loan-to-value, Art. 2.6 tenor). Maximum loan as a share of the property's value:
 * - expatriates: first home up to AED 5M 80%, above AED 5M 70%; second and later homes 60%;
 * - UAE nationals: first home up to AED 5M 85%, above AED 5M 75%; second and later homes 65%;
 * - off-plan (under construction) property: 50% for everyone, whatever the home;
 * - the loan runs for at most 25 years.
 */

export type Residency = 'expat' | 'national';
export type HomeKind = 'first' | 'second';
export type BuyerCase = { residency: Residency; home: HomeKind; offPlan: boolean };

/** The value above which a first home gets the lower cap (AED). */
export const FIRST_HOME_THRESHOLD_AED = 5_000_000;
export const MAX_TERM_YEARS = 25;
/** Interest rates outside 0..MAX_RATE_PERCENT are taken as typing mistakes. */
export const MAX_RATE_PERCENT = 20;

/**
 * The largest loan-to-value the rule allows for a buyer's case and price, as a fraction.
 * @example maxLoanToValue({ residency: 'expat', home: 'first', offPlan: false }, 6_000_000) // 0.7
 */
export function maxLoanToValue(buyer: BuyerCase, priceAed: number): number {
  if (buyer.offPlan) return 0.5;
  const national = buyer.residency === 'national';
  if (buyer.home === 'second') return national ? 0.65 : 0.6;
  if (priceAed <= FIRST_HOME_THRESHOLD_AED) return national ? 0.85 : 0.8;
  return national ? 0.75 : 0.7;
}

/** The smallest down payment the cap leaves to the buyer, rounded up to a whole dirham. */
export function minDownPayment(buyer: BuyerCase, priceAed: number): number {
  return Math.ceil(priceAed * (1 - maxLoanToValue(buyer, priceAed)) - 1e-6);
}

/**
 * The fixed monthly instalment of an annuity loan.
 * @example monthlyPayment(1_000_000, 4.5, 25) // ≈ 5558.32
 */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const months = years * 12;
  const r = ratePercent / 100 / 12;
  if (r === 0) return loan / months;
  // 1 - (1 + r)^-n, written so that a tiny rate does not round it to zero.
  return (loan * r) / -Math.expm1(-months * Math.log1p(r));
}

export type MortgageField = 'price' | 'downPayment' | 'years' | 'rate';
export type MortgageError =
  | { field: MortgageField; code: 'required' | 'notPositive' | 'tooLarge' }
  | { field: 'downPayment'; code: 'belowMinimum'; minimum: number }
  | { field: 'years'; code: 'term'; max: number }
  | { field: 'rate'; code: 'rate'; max: number };

export type MortgageInput = {
  price: number | null;
  downPayment: number | null;
  years: number | null;
  ratePercent: number | null;
};
export type MortgageResult =
  | { ok: true; loan: number; monthly: number; totalInterest: number; loanToValue: number; minDownPayment: number }
  | { ok: false; errors: MortgageError[] };

const missing = (value: number | null): value is null => value === null || !Number.isFinite(value);

/**
 * Checks a calculator's input against the caps and, when it is sound, the loan and its
 * monthly payment; otherwise one error per wrong field, never a NaN.
 */
export function calculateMortgage(input: MortgageInput, buyer: BuyerCase): MortgageResult {
  const errors: MortgageError[] = [];
  const { price, downPayment, years, ratePercent } = input;
  if (missing(price)) errors.push({ field: 'price', code: 'required' });
  else if (price <= 0) errors.push({ field: 'price', code: 'notPositive' });
  if (missing(downPayment)) errors.push({ field: 'downPayment', code: 'required' });
  else if (downPayment < 0) errors.push({ field: 'downPayment', code: 'notPositive' });
  else if (!missing(price) && price > 0) {
    if (downPayment >= price) errors.push({ field: 'downPayment', code: 'tooLarge' });
    else if (downPayment < minDownPayment(buyer, price))
      errors.push({ field: 'downPayment', code: 'belowMinimum', minimum: minDownPayment(buyer, price) });
  }
  if (missing(years)) errors.push({ field: 'years', code: 'required' });
  else if (!Number.isInteger(years) || years < 1 || years > MAX_TERM_YEARS)
    errors.push({ field: 'years', code: 'term', max: MAX_TERM_YEARS });
  if (missing(ratePercent)) errors.push({ field: 'rate', code: 'required' });
  else if (ratePercent < 0 || ratePercent > MAX_RATE_PERCENT)
    errors.push({ field: 'rate', code: 'rate', max: MAX_RATE_PERCENT });
  if (errors.length || missing(price) || missing(downPayment) || missing(years) || missing(ratePercent))
    return { ok: false, errors };
  const loan = price - downPayment;
  const monthly = monthlyPayment(loan, ratePercent, years);
  return {
    ok: true,
    loan,
    monthly,
    totalInterest: monthly * years * 12 - loan,
    loanToValue: loan / price,
    minDownPayment: minDownPayment(buyer, price),
  };
}

/**
 * A number a visitor typed: digits with optional thousands separators (commas, spaces) and
 * one decimal point; null for empty or anything else.
 * @example parseAmount('1,250,000') // 1250000
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[,\s\u00a0\u202f]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(compact)) return null;
  return Number(compact);
}
