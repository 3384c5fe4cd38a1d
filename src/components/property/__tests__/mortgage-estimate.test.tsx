import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MortgageEstimate } from '../mortgage-estimate';

describe('MortgageEstimate', () => {
  it('shows the monthly payment at the calculator’s defaults and opens the calculator in its place', async () => {
    render(<MortgageEstimate price={2_000_000} offPlan={false} locale="en" />);
    const estimate = screen.getByRole('region', { name: 'Mortgage calculator' });
    // 1.6M (80 % loan to value for a first home) at 4.5 % over 25 years, as the calculator opens.
    expect(estimate).toHaveTextContent('Estimated monthly payment: AED 8,893');
    expect(screen.queryByLabelText('Down payment (AED)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate your mortgage' }));
    const buyer = await screen.findByLabelText('Buyer');
    expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent('AED 8,893');
    expect(buyer).toHaveFocus();
  });

  it('speaks the page’s language', () => {
    render(<MortgageEstimate price={2_000_000} offPlan={false} locale="fr" />);
    expect(screen.getByRole('button', { name: 'Calculer votre prêt' })).toBeInTheDocument();
  });
});
