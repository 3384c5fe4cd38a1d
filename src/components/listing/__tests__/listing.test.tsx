import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from '../filter-bar';
import { ListingResults } from '../listing-results';
import { emptyFilter } from '@brokerage/core/search/filter';
import { FEATURES } from '@brokerage/core/search/options';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import { makeEntry } from '@brokerage/core/testing/search-factories';
import { CurrencyProvider } from '../../currency/currency-context';
import ListingTemplate from '../../../templates/listing';

const wrapPage = (ui: React.ReactElement) => render(<CurrencyProvider>{ui}</CurrencyProvider>);

describe('FilterBar', () => {
  it('turns a chosen option into a new search on page 1', async () => {
    const onChange = jest.fn();
    render(
      <FilterBar
        filter={{ ...emptyFilter('sale'), areas: ['dubai-marina'], page: 3 }}
        locale="en"
        onChange={onChange}
      />,
    );
    const form = within(screen.getByRole('form', { name: 'Filter the results' }));
    await userEvent.selectOptions(form.getByLabelText('Max price (AED)'), 'AED 2M');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ areas: ['dubai-marina'], price: { min: null, max: 2_000_000 }, page: 1 }),
    );
    await userEvent.selectOptions(form.getByLabelText('Max bedrooms'), '8+');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bedrooms: { min: 8, max: null } }));
  });

  it('keeps a first choice when a second one comes before the new URL renders, and follows the URL after', async () => {
    const onChange = jest.fn();
    const start = { ...emptyFilter('sale'), areas: ['dubai-marina'] };
    const { rerender } = render(<FilterBar filter={start} locale="en" onChange={onChange} />);
    const form = within(screen.getByRole('form', { name: 'Filter the results' }));
    await userEvent.selectOptions(form.getByLabelText('Max price (AED)'), 'AED 2M');
    await userEvent.selectOptions(form.getByLabelText('Min bedrooms'), '2');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price: { min: null, max: 2_000_000 }, bedrooms: { min: 2, max: null } }),
    );
    expect(form.getByLabelText('Max price (AED)')).toHaveDisplayValue('AED 2M');
    rerender(<FilterBar filter={{ ...start }} locale="en" onChange={onChange} />);
    expect(form.getByLabelText('Max price (AED)')).toHaveDisplayValue('Any');
    expect(form.getByLabelText('Min bedrooms')).toHaveDisplayValue('Any');
  });

  it('requires the features a visitor ticks, each named in the page language', async () => {
    const onChange = jest.fn();
    render(<FilterBar filter={{ ...emptyFilter('sale'), mustInclude: ['gym'] }} locale="fr" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Équipements (1)' }));
    for (const slug of FEATURES.map((f) => f.slug))
      expect(screen.getByRole('checkbox', { name: t('fr', `feature.${slug}` as StringKey) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Piscine' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mustInclude: ['gym', 'pool'], page: 1 }));
  });

  it('reads holiday-home prices by the night, or by the week or month the visitor picks', async () => {
    const onChange = jest.fn();
    const start = { ...emptyFilter('short-term'), price: { min: 500, max: null } };
    const { rerender } = render(<FilterBar filter={start} locale="en" onChange={onChange} />);
    const form = within(screen.getByRole('form', { name: 'Filter the results' }));
    expect(form.getByLabelText('Price per')).toHaveDisplayValue('Night');
    expect(within(form.getByLabelText('Max price (AED)')).getAllByRole('option').at(-1)).toHaveTextContent('AED 10K+');
    // Another period has other price steps: the prices start again.
    await userEvent.selectOptions(form.getByLabelText('Price per'), 'Week');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ period: 'weekly', price: { min: null, max: null }, page: 1 }),
    );
    rerender(<FilterBar filter={{ ...start, period: 'weekly' }} locale="en" onChange={onChange} />);
    expect(within(form.getByLabelText('Max price (AED)')).getAllByRole('option').at(-1)).toHaveTextContent('AED 50K+');
    // Sales have no period to pick.
    rerender(<FilterBar filter={emptyFilter('sale')} locale="en" onChange={onChange} />);
    expect(form.queryByLabelText('Price per')).toBeNull();
  });

  it('offers rent prices on rent searches and no bedrooms on commercial ones', () => {
    const { rerender } = render(<FilterBar filter={emptyFilter('rent')} locale="en" onChange={jest.fn()} />);
    expect(screen.getByRole('option', { name: 'AED 2M+' })).toBeInTheDocument();
    rerender(<FilterBar filter={emptyFilter('commercial-rent')} locale="en" onChange={jest.fn()} />);
    expect(screen.queryByLabelText('Min bedrooms')).toBeNull();
  });
});

describe('ListingResults', () => {
  const wrap = (ui: React.ReactElement) => render(<CurrencyProvider>{ui}</CurrencyProvider>);

  it('shows the count, the cards and crawlable page links', () => {
    const items = [makeEntry({ id: 1, title: 'Marina view flat', price: 1_250_000, permit: '7904310735' })];
    wrap(
      <ListingResults locale="en" filter={emptyFilter('sale')} result={{ total: 30, page: 1, pageCount: 2, items }} />,
    );
    expect(screen.getByText('30 properties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marina view flat' })).toBeInTheDocument();
    expect(screen.getByText('AED 1,250,000')).toBeInTheDocument();
    expect(screen.getByText(/Permit 7904310735/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/properties/for-sale/in-dubai/page-2/');
  });

  it('offers one-click wider searches when nothing matches', () => {
    const filter = { ...emptyFilter('sale'), areas: ['dubai-marina'], bedrooms: { min: 9, max: null } };
    wrap(<ListingResults locale="fr" filter={filter} result={{ total: 0, page: 1, pageCount: 1, items: [] }} />);
    expect(screen.getByRole('link', { name: 'Chercher dans tout Dubaï' })).toHaveAttribute(
      'href',
      '/fr/properties/for-sale/in-dubai/from-9-bedrooms/',
    );
    expect(screen.getByRole('link', { name: 'Nombre de chambres indifférent' })).toHaveAttribute(
      'href',
      '/fr/properties/for-sale/in-dubai-marina/',
    );
  });

  it('says so when the results cannot load', () => {
    wrap(<ListingResults locale="en" filter={emptyFilter('sale')} result={null} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The results could not be loaded');
  });
});

describe('ListingTemplate', () => {
  it('offers alerts for the search shown, from its first page', async () => {
    const user = userEvent.setup();
    const path = '/properties/for-sale/in-dubai-marina/2-bedroom/page-2/';
    const props = {
      data: { results: [], popular: { nodes: [] } },
      pageContext: {
        root: 'sale',
        locale: 'en',
        canonicalPath: path,
        areaGlob: 'dubai-marina',
        areaName: 'Dubai Marina',
        resultIds: [],
        total: 0,
        noindex: false,
        alternates: [],
      },
      location: { pathname: path, search: '' },
    } as unknown as React.ComponentProps<typeof ListingTemplate>;
    wrapPage(<ListingTemplate {...props} />);
    await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(within(dialog).getByLabelText(/^How often/)).toHaveDisplayValue('Once a day');
    // The dialog says which search it saves, in the page's own words.
    expect(dialog).toHaveTextContent(
      /New listings and price drops for “2 bedroom properties for sale in Dubai Marina”/i,
    );
    expect(dialog.querySelector('input[name="search"]')).toHaveValue('/properties/for-sale/in-dubai-marina/2-bedroom/');
  });
});
