import React from 'react';
import { render, screen, within, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPropertyDetails, type RawPropertyDetails } from '@brokerage/core/cms/property-details';
import { PropertyView } from '../property-view';
import { Gallery } from '../gallery';
import { AreaUnitProvider } from '../area-unit-context';
import { AREA_UNIT_STORAGE_KEY } from '@brokerage/core/property/area-units';
import { propertyCrumbs } from '@brokerage/core/property/json-ld';

const image = (n: number) => ({
  data: { layout: 'constrained' as const, width: 120, height: 80, images: { fallback: { src: `/img/${n}.jpg` } } },
  alt: `Photo ${n}`,
});

const sale: RawPropertyDetails = {
  strapi_id: 42,
  slug: '2-bed-in-marina',
  pType: 'sales',
  department: 'residential',
  title: '2 bed in Marina',
  price: 2_000_000,
  bedrooms: 2,
  bathrooms: 3,
  floor_area: 1200,
  referenceNumber: 'OK-42',
  permit_number: '7123456789',
  area: { name: 'Dubai Marina', slug: 'dubai-marina' },
  amenities: { strapi_json_value: ['Swimming pool', 'Covered parking', 'Marble finishes'] },
  negotiator: {
    firstname: 'Priya',
    lastname: 'Nair',
    phone: '971504567890',
    whatsapp: '971504567890',
    email: 'priya@example.test',
    languages: { strapi_json_value: ['English', 'Hindi'] },
  },
};

beforeEach(() => window.localStorage.clear());

