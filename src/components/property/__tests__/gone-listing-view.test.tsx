import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { GoneListingView } from '../gone-listing-view';
import { makeEntry } from '@brokerage/core/testing/search-factories';

const gone = makeEntry({
  id: 31,
  title: '2 bedroom apartment for sale in Dubai Marina',
  areaNames: { ar: 'دبي مارينا' },
  path: '/property-for-sale/2-bedroom-apartment-for-sale-in-dubai-marina-31/',
});
const similar = [1, 2, 3].map((id) =>
  makeEntry({ id, path: `/property-for-sale/2-bedroom-apartment-for-sale-in-dubai-marina-${id}/` }),
);

describe('GoneListingView', () => {
  it('says the listing was sold, links to its search and shows the live listings like it', () => {
    render(
      <GoneListingView
        card={gone}
        status="sold"
        searchPath="/properties/for-sale/in-dubai-marina/"
        similar={similar}
        locale="en"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This property is no longer available' })).toBeTruthy();
    expect(screen.getByText('2 bedroom apartment for sale in Dubai Marina has been sold.')).toBeTruthy();
    const search = screen.getByRole('link', { name: 'See all: Properties for sale in Dubai Marina' });
    expect(search.getAttribute('href')).toBe('/properties/for-sale/in-dubai-marina/');
    const region = screen.getByRole('region', { name: 'Similar properties on the market now' });
    const cards = within(region).getAllByRole('link', { name: '2 bedroom apartment for sale in Dubai Marina' });
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(similar.map((e) => e.path));
  });

  it('reads in Arabic, a let listing, and says so when nothing like it is on the market', () => {
    render(
      <GoneListingView
        card={gone}
        status="let"
        searchPath="/uae/properties/for-sale/in-dubai-marina/"
        similar={[]}
        locale="ar"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'هذا العقار لم يعد متاحًا' })).toBeTruthy();
    expect(screen.getByText(/^تم تأجير .+\.$/)).toBeTruthy();
    const search = screen.getByRole('link', { name: /^عرض الكل: .*دبي مارينا/ });
    expect(search.getAttribute('href')).toBe('/uae/properties/for-sale/in-dubai-marina/');
    expect(screen.getByText('لا يوجد عقار مشابه معروض في السوق حاليًا.')).toBeTruthy();
  });

  it('names a listing the feed withdrew as off the market', () => {
    render(<GoneListingView card={gone} status="unpublished" searchPath="/x/" similar={[]} locale="en" />);
    expect(screen.getByText('2 bedroom apartment for sale in Dubai Marina is no longer on the market.')).toBeTruthy();
    // A search path that does not parse gets no link, not a broken one.
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });
});
