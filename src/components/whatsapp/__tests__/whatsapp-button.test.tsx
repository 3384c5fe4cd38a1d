import React from 'react';
import { render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { WhatsAppButton } from '../whatsapp-button';

const mockQuery = useStaticQuery as jest.Mock;
const withNumber = (whatsapp: string | null) => mockQuery.mockReturnValue({ strapiSiteSetting: { whatsapp } });

afterEach(() => mockQuery.mockReset());

describe('WhatsAppButton', () => {
  it('opens a WhatsApp chat with the brand number in a new tab', () => {
    withNumber('+971 50 123 4567');
    render(<WhatsAppButton locale="en" path="/media/" />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is named in the page language', () => {
    withNumber('971501234567');
    render(<WhatsAppButton locale="ar" path="/uae/" />);
    expect(screen.getByRole('link', { name: 'تحدث معنا عبر واتساب' })).toBeInTheDocument();
  });

  it.each([
    ['/property-for-sale/villa-12/'],
    ['/uae/off-plan-project-for-sale/emaar-beachfront-3/'],
    ['/fr/short-term-property-for-rent/studio-4/'],
  ])('is hidden on the property page %s', (path) => {
    withNumber('971501234567');
    render(<WhatsAppButton locale="en" path={path} />);
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });

  it.each([[null], [''], ['n/a']])('is hidden when the CMS has no number (%s)', (whatsapp) => {
    withNumber(whatsapp);
    render(<WhatsAppButton locale="en" path="/" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
