import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SectionList } from '../section-list';
import { PageView } from '../../page-view';
import { answerReviewFiles, makeSection } from '../../../../testing/section-factories';
import { makeRawPage } from '../../../../testing/factories';
import { toPageContent } from '@brokerage/core/cms/reshape';
import type { PageListRef } from '@brokerage/core/cms/page-tree';
import type { IndexEntry } from '@brokerage/core/search/index-entry';

const pages: PageListRef[] = [
  { Slug: 'uae-area-guides', Parent: 'buy-property-in-uae', Title: 'Guides des quartiers' },
  { Slug: 'dubai-marina', Parent: 'buy-property-in-uae', Parent2: 'uae-area-guides', Title: 'Guide de Dubai Marina' },
  { Slug: 'secret', Parent: 'buy-property-in-uae', Parent2: 'uae-area-guides', Title: 'Secret', Hidden: true },
];

describe('SectionList', () => {
  it('renders each section under its heading, in order', () => {
    render(
      <SectionList
        locale="en"
        pagePath="/"
        pages={[]}
        sections={[
          makeSection({ heading: 'Why us' }),
          makeSection({
            kind: 'cards',
            heading: 'Awards',
            items: [{ title: 'Top Broker 2025', text: 'Top ten agency.', link: '', videoId: '', image: null }],
          }),
          makeSection({
            kind: 'faq',
            heading: 'Questions',
            items: [
              { title: 'Can foreigners buy?', text: 'Yes, in freehold areas.', link: '', videoId: '', image: null },
            ],
          }),
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Why us', 'Awards', 'Questions']);
    expect(screen.getByRole('region', { name: 'Awards' })).toHaveTextContent('Top ten agency.');
    expect(screen.getByText('Can foreigners buy?').closest('details')).toHaveTextContent('Yes, in freehold areas.');
  });

  it('localizes card and call-to-action links', () => {
    render(
      <SectionList
        locale="fr"
        pagePath="/"
        pages={[]}
        sections={[
          makeSection({
            kind: 'services',
            heading: 'Nos services',
            items: [{ title: 'Vendre', text: '', link: '/sell-your-property-in-uae/', videoId: '', image: null }],
          }),
          makeSection({
            kind: 'cta',
            heading: 'Réserver',
            cta: { label: 'Réserver une estimation', link: '/contact-oasis-key/' },
          }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Vendre' })).toHaveAttribute('href', '/fr/sell-your-property-in-uae/');
    expect(screen.getByRole('link', { name: 'Réserver une estimation' })).toHaveAttribute(
      'href',
      '/fr/contact-oasis-key/',
    );
  });

  it('loads a YouTube player only when the visitor presses play', () => {
    const { container } = render(
      <SectionList
        locale="en"
        pagePath="/"
        pages={[]}
        sections={[
          makeSection({
            kind: 'videos',
            heading: 'Videos',
            items: [{ title: 'Marina tour', text: '', link: '', videoId: 'Oq7mRk2sT9w', image: null }],
          }),
        ]}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Marina tour' }));
    const player = screen.getByTitle('Marina tour');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Oq7mRk2sT9w?autoplay=1&rel=0');
  });

  it('lists the visible child pages and links an area guide to its listings', () => {
    render(
      <SectionList
        locale="fr"
        pagePath="/buy-property-in-uae/uae-area-guides/"
        pages={pages}
        sections={[
          makeSection({ kind: 'child-pages', heading: 'Guides' }),
          makeSection({ kind: 'area-listings', heading: 'Biens', area: 'dubai-marina' }),
        ]}
      />,
    );
    const guides = within(screen.getByRole('region', { name: 'Guides' }));
    expect(guides.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/fr/buy-property-in-uae/uae-area-guides/dubai-marina/',
    ]);
    expect(screen.getByRole('link', { name: 'Biens à vendre à Dubai Marina' })).toHaveAttribute(
      'href',
      '/fr/properties/for-sale/in-dubai-marina/',
    );
    expect(screen.getByRole('link', { name: 'Biens à louer à Dubai Marina' })).toHaveAttribute(
      'href',
      '/fr/properties/for-rent/in-dubai-marina/',
    );
  });

  it('shows the team with a Contact control per member, from the slot when the forms give one', async () => {
    const { rerender } = render(
      <SectionList locale="en" pagePath="/" pages={[]} sections={[makeSection({ kind: 'team', heading: 'Team' })]} />,
    );
    expect(screen.getByRole('heading', { name: 'Sarah Whitfield' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Sarah Whitfield' }));
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toBeInTheDocument();
    rerender(
      <SectionList
        locale="en"
        pagePath="/"
        pages={[]}
        sections={[makeSection({ kind: 'team', heading: 'Team' })]}
        slots={{ contactMember: (member) => <button type="button">{`Message ${member.name}`}</button> }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Message Omar Haddad' })).toBeInTheDocument();
  });

  it('shows the featured sale, quick-search links to the default areas, and the reviews strip', async () => {
    answerReviewFiles();
    render(
      <SectionList
        locale="en"
        pagePath="/"
        pages={[]}
        featured={{
          sale: [
            {
              id: 7,
              title: '2 bedroom apartment in Dubai Marina',
              price: 2500000,
              bedrooms: 2,
              bathrooms: 2,
              floor: 1300,
              type: 'apartment',
              areaName: 'Dubai Marina',
              path: '/property-for-sale/x-7/',
              image: null,
            } as IndexEntry,
          ],
        }}
        sections={[
          makeSection({ kind: 'featured-listings', heading: 'Featured', variant: 'sale' }),
          makeSection({ kind: 'quick-search', heading: 'Find a home' }),
          makeSection({
            kind: 'reviews',
            heading: 'What our clients say',
            cta: { label: '', link: '/customer-reviews/' },
          }),
        ]}
      />,
    );
    // The cards' code arrives after the page's own (a lazy part).
    expect(await screen.findByText('2 bedroom apartment in Dubai Marina')).toBeInTheDocument();
    const areas = within(screen.getByRole('navigation', { name: 'Popular areas' })).getAllByRole('link');
    expect(areas.map((a) => a.textContent)).toEqual([
      'Dubai',
      'Dubai Marina',
      'Palm Jumeirah',
      'Jumeirah Lake Towers',
      'Jumeirah Village Circle',
    ]);
    expect(areas[1]).toHaveAttribute('href', '/properties/for-sale/in-dubai-marina/');
    fireEvent.click(screen.getByRole('button', { name: 'For Rent' }));
    expect(areas[1]).toHaveAttribute('href', '/properties/for-rent/in-dubai-marina/');
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
  });
});

describe('SitemapSection', () => {
  it('lists the visible pages and every listing root in the page language', () => {
    render(
      <SectionList
        locale="fr"
        pagePath="/sitemap/"
        pages={pages}
        sections={[makeSection({ kind: 'sitemap', heading: 'Plan du site' })]}
      />,
    );
    const hrefs = within(screen.getByRole('region', { name: 'Plan du site' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/fr/buy-property-in-uae/uae-area-guides/dubai-marina/');
    expect(hrefs).toContain('/fr/properties/for-sale/in-dubai/');
    expect(hrefs).toContain('/fr/international-properties/for-sale/');
    expect(hrefs.some((h) => h?.includes('secret'))).toBe(false);
  });
});

describe('PageView with a hero section', () => {
  it('uses the hero as the page heading instead of the banner', () => {
    render(
      <PageView
        page={toPageContent(makeRawPage())}
        sections={[
          makeSection({ kind: 'hero', heading: 'Dubai Real Estate Agents', html: '<p>Buy, sell, rent.</p>' }),
          makeSection({ heading: 'Why us' }),
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dubai Real Estate Agents',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why us' })).toBeInTheDocument();
  });
});
