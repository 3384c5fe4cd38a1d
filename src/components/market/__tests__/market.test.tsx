import React from 'react';
import { render, screen, within } from '@testing-library/react';
import AreaMarket from '../area-market';
import ListingMarket from '../listing-market';
import { CurrencyProvider } from '../../currency/currency-context';
import { AreaUnitProvider } from '../../property/area-unit-context';
import { areaMarketPage } from '@brokerage/core/market/page';
import { listingMarket } from '@brokerage/core/market/view';
import { figuresOf, importRows, rentCells, saleCells } from '@brokerage/core/testing/market-factories';

// Five two-bedroom Marina flats of 1,000 sq ft a quarter for a year, and five rents: AED 1,000 to 1,400 per sq ft.
const sales = ['15-11-2025', '15-02-2026', '15-05-2026', '15-08-2026'].flatMap((date, q) =>
  [1_000_000, 1_100_000, 1_200_000, 1_300_000, 1_400_000].map((price, i) =>
    saleCells({ transaction_id: `${q}-${i}`, instance_date: date, actual_worth: String(price + q * 100_000) }),
  ),
);
const rents = [60_000, 70_000, 80_000, 90_000, 100_000].map((annual, i) =>
  rentCells({ contract_id: `r${i}`, annual_amount: String(annual) }),
);
const figures = figuresOf(importRows(sales, rents));

const withChoices = (ui: React.ReactElement) =>
  render(
    <CurrencyProvider>
      <AreaUnitProvider>{ui}</AreaUnitProvider>
    </CurrencyProvider>,
  );

beforeEach(() => window.localStorage.clear());

describe('AreaMarket', () => {
  it('shows the chart, its table, the latest sales and the rents with yields, crediting the DLD', () => {
    const market = areaMarketPage(figures, { root: 'sale', locale: 'en', area: 'Dubai Marina' });
    withChoices(<AreaMarket market={market} area="Dubai Marina" locale="en" />);
    const section = screen.getByRole('region', { name: 'Sold prices and rents in Dubai Marina' });
    expect(
      within(section).getByRole('img', { name: 'Median price per sq ft of homes sold in Dubai Marina, by quarter' }),
    ).toBeInTheDocument();
    expect(
      within(section).getAllByText('Source: Dubai Land Department, sales registered to 15 Aug 2026.'),
    ).not.toHaveLength(0);
    const history = within(section).getByRole('table', {
      name: /^Median price per sq ft of homes sold in Dubai Marina/,
    });
    const newest = within(history).getAllByRole('row')[2]!;
    // Q3 2026: 1,300 1,400 1,500 1,600 1,700 per sq ft.
    expect(within(newest).getByRole('rowheader')).toHaveTextContent('Q3 2026');
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['AED 1,500', '5']);
    const yields = within(section).getByRole('table', { name: /^Median yearly rent/ });
    // Rent AED 80,000 a year on a median price of AED 1,350,000 over the twelve months.
    expect(within(yields).getAllByRole('row')[1]).toHaveTextContent('Flat2AED 80,0005AED 1,350,0005.9%');
    // Each table scrolls sideways on a phone in a box a keyboard reaches, named as its table.
    const boxes = within(section).getAllByRole('region', { name: /./ });
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) {
      expect(box).toHaveAttribute('tabindex', '0');
      expect(within(box).getByRole('table')).toHaveAccessibleName(box.getAttribute('aria-label')!);
    }
  });

  it('follows the visitor’s currency and unit in the chart and the figures', () => {
    window.localStorage.setItem('currency', JSON.stringify({ value: 'USD', label: 'US Dollars - USD' }));
    window.localStorage.setItem('areaUnit', 'sqm');
    const market = areaMarketPage(figures, { root: 'sale', locale: 'en', area: 'Dubai Marina' });
    withChoices(<AreaMarket market={market} area="Dubai Marina" locale="en" />);
    const chart = screen.getByRole('img', { name: /^Median price per m² of homes sold in Dubai Marina/ });
    expect(chart).toHaveTextContent('USD per m²');
    // AED 1,500 per sq ft is AED 16,146 per m², USD 4,396.
    const history = screen.getByRole('table', { name: /^Median price per m²/ });
    expect(within(within(history).getAllByRole('row')[2]!).getAllByRole('cell')[0]).toHaveTextContent('USD 4,396');
  });

  it('shows the rents on the rent page, with a link to the sold prices', () => {
    const market = areaMarketPage(figures, { root: 'rent', locale: 'en', area: 'Dubai Marina' });
    withChoices(
      <AreaMarket market={market} area="Dubai Marina" locale="en" salePath="/properties/for-sale/in-dubai-marina/" />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Median yearly rent/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sold prices and the price history in Dubai Marina' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai-marina/#market',
    );
  });
});

describe('ListingMarket', () => {
  it('says how far the listing’s price per sq ft is from the area’s median, and lists the sales nearby', () => {
    withChoices(
      <ListingMarket
        market={listingMarket(figures, 'apartment', 2)!}
        price={1_620_000}
        sqft={1200}
        area="Dubai Marina"
        locale="en"
      />,
    );
    const section = screen.getByRole('region', { name: 'Recent sales nearby' });
    // AED 1,350 per sq ft against a median of AED 1,350 (20 sales).
    expect(
      within(section).getByText(/^At AED 1,350 \/ sq ft, this listing is in line with the median of AED 1,350/),
    ).toHaveTextContent('(20 sales)');
    expect(within(section).getAllByRole('row')).toHaveLength(6);
  });

  it('says so plainly when there are fewer than five sales', () => {
    const few = figuresOf(importRows(sales.slice(0, 4)));
    withChoices(
      <ListingMarket
        market={listingMarket(few, 'apartment', 2)!}
        price={2_000_000}
        sqft={1000}
        area="Dubai Marina"
        locale="en"
      />,
    );
    expect(
      screen.getByText(
        'Too little data to compare: 4 sales of flats in Dubai Marina in the twelve months to 15 Nov 2025; a median needs 5.',
      ),
    ).toBeInTheDocument();
  });

  it('compares with every flat when its bedrooms have too few sales, and says so', () => {
    const mixed = figuresOf(
      importRows([
        ...sales.slice(0, 3),
        ...sales.slice(5, 8).map((row) => row.map((c) => (c === '2 B/R' ? '1 B/R' : c))),
      ]),
    );
    withChoices(
      <ListingMarket
        market={listingMarket(mixed, 'apartment', 2)!}
        price={1_200_000}
        sqft={1000}
        area="Dubai Marina"
        locale="ar"
      />,
    );
    expect(screen.getByText(/^هناك 3 عمليات بيع فقط بعدد غرف النوم نفسه/)).toBeInTheDocument();
  });
});
