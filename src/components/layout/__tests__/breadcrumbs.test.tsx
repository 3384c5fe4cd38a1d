import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '../breadcrumbs';

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Properties for sale in Dubai', path: '/properties/for-sale/in-dubai/' },
  { name: 'Villa in Palm Jumeirah', path: '/property-for-sale/villa-in-palm-12/' },
];

describe('Breadcrumbs', () => {
  it('links every ancestor and marks the page itself as current, in a labelled navigation', () => {
    render(<Breadcrumbs trail={trail} locale="fr" />);
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Properties for sale in Dubai', '/properties/for-sale/in-dubai/'],
    ]);
    const current = within(nav).getByText('Villa in Palm Jumeirah');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Villa in Palm Jumeirah' })).toBeNull();
  });

  it('shows nothing for a page with no ancestors (the home page)', () => {
    const { container } = render(<Breadcrumbs trail={trail.slice(0, 1)} locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
