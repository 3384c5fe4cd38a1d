import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { makeFooterQueryData } from '../../../testing/factories';
import { copyrightLine, Footer } from '../footer';

const mockQuery = useStaticQuery as jest.Mock;

function renderFooter(locale: 'en' | 'ar' | 'fr' = 'en', data = makeFooterQueryData()) {
  mockQuery.mockReturnValue(data);
  return render(<Footer locale={locale} />);
}

afterEach(() => {
  mockQuery.mockReset();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Footer', () => {
  it('shows three desktop columns headed by the CMS headings', () => {
    renderFooter();
    const services = screen.getByRole('navigation', { name: 'Our Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sell', 'Buy Property', 'Rent', 'Vacation Homes', 'Off Plan', 'Property Management', 'Luxury Property']);
    const other = screen.getByRole('navigation', { name: 'Other Links' });
    expect(within(other).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-oasis-key/');
    // The company pages are in Other on phones only (jsdom applies no CSS: the item carries the breakpoint class; e2e checks the layout).
    expect(within(other).getByRole('link', { name: 'Recruitment' }).closest('li')).toHaveClass('d-md-none');
    expect(within(other).getByRole('link', { name: 'Contact' }).closest('li')).not.toHaveClass('d-md-none');
    const about = screen.getByRole('navigation', { name: 'About Us' });
    expect(within(about).getByRole('link', { name: 'Awards' })).toHaveAttribute('href', '/our-awards/');
  });

  it('falls back to English headings and labels when the CMS has no footer', () => {
    renderFooter('en', makeFooterQueryData({ footers: { nodes: [] } }));
    expect(screen.getByRole('navigation', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How can we help you?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-and-cookie-policy/');
    expect(screen.getByRole('button', { name: 'Trending Searches' })).toBeInTheDocument();
  });

  it('renders with the default static-query answer of other components (no footer data at all)', () => {
    mockQuery.mockReturnValue({});
    render(<Footer locale="en" />);
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap/');
    expect(screen.getByRole('navigation', { name: 'Other' })).toBeInTheDocument();
  });

  it('offers the mobile sections as an accordion, with the company pages under Other', () => {
    renderFooter();
    const toggle = screen.getByRole('button', { name: 'Other Links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = screen.getByRole('region', { name: 'Other Links' });
    expect(toggle).toHaveAttribute('aria-controls', section.id);
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Media',
      'Blog',
      'Area Guides',
      'Renovation',
      'About',
      'Meet the Team',
      'Reviews',
      'Recruitment',
      'Contact',
    ]);
    expect(screen.getByRole('button', { name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Us' })).toBeInTheDocument();
  });

  it('shows the help heading and its CMS text', () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Can we help you?' })).toBeInTheDocument();
    expect(screen.getByText('Call us seven days a week.')).toBeInTheDocument();
  });

  it('links the legal pages with CMS labels, and shows the copyright with the current year and the credit', () => {
    jest.useFakeTimers({ now: new Date('2031-03-05T10:00:00Z') });
    renderFooter();
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap/');
    expect(screen.getByRole('link', { name: 'Privacy & Cookies' })).toHaveAttribute(
      'href',
      '/privacy-and-cookie-policy/',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-and-conditions/');
    expect(screen.getByText('© 2031 Oasis Key Properties. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('Site by Starberry')).toBeInTheDocument();
  });

  it('speaks the page language and keeps every internal link in it', () => {
    renderFooter('ar');
    const services = screen.getByRole('navigation', { name: 'خدماتنا' });
    expect(within(services).getByRole('link', { name: 'بيع' })).toHaveAttribute(
      'href',
      '/uae/sell-your-property-in-uae/',
    );
    expect(screen.getByRole('link', { name: 'خريطة الموقع' })).toHaveAttribute('href', '/uae/sitemap/');
    const internal = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/'));
    expect(internal.length).toBeGreaterThan(20);
    expect(internal.filter((a) => !a.getAttribute('href')?.startsWith('/uae/'))).toEqual([]);
  });

  it('uses the English CMS footer for a language the CMS has not translated', () => {
    renderFooter('fr');
    const services = screen.getByRole('navigation', { name: 'Our Services' });
    expect(within(services).getByRole('link', { name: 'Vendre' })).toHaveAttribute(
      'href',
      '/fr/sell-your-property-in-uae/',
    );
  });

  it('shows the trending searches one second after mount, not before', () => {
    jest.useFakeTimers();
    renderFooter();
    const section = screen.getByRole('region', { name: 'Trending Searches' });
    expect(within(section).queryAllByRole('link')).toHaveLength(0);

    act(() => void jest.advanceTimersByTime(999));
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    act(() => void jest.advanceTimersByTime(1));

    expect(within(section).getByRole('link', { name: 'Property for sale in Dubai Marina' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai-marina/',
    );
    expect(within(section).queryByRole('link', { name: 'Listing-only search' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'From 3 bed' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai/from-3-bedrooms/',
    );
    expect(within(section).getByRole('link', { name: '10+ bedrooms' })).toHaveAttribute(
      'href',
      '/properties/for-rent/in-dubai/from-10-bedrooms/',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(1 + 4 + 10);
  });

  it('links the social profiles in a new tab, each named after its network', () => {
    renderFooter();
    const socials = screen.getByRole('list', { name: 'Follow us' });
    const facebook = within(socials).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/oasiskey');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(socials).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/oasiskey',
    );
  });

  it.each([
    ['facebook', 'Facebook'],
    ['instagram', 'Instagram'],
    ['twitter', 'Twitter'],
    ['tiktok', 'TikTok'],
    ['podcast', 'Podcast'],
    ['youtube', 'YouTube'],
    ['linkedin', 'LinkedIn'],
    ['rss', 'RSS'],
  ])('draws an icon for %s without a warning', (network, name) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = {
      company_name: 'Oasis Key Properties',
      product_slug: 'oasis-key',
      socials: [{ network, url: `https://example.test/${network}` }],
    };
    renderFooter('en', makeFooterQueryData({ strapiSiteSetting: settings }));
    const link = screen.getByRole('link', { name });
    expect(link.querySelector('svg.bi-exclamation-circle')).toBeNull();
    expect(link.querySelector('svg')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about an unknown network and shows an exclamation circle for it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = {
      company_name: 'Oasis Key Properties',
      product_slug: 'oasis-key',
      socials: [{ network: 'myspace', url: 'https://myspace.test/oasis' }],
    };
    renderFooter('en', makeFooterQueryData({ strapiSiteSetting: settings }));
    const link = screen.getByRole('link', { name: 'myspace' });
    expect(link.querySelector('use')).toHaveAttribute('href', '/icons/sprite.test.svg#missing');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('myspace'));
  });

  it('offers the newsletter only after the visitor first moves', () => {
    renderFooter();
    expect(screen.queryByRole('link', { name: 'Subscribe to our newsletter' })).not.toBeInTheDocument();
    act(() => void fireEvent.mouseMove(document.body));
    expect(screen.getByRole('link', { name: 'Subscribe to our newsletter' })).toHaveAttribute(
      'href',
      '/uae-property-news-letter/',
    );
  });
});

describe('copyrightLine', () => {
  it.each([
    ['©', 2025, 'Oasis Key Properties', 'All rights reserved.', '© 2025 Oasis Key Properties. All rights reserved.'],
    [
      'Copyright ©',
      2025,
      'Oasis Key Ltd.',
      'All rights reserved.',
      'Copyright © 2025 Oasis Key Ltd. All rights reserved.',
    ],
    ['©', 2025, '', 'All rights reserved.', '© 2025 All rights reserved.'],
    ['©', 2025, 'Oasis Key', '', '© 2025 Oasis Key'],
  ])('writes %s %s %s %s as %s', (copyright, year, company, rights, expected) => {
    expect(copyrightLine(copyright, year, company, rights)).toBe(expected);
  });
});
