import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEntry } from '../../../testing/search-factories';
import { ShortlistView } from '../shortlist-view';
import { cardFilePath } from '../../../search/index-file';

const sale = [
  makeEntry({ id: 1, title: 'Flat one', path: '/property-for-sale/flat-one-1/' }),
  makeEntry({ id: 2, title: 'Flat two', path: '/property-for-sale/flat-two-2/' }),
];
const rent = [
  makeEntry({ id: 7, title: 'Rental seven', rentPeriod: 'yearly', path: '/property-for-rent/rental-seven-7/' }),
];

beforeEach(() => {
  window.localStorage.clear();
  (globalThis.fetch as jest.Mock).mockImplementation((url: string) => {
    const body = [...sale, ...rent].find((e) => url === cardFilePath(e.id)) ?? null;
    // Listing 5's card cannot be reached (the server errs); any other unknown card is gone.
    const status = body ? 200 : url === cardFilePath(5) ? 503 : 404;
    return Promise.resolve({ ok: body !== null, status, json: () => Promise.resolve(body) });
  });
});

describe('ShortlistView', () => {
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
});
