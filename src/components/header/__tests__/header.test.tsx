import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { CurrencyProvider } from '../../currency/currency-context';
import { Price } from '../../currency/price';

function renderHeader(props: Partial<React.ComponentProps<typeof Header>> = {}) {
  return render(
    <CurrencyProvider>
      <Header locale="en" path="/media/" {...props} />
      <Price aed={3_672_500} locale="en" />
    </CurrencyProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('Header', () => {
  it('links the brand home and calls the company phone', () => {
    renderHeader({ locale: 'ar', path: '/uae/media/' });
    expect(screen.getByRole('link', { name: 'Oasis Key Properties' })).toHaveAttribute('href', '/uae/');
    expect(screen.getAllByRole('link', { name: 'اتصل بنا على +971 4 321 0000' })[0]).toHaveAttribute(
      'href',
      'tel:+97143210000',
    );
  });

  it('opens a mega menu panel on hover and on keyboard focus, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = within(screen.getAllByRole('navigation', { name: 'Main menu' })[0]!);
    const buy = menu.getByRole('link', { name: 'Buy' });
    expect(menu.queryByRole('link', { name: 'Apartments' })).toBeNull();
    await user.hover(buy);
    expect(menu.getByRole('link', { name: 'Apartments' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai/type-apartment/',
    );
    expect(menu.getByRole('link', { name: 'See launches' })).toHaveAttribute('href', '/off-plan-properties-in-uae/');
    await user.unhover(buy);
    expect(menu.queryByRole('link', { name: 'Apartments' })).toBeNull();
    act(() => menu.getByRole('link', { name: 'Rent' }).focus());
    act(() => buy.focus());
    expect(buy).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(buy).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the current country in its menu: the page’s own on a country page, else the default', () => {
    const { unmount } = renderHeader({ path: '/india/renovation/' });
    expect(screen.getAllByRole('button', { name: /^Country: .*IN$/ })[0]).toBeInTheDocument();
    unmount();
    renderHeader({ path: '/media/' });
    expect(screen.getAllByRole('button', { name: /^Country: .*GB$/ })[0]).toBeInTheDocument();
  });

  it('shows only Renovation and the two anchors on country pages', () => {
    renderHeader({ path: '/india/', reducedMenu: true });
    const menu = within(screen.getAllByRole('navigation', { name: 'Main menu' })[0]!);
    expect(menu.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Renovation', '/renovation/'],
      ['Why Oasis Key Properties', '#Why_oasis-key'],
      ['Why invest in Dubai', '#Why_Invest_in_Dubai'],
    ]);
  });

  it('re-prices the page when the visitor picks a currency, and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByText('AED 3,672,500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Currency: AED' }));
    await user.click(await screen.findByRole('button', { name: 'US Dollars - USD' }));
    expect(screen.getByText('USD 1,000,000')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('currency') ?? '{}')).toEqual({
      value: 'USD',
      label: 'US Dollars - USD',
    });
  });

  it('restores the stored currency after the page loads', () => {
    window.localStorage.setItem('currency', JSON.stringify({ value: 'GBP', label: 'Pound Sterling - GBP' }));
    renderHeader();
    expect(screen.getByText('GBP 760,456')).toBeInTheDocument();
  });

  it('lists the same page in every language', async () => {
    const user = userEvent.setup();
    renderHeader({ locale: 'fr', path: '/fr/media/' });
    await user.click(screen.getAllByRole('button', { name: 'Langue: FR' })[0]!);
    expect((await screen.findAllByRole('link', { name: 'العربية' }))[0]).toHaveAttribute('href', '/uae/media/');
  });

  it('opens the search overlay, which Escape does not close but its close button does', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Search properties' }));
    // Its code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Property search' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await screen.findByRole('button', { name: 'Search properties' });
    expect(screen.queryByRole('dialog', { name: 'Property search' })).toBeNull();
  });

  it('opens the drawer and unfolds a menu item down to its fourth level', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.queryByRole('link', { name: 'Apartments' })).toBeNull();
    await user.click(drawer.getByRole('button', { name: 'Show Buy links' }));
    await user.click(drawer.getByRole('button', { name: 'Show Apartments links' }));
    await user.click(drawer.getByRole('button', { name: 'Show Dubai Marina links' }));
    expect(drawer.getByRole('link', { name: 'Marina Gate' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai-marina/',
    );
    await user.click(drawer.getByRole('button', { name: 'Hide Buy links' }));
    expect(drawer.queryByRole('link', { name: 'Marina Gate' })).toBeNull();
  });
});
