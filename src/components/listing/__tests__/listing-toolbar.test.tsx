import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingToolbar } from '../listing-toolbar';
import { emptyFilter } from '@brokerage/core/search/filter';

const filter = { ...emptyFilter('sale'), areas: ['dubai-marina'], page: 3 };

describe('ListingToolbar', () => {
  it('saves an alert for the search from its first page, whichever page it is opened on', async () => {
    render(
      <ListingToolbar
        filter={filter}
        heading="Properties for sale in Dubai Marina"
        locale="en"
        map={false}
        onMap={() => {}}
        onMapIntent={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(dialog).toHaveTextContent(/“Properties for sale in Dubai Marina”/);
    expect(dialog.querySelector('input[name="search"]')).toHaveValue('/properties/for-sale/in-dubai-marina/');
  });

  it('asks for the map, and starts loading it, when the visitor chooses it', async () => {
    const onMap = jest.fn();
    const onMapIntent = jest.fn();
    render(
      <ListingToolbar filter={filter} heading="" locale="en" map={false} onMap={onMap} onMapIntent={onMapIntent} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(onMapIntent).toHaveBeenCalled();
    expect(onMap).toHaveBeenCalledWith(true);
  });
});
