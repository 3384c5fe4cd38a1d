import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { AreasFile } from '@brokerage/core/search/areas-file';
import { SearchOverlay, type SearchOverlayProps } from '../search-overlay';

/** An areas file with the quick-search areas, a dozen "Marina" towers and two developers. */
function makeAreasFile(overrides: Partial<AreasFile> = {}): AreasFile {
  return {
    areas: [
      { name: 'Dubai', slug: 'dubai', names: { ar: 'دبي' } },
      { name: 'Dubai Marina', slug: 'dubai-marina', names: { ar: 'دبي مارينا' } },
      { name: 'Palm Jumeirah', slug: 'palm-jumeirah', names: { ar: 'نخلة جميرا' } },
      { name: 'Jumeirah Lake Towers', slug: 'jumeirah-lake-towers' },
      { name: 'Jumeirah Village Circle', slug: 'jumeirah-village-circle' },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Marina Tower ${i + 1}`, slug: `marina-tower-${i + 1}` })),
      { name: 'Al Barsha', slug: 'al-barsha' },
    ],
    developers: [
      { name: 'Emaar', slug: 'emaar' },
      { name: 'Marasi Developments', slug: 'marasi' },
    ],
    ...overrides,
  };
}

const fetchMock = jest.fn();

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => makeAreasFile() });
  global.fetch = fetchMock;
});

function renderOverlay(props: Partial<SearchOverlayProps> = {}) {
  const onHide = jest.fn();
  const user = userEvent.setup();
  render(<SearchOverlay show onHide={onHide} locale="en" {...props} />);
  const dialog = screen.getByRole('dialog');
  return { user, onHide, dialog: within(dialog) };
}

/** Types into the location box and picks the option with that name. */
async function choose(user: ReturnType<typeof userEvent.setup>, text: string, option: string, label = 'Location') {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SearchOverlay', () => {
  it('fetches the areas file once, when it first opens', async () => {
    const onHide = jest.fn();
    const { rerender } = render(<SearchOverlay show={false} onHide={onHide} locale="en" />);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<SearchOverlay show onHide={onHide} locale="en" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/search/areas.json'));
    rerender(<SearchOverlay show={false} onHide={onHide} locale="en" />);
    rerender(<SearchOverlay show onHide={onHide} locale="en" />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('suggests nothing for blank text, and at most ten locations containing the typed text', async () => {
    const { user, dialog } = renderOverlay();
    const box = dialog.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveAccessibleDescription('City, Community or Tower');
    await user.type(box, '   ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(box);
    await user.type(box, 'mar');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(10);
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain('mar');
    // Developers are an off-plan filter only.
    await user.clear(box);
    await user.type(box, 'marasi');
    expect(await screen.findByText('No matching locations')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Marasi/ })).toBeNull();
  });

  it('searches the chosen areas in order, clears the text after each choice, then closes', async () => {
    const { user, onHide, dialog } = renderOverlay();
    await choose(user, 'dubai mar', 'Dubai Marina');
    expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    await choose(user, 'palm', 'Palm Jumeirah');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/properties/for-sale/in-dubai-marina-and-palm-jumeirah/');
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('searches all of Dubai when no area is chosen', async () => {
    const { user, dialog } = renderOverlay();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Listing type' }), 'For Rent');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/properties/for-rent/in-dubai/');
  });

  it('offers the tab’s own options and goes to its root', async () => {
    const { user, dialog } = renderOverlay();
    const listingType = dialog.getByRole('combobox', { name: 'Listing type' });
    expect(
      within(listingType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['For Sale', 'For Rent', 'Short Term']);
    await user.click(dialog.getByRole('tab', { name: 'Commercial' }));
    expect(dialog.getByRole('tab', { name: 'Commercial' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('tabpanel', { name: 'Commercial' })).toContainElement(listingType);
    expect(
      within(listingType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['For Sale', 'For Rent']);
    await user.selectOptions(listingType, 'For Rent');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith('/commercial-properties/for-rent/in-dubai/');
  });

  it('offers developers on the Off Plan tab and appends them to the path', async () => {
    const { user, dialog } = renderOverlay();
    await user.click(dialog.getByRole('tab', { name: 'Off Plan' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Listing type' }), 'Projects');
    expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription('Location or Developer');
    await choose(user, 'emaar', 'Developer: Emaar');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/off-plan-projects/for-sale/in-dubai/developer-emaar/');
  });

  it('clears the chosen locations when the tab changes', async () => {
    const { user, dialog } = renderOverlay();
    await choose(user, 'dubai mar', 'Dubai Marina');
    expect(dialog.getByRole('button', { name: 'Remove Dubai Marina' })).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Commercial' }));
    expect(dialog.queryByRole('button', { name: 'Remove Dubai Marina' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/commercial-properties/for-sale/in-dubai/');
  });

  it('removes one tag, or all of them with the clear-all control', async () => {
    const { user, dialog } = renderOverlay();
    await choose(user, 'dubai mar', 'Dubai Marina');
    await choose(user, 'palm', 'Palm Jumeirah');
    await choose(user, 'barsha', 'Al Barsha');
    await user.click(dialog.getByRole('button', { name: 'Remove Palm Jumeirah' }));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith('/properties/for-sale/in-dubai-marina-and-al-barsha/');
    await user.click(dialog.getByRole('button', { name: 'Clear all locations' }));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith('/properties/for-sale/in-dubai/');
  });

  it('adds a quick-search area with one click', async () => {
    const { user, dialog } = renderOverlay();
    const quick = within(dialog.getByRole('group', { name: 'Popular areas' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dubai',
      'Dubai Marina',
      'Palm Jumeirah',
      'Jumeirah Lake Towers',
      'Jumeirah Village Circle',
    ]);
    await user.click(quick.getByRole('button', { name: 'Jumeirah Village Circle' }));
    await user.click(quick.getByRole('button', { name: 'Palm Jumeirah' }));
    expect(quick.getByRole('button', { name: 'Palm Jumeirah' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/properties/for-sale/in-jumeirah-village-circle-and-palm-jumeirah/');
  });

  it('is not closed by Escape, only by its close button', async () => {
    const { user, onHide, dialog } = renderOverlay();
    await user.keyboard('{Escape}');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onHide).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Close search' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic on Arabic pages and searches under /uae/', async () => {
    const { user, dialog } = renderOverlay({ locale: 'ar' });
    expect(screen.getByRole('dialog', { name: 'البحث عن عقار' })).toBeInTheDocument();
    // react-select lays itself out with inline styles, so it must be told the direction.
    expect(dialog.getByRole('combobox', { name: 'الموقع' }).closest('.location-select')).toHaveClass(
      'location-select--is-rtl',
    );
    await choose(user, 'مارينا', 'دبي مارينا', 'الموقع');
    await user.click(dialog.getByRole('button', { name: 'ابحث' }));
    expect(navigate).toHaveBeenCalledWith('/uae/properties/for-sale/in-dubai-marina/');
  });

  it('goes straight to the international page from the International tab', async () => {
    const { user, onHide, dialog } = renderOverlay({ locale: 'fr' });
    const link = dialog.getByRole('link', { name: 'International' });
    expect(link).toHaveAttribute('href', '/fr/international-properties/for-sale/');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/fr/international-properties/for-sale/');
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('says so when the locations cannot be loaded', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    const { user, dialog } = renderOverlay();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.type(dialog.getByRole('combobox', { name: 'Location' }), 'marina');
    expect(await screen.findByText(/Locations could not be loaded/)).toBeInTheDocument();
  });
});
