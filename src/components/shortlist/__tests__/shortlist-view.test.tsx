import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEntry } from '@brokerage/core/testing/search-factories';
import { ShortlistView } from '../shortlist-view';
import { cardFilePath } from '@brokerage/core/search/index-file';

const sale = [
  makeEntry({ id: 1, title: 'Flat one', path: '/property-for-sale/flat-one-1/', serviceCharge: 16.75 }),
  makeEntry({ id: 2, title: 'Flat two', path: '/property-for-sale/flat-two-2/' }),
];
const more = [3, 4, 6].map((id) => makeEntry({ id, title: `Flat ${id}`, path: `/property-for-sale/flat-${id}/` }));
const rent = [
  makeEntry({ id: 7, title: 'Rental seven', rentPeriod: 'yearly', path: '/property-for-rent/rental-seven-7/' }),
];

beforeEach(() => {
  window.localStorage.clear();
  (globalThis.fetch as jest.Mock).mockImplementation((url: string) => {
    const body = [...sale, ...more, ...rent].find((e) => url === cardFilePath(e.id)) ?? null;
    // Listing 5's card cannot be reached (the server errs); any other unknown card is gone.
    const status = body ? 200 : url === cardFilePath(5) ? 503 : 404;
    return Promise.resolve({ ok: body !== null, status, json: () => Promise.resolve(body) });
  });
});

describe('ShortlistView', () => {
  it('offers price-drop alerts for the properties shortlisted', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'shortlist',
      JSON.stringify([
        { id: 7, root: 'rent' },
        { id: 2, root: 'sale' },
      ]),
    );
    render(<ShortlistView locale="en" />);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'E-mail me price drops' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail me price drops' });
    expect(dialog).toHaveTextContent('We will e-mail you when the price of a property on your shortlist drops.');
    expect(dialog.querySelector('input[name="search"]')).toHaveValue('/shortlist/');
    expect(dialog.querySelector('input[name="properties"]')).toHaveValue('7,2');
  });

  it('says how to fill an empty shortlist', async () => {
    render(<ShortlistView locale="en" />);
    expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
  });

  it('shows saved properties from their roots, newest first, and drops those no longer listed', async () => {
    window.localStorage.setItem(
      'shortlist',
      JSON.stringify([
        { id: 7, root: 'rent' },
        { id: 99, root: 'sale' },
        { id: 2, root: 'sale' },
      ]),
    );
    render(<ShortlistView locale="en" />);
    // findAll would answer as soon as one card shows: wait for the whole list (a busy machine
    // can take longer than waitFor's default second to fetch, read and render three cards).
    await waitFor(
      () =>
        expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
          'Rental seven',
          'Flat two',
        ]),
      { timeout: 5000 },
    );
    // Dropping the listing that is gone saves the shortlist again, which shows "Loading" for a
    // moment: wait for the notice itself, not the first status.
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          '1 saved properties are no longer listed and were removed.',
        ),
      { timeout: 5000 },
    );
    expect(JSON.parse(window.localStorage.getItem('shortlist')!)).toEqual([
      { id: 7, root: 'rent' },
      { id: 2, root: 'sale' },
    ]);
    // Only the saved listings' cards were fetched, not their roots' whole inventory.
    const fetched = new Set((globalThis.fetch as jest.Mock).mock.calls.map(([url]: [string]) => url));
    expect([...fetched].sort()).toEqual([cardFilePath(2), cardFilePath(7), cardFilePath(99)].sort());
  });

  it('removes a property when its heart is tapped', async () => {
    window.localStorage.setItem('shortlist', JSON.stringify([{ id: 1, root: 'sale' }]));
    render(<ShortlistView locale="en" />);
    const card = (await screen.findByRole('heading', { name: 'Flat one' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Flat one from your shortlist' }));
    expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
  });

  it('says so when a card cannot be loaded', async () => {
    window.localStorage.setItem('shortlist', JSON.stringify([{ id: 5, root: 'commercial-rent' }]));
    render(<ShortlistView locale="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your shortlist could not be loaded');
  });

  it('compares two to four of its properties, and says why it cannot compare one or five', async () => {
    const saved = [1, 2, 3, 4, 6].map((id) => ({ id, root: 'sale' }));
    window.localStorage.setItem('shortlist', JSON.stringify(saved));
    render(<ShortlistView locale="en" />);
    await screen.findByRole('heading', { name: 'Flat 6' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Flat one' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least two properties to compare.');
    for (const title of ['Flat two', 'Flat 3', 'Flat 4'])
      await userEvent.click(screen.getByRole('checkbox', { name: `Compare ${title}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Flat 6' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can compare up to four properties at a time.');
    expect(screen.getByRole('checkbox', { name: 'Compare Flat 6' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Flat 3' }));
    expect(screen.getByRole('link', { name: 'Compare 3 properties' })).toHaveAttribute(
      'href',
      '/shortlist/?compare=1,2,4',
    );
  });

  it('shows a shared comparison side by side, marking the rows that differ', async () => {
    render(<ShortlistView locale="en" search="?compare=1,7,2" />);
    const table = await screen.findByRole('table', { name: 'Compare properties' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Flat one', 'Rental seven', 'Flat two']);
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${name}( Differs)?$`) })
        .closest('tr')!;
    // A yearly rent is not a sale price: the prices differ, the rooms do not.
    expect(row('Price')).toHaveTextContent('Differs');
    expect(
      within(row('Price'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['AED 2,000,000', 'AED 2,000,000 / year', 'AED 2,000,000']);
    expect(row('Bedrooms')).not.toHaveTextContent('Differs');
    // The service charge, where the CMS has one, per unit of size a year.
    expect(
      within(row('Service charge'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['AED 17 / sq ft a year', '—', '—']);
    expect(within(row('Price per size')).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(within(table).getByRole('link', { name: 'Rental seven' })).toHaveAttribute(
      'href',
      '/property-for-rent/rental-seven-7/',
    );
  });

  it('says so when a shared comparison has fewer than two properties still listed', async () => {
    render(<ShortlistView locale="en" search="?compare=1,99" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least two properties to compare.');
    expect(screen.getByText('A property of this comparison is no longer listed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shortlist' })).toHaveAttribute('href', '/shortlist/');
  });
});