describe('PropertyView', () => {
  it('shows the agent by the phone rule, with WhatsApp from the digits, and a slot for Enquire Now', () => {
    render(
      <PropertyView
        property={toPropertyDetails(sale)}
        locale="en"
        enquire={<button type="button">Enquire Now</button>}
      />,
    );
    const agent = screen.getByRole('region', { name: 'Your agent' });
    expect(within(agent).getByRole('link', { name: 'Call Priya Nair: +971 50 456 7890' })).toHaveTextContent(
      '+971 50 456 7890',
    );
    expect(within(agent).getByRole('link', { name: 'WhatsApp Priya Nair' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/971504567890\?text=/),
    );
    expect(within(agent).getByText('Speaks English, Hindi')).toBeInTheDocument();
    expect(within(agent).getByRole('button', { name: 'Enquire Now' })).toBeInTheDocument();
  });

  it('leads back to the listings of its area and of its kind through the breadcrumb', () => {
    const property = toPropertyDetails(sale);
    const path = '/property-for-sale/2-bed-in-marina-42/';
    render(<PropertyView property={property} locale="en" breadcrumbs={propertyCrumbs(property, path, 'en')} />);
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Properties for sale in Dubai Marina' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai-marina/',
    );
    expect(within(trail).getByText('2 bed in Marina').closest('li')).toHaveAttribute('aria-current', 'page');
  });

  it('groups amenities under the spec categories, Default last', () => {
    render(<PropertyView property={toPropertyDetails(sale)} locale="en" />);
    const headings = within(screen.getByRole('region', { name: 'Amenities' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Parking', 'Pool', 'Other amenities']);
  });

  it('shows the permit with its build-time QR code', () => {
    render(<PropertyView property={toPropertyDetails(sale)} locale="en" permitQr="/qr/0123456789abcdef.svg" />);
    expect(screen.getByRole('img', { name: 'QR code of DLD permit 7123456789' })).toHaveAttribute(
      'src',
      '/qr/0123456789abcdef.svg',
    );
  });

  it("links to the permit's DLD page when the listing has a DLD link, and to nothing else", () => {
    const link = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=7123456789';
    const { unmount } = render(
      <PropertyView property={toPropertyDetails({ ...sale, permit_qr_link: link })} locale="fr" />,
    );
    expect(screen.getByRole('link', { name: 'Vérifier ce permis sur le site du DLD' })).toHaveAttribute('href', link);
    unmount();
    render(
      <PropertyView
        property={toPropertyDetails({ ...sale, permit_qr_link: 'https://evil.example/dubailand.gov.ae/' })}
        locale="fr"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Vérifier ce permis sur le site du DLD' })).toBeNull();
  });

  it('has the mortgage calculator on a residential sale, not on a rental', () => {
    const { unmount } = render(<PropertyView property={toPropertyDetails(sale)} locale="en" />);
    expect(screen.getByRole('region', { name: 'Mortgage calculator' })).toBeInTheDocument();
    unmount();
    render(
      <PropertyView property={toPropertyDetails({ ...sale, pType: 'lettings', rent_period: 'yearly' })} locale="en" />,
    );
    expect(screen.queryByRole('region', { name: 'Mortgage calculator' })).toBeNull();
  });

  it('renders a listing with no photos and no agent: a note and the office contact', () => {
    render(<PropertyView property={toPropertyDetails({ ...sale, negotiator: null, images: [] })} locale="en" />);
    expect(screen.getByText('No photos of this property yet')).toBeInTheDocument();
    const office = screen.getByRole('region', { name: 'Ask our team about this property' });
    expect(within(office).getByRole('link', { name: /^Call Oasis Key Properties: \+971/ })).toHaveTextContent(
      '+971 4 321 0000',
    );
  });

  it('shows the holiday-home brand on short-term lettings only', () => {
    const brand = {
      name: 'Oasis Key Holiday Homes',
      phone: '97143210099',
      whatsapp: '971529012345',
      email: 'stays@example.test',
      logo: null,
    };
    const { unmount } = render(
      <PropertyView
        property={toPropertyDetails({ ...sale, pType: 'lettings', department: 'short_term' })}
        locale="en"
        brand={brand}
      />,
    );
    const card = screen.getByRole('region', { name: 'Book this holiday home' });
    expect(within(card).getByRole('link', { name: /^Call Oasis Key Holiday Homes: \+971/ })).toHaveTextContent(
      '+971 4 321 0099',
    );
    unmount();
    render(<PropertyView property={toPropertyDetails(sale)} locale="en" brand={brand} />);
    expect(screen.queryByRole('region', { name: 'Book this holiday home' })).toBeNull();
  });

  it('switches the size to square metres and remembers it', async () => {
    render(
      <AreaUnitProvider>
        <PropertyView property={toPropertyDetails(sale)} locale="en" />
      </AreaUnitProvider>,
    );
    expect(screen.getByText('1,200 sq ft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'm²' }));
    expect(screen.getByText('111 m²')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'm²' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('sqm');
  });

  it('keeps the property on the shortlist from its heart', async () => {
    render(<PropertyView property={toPropertyDetails(sale)} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save 2 bed in Marina to your shortlist' }));
    expect(screen.getByRole('button', { name: 'Remove 2 bed in Marina from your shortlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(window.localStorage.getItem('shortlist')!)).toEqual([{ id: 42, root: 'sale' }]);
  });

  it('links to the shortlist page in its own language', () => {
    render(<PropertyView property={toPropertyDetails(sale)} locale="fr" />);
    expect(screen.getByRole('link', { name: 'Votre sélection' })).toHaveAttribute('href', '/fr/shortlist/');
  });
});

describe('the service charge', () => {
  it('is a key fact where the CMS has it, per unit of size a year', () => {
    render(<PropertyView property={toPropertyDetails({ ...sale, service_charge: 18.75 })} locale="en" />);
    expect(screen.getByText('Service charge').nextElementSibling).toHaveTextContent('AED 19 / sq ft a year');
  });
});

describe('the location section', () => {
  it('names the place and links it to a maps app; the map itself loads when the section nears the screen', () => {
    render(<PropertyView property={toPropertyDetails({ ...sale, latitude: 25.08, longitude: 55.14 })} locale="en" />);
    const section = screen.getByRole('region', { name: 'Location of 2 bed in Marina' });
    expect(within(section).getByRole('heading', { name: 'Location' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=25.08,55.14',
    );
  });

  it('is left out without coordinates', () => {
    render(<PropertyView property={toPropertyDetails(sale)} locale="en" />);
    expect(screen.queryByRole('region', { name: /^Location of / })).toBeNull();
  });
});

describe('Gallery', () => {
  const images = [image(1), image(2), image(3)];

  it('turns with the buttons, wrapping around, and announces the count', async () => {
    render(<Gallery images={images} title="Villa" locale="en" />);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it.each([
    ['en', 'ArrowRight', 'Photo 2 of 3'],
    ['en', 'ArrowLeft', 'Photo 3 of 3'],
    ['ar', 'ArrowLeft', 'الصورة 2 من 3'],
  ] as const)('in %s, %s shows %s', (locale, key, counter) => {
    render(<Gallery images={images} title="Villa" locale={locale} />);
    fireEvent.keyDown(screen.getByRole('region'), { key });
    expect(screen.getByText(counter)).toBeInTheDocument();
  });

  it('turns on a swipe, not on a tap', () => {
    render(<Gallery images={images} title="Villa" locale="en" />);
    const region = screen.getByRole('region', { name: 'Photos of Villa' });
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 195 }] });
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 }] });
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('shows a photo from its thumbnail', async () => {
    render(<Gallery images={images} title="Villa" locale="en" />);
    const thumbnails = screen.getByRole('list', { name: 'Photos' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Photo 3 of 3' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(within(thumbnails).getByRole('button', { name: 'Photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(thumbnails).getByRole('button', { name: 'Photo 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('opens full screen at the photo shown, and Escape gives the focus back', async () => {
    render(<Gallery images={images} title="Villa" locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const opener = screen.getByRole('button', { name: 'All 3 photos' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Villa' });
    expect(within(dialog).getByRole('button', { name: 'Close the photos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    // The photo shown is the one the page showed; the screen reader hears its number.
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Photo 2 of 3' })).toHaveClass('yarl__slide_current');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('has no turning controls for a single photo, which still opens full screen', () => {
    render(<Gallery images={[image(1)]} title="Villa" locale="en" />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 1 full screen',
    ]);
  });
});
