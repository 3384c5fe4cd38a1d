import fc from 'fast-check';
import {
  calculateMortgage,
  maxLoanToValue,
  minDownPayment,
  monthlyPayment,
  parseAmount,
  type BuyerCase,
} from '../mortgage';

const buyer = (residency: BuyerCase['residency'], home: BuyerCase['home'], offPlan = false): BuyerCase => ({
  residency,
  home,
  offPlan,
});

describe('maxLoanToValue (CBUAE caps)', () => {
  it.each([
    [buyer('expat', 'first'), 5_000_000, 0.8],
    [buyer('expat', 'first'), 5_000_001, 0.7],
    [buyer('national', 'first'), 5_000_000, 0.85],
    [buyer('national', 'first'), 8_000_000, 0.75],
    [buyer('expat', 'second'), 1_000_000, 0.6],
    [buyer('expat', 'second'), 9_000_000, 0.6],
    [buyer('national', 'second'), 1_000_000, 0.65],
    [buyer('expat', 'first', true), 1_000_000, 0.5],
    [buyer('national', 'second', true), 9_000_000, 0.5],
  ])('%o at AED %d: %d', (b, price, ltv) => {
    expect(maxLoanToValue(b, price)).toBe(ltv);
  });

  it('minimum down payment is the rest of the price', () => {
    expect(minDownPayment(buyer('expat', 'first'), 2_000_000)).toBe(400_000);
    expect(minDownPayment(buyer('national', 'first'), 2_000_000)).toBe(300_000);
    expect(minDownPayment(buyer('expat', 'first', true), 1_500_001)).toBe(750_001);
  });
});

describe('monthlyPayment', () => {
  it.each([
    [1_000_000, 4.5, 25, 5558.32],
    [1_600_000, 3.99, 25, 8436.56],
    [120_000, 0, 10, 1000],
  ])('AED %d at %d%% over %d years is %d a month', (loan, rate, years, monthly) => {
    expect(monthlyPayment(loan, rate, years)).toBeCloseTo(monthly, 2);
  });

  it('pays the loan back: the balance after the last payment is zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 50_000_000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 25 }),
        (loan, rate, years) => {
          const m = monthlyPayment(loan, rate, years);
          let balance = loan;
          for (let i = 0; i < years * 12; i++) balance = balance * (1 + rate / 1200) - m;
          expect(Math.abs(balance)).toBeLessThan(loan * 1e-6);
        },
      ),
    );
  });
});

describe('calculateMortgage', () => {
  const expatFirst = buyer('expat', 'first');

  it('computes loan, monthly payment and interest for sound input', () => {
    const result = calculateMortgage(
      { price: 2_000_000, downPayment: 400_000, years: 25, ratePercent: 3.99 },
      expatFirst,
    );
    expect(result).toMatchObject({ ok: true, loan: 1_600_000, loanToValue: 0.8, minDownPayment: 400_000 });
    if (result.ok) {
      expect(result.monthly).toBeCloseTo(8436.56, 2);
      expect(result.totalInterest).toBeCloseTo(result.monthly * 300 - 1_600_000, 6);
      expect(result.totalInterest).toBeGreaterThan(930_000);
    }
  });

  it.each([
    [{ price: null, downPayment: 1, years: 25, ratePercent: 4 }, [{ field: 'price', code: 'required' }]],
    [{ price: 0, downPayment: 0, years: 25, ratePercent: 4 }, [{ field: 'price', code: 'notPositive' }]],
    [{ price: NaN, downPayment: 0, years: 25, ratePercent: 4 }, [{ field: 'price', code: 'required' }]],
    [
      { price: 1_000_000, downPayment: 100_000, years: 25, ratePercent: 4 },
      [{ field: 'downPayment', code: 'belowMinimum', minimum: 200_000 }],
    ],
    [
      { price: 1_000_000, downPayment: 1_000_000, years: 25, ratePercent: 4 },
      [{ field: 'downPayment', code: 'tooLarge' }],
    ],
    [{ price: 1_000_000, downPayment: -5, years: 25, ratePercent: 4 }, [{ field: 'downPayment', code: 'notPositive' }]],
    [
      { price: 1_000_000, downPayment: 300_000, years: 30, ratePercent: 4 },
      [{ field: 'years', code: 'term', max: 25 }],
    ],
    [{ price: 1_000_000, downPayment: 300_000, years: 0, ratePercent: 4 }, [{ field: 'years', code: 'term', max: 25 }]],
    [
      { price: 1_000_000, downPayment: 300_000, years: 2.5, ratePercent: 4 },
      [{ field: 'years', code: 'term', max: 25 }],
    ],
    [
      { price: 1_000_000, downPayment: 300_000, years: 20, ratePercent: 45 },
      [{ field: 'rate', code: 'rate', max: 20 }],
    ],
    [{ price: 1_000_000, downPayment: 300_000, years: 20, ratePercent: null }, [{ field: 'rate', code: 'required' }]],
    [
      { price: null, downPayment: null, years: null, ratePercent: null },
      [
        { field: 'price', code: 'required' },
        { field: 'downPayment', code: 'required' },
        { field: 'years', code: 'required' },
        { field: 'rate', code: 'required' },
      ],
    ],
  ])('%o gives %o', (input, errors) => {
    expect(calculateMortgage(input, expatFirst)).toEqual({ ok: false, errors });
  });

  it('off-plan needs half the price down', () => {
    const result = calculateMortgage(
      { price: 1_000_000, downPayment: 300_000, years: 20, ratePercent: 4 },
      buyer('expat', 'first', true),
    );
    expect(result).toEqual({ ok: false, errors: [{ field: 'downPayment', code: 'belowMinimum', minimum: 500_000 }] });
  });

  it('never gives a non-finite number, whatever is typed', () => {
    const value = fc.option(fc.double(), { nil: null });
    fc.assert(
      fc.property(value, value, value, value, fc.boolean(), (price, downPayment, years, ratePercent, offPlan) => {
        const result = calculateMortgage(
          { price, downPayment, years, ratePercent },
          buyer('national', 'first', offPlan),
        );
        if (result.ok) {
          for (const n of [result.loan, result.monthly, result.totalInterest, result.loanToValue])
            expect(Number.isFinite(n)).toBe(true);
          expect(result.loanToValue).toBeLessThanOrEqual(offPlan ? 0.5 + 1e-9 : 0.85 + 1e-9);
        } else expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,250,000', 1_250_000],
    [' 2 000 000 ', 2_000_000],
    ['3.99', 3.99],
    ['.5', 0.5],
    ['', null],
    ['abc', null],
    ['1e6', null],
    ['-5', null],
    ['1.2.3', null],
  ])('%j reads as %p', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});
