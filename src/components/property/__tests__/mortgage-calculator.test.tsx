import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MortgageCalculator } from '../mortgage-calculator';

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('MortgageCalculator', () => {
  it('starts from the price with the smallest down payment the caps allow', () => {
    render(<MortgageCalculator price={2_000_000} offPlan={false} locale="en" />);
    expect(screen.getByLabelText('Down payment (AED)')).toHaveValue('400000');
    expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent('AED 8,893'); // 1.6M at 4.5% over 25 years
    expect(screen.getByText('Loan to value 80% (at most 80%)')).toBeInTheDocument();
  });

  it('asks a second-home buyer for more down, with the rule in the message', async () => {
    render(<MortgageCalculator price={2_000_000} offPlan={false} locale="en" />);
    await userEvent.selectOptions(screen.getByLabelText('Home'), 'second');
    expect(screen.getByLabelText('Down payment (AED)')).toHaveAccessibleDescription(
      'The UAE Central Bank rules need a down payment of at least AED 800,000 here.',
    );
    expect(screen.queryByTestId('mortgage-monthly')).toBeNull();
  });

  it('needs half down on off-plan', () => {
    render(<MortgageCalculator price={1_000_000} offPlan locale="en" />);
    expect(screen.getByLabelText('Down payment (AED)')).toHaveValue('500000');
  });

  it.each([
    ['Term (years)', '30', 'Choose a whole number of years from 1 to 25.'],
    ['Interest rate (% a year)', 'abc', 'Enter a number.'],
    ['Interest rate (% a year)', '60', 'Enter a rate from 0 to 20%.'],
    ['Property price (AED)', '', 'Enter a number.'],
    ['Down payment (AED)', '3000000', 'The down payment must be less than the price.'],
  ])('%s = %j says %s and gives no result', async (label, value, message) => {
    render(<MortgageCalculator price={2_000_000} offPlan={false} locale="en" />);
    await retype(label, value);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('mortgage-monthly')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
