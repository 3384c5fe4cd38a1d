import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmartLink } from '../smart-link';

describe('SmartLink', () => {
  it('smooth-scrolls an #anchor to 200 px above its target', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(
      <>
        <SmartLink href="#Why_Invest_in_Dubai">Why invest</SmartLink>
        <section id="Why_Invest_in_Dubai">Reasons</section>
      </>,
    );
    const target = screen.getByText('Reasons');
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    await userEvent.click(screen.getByRole('link', { name: 'Why invest' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' });
    expect(window.location.hash).toBe('#Why_Invest_in_Dubai');
  });

  it.each([
    ['tel:+97143210000', null],
    ['mailto:hello@oasiskey.ae', null],
    ['https://www.instagram.com/oasiskey', '_blank'],
  ])('keeps %s a plain link (new tab: %s)', (href, target) => {
    render(<SmartLink href={href}>Go</SmartLink>);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', href);
    expect(link.getAttribute('target')).toBe(target);
    if (target) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('routes site paths through Gatsby', () => {
    render(<SmartLink href="/uae/renovation/">Renovation</SmartLink>);
    expect(screen.getByRole('link', { name: 'Renovation' })).toHaveAttribute('href', '/uae/renovation/');
  });
});
