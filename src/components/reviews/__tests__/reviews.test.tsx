import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { StarRating } from '../star-rating';
import { ReviewsStrip } from '../reviews-strip';
import { ReviewsList } from '../reviews-list';
import { useReviews } from '../use-reviews';
import type { ReviewScope } from '../../../reviews/client';

describe('StarRating', () => {
  it.each([
    [4.8, 'en', '4.8 out of 5'],
    [4.5, 'fr', '4,5 sur 5'],
    [0, 'en', '0 out of 5'],
    [5, 'ar', '5 من 5'],
  ] as const)('%s in %s reads "%s"', (value, locale, name) => {
    render(<StarRating value={value} locale={locale} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});

describe('ReviewsStrip', () => {
  it('shows the count, the average and a link to all reviews in the page language', () => {
    render(
      <ReviewsStrip
        summary={{ count: 32, average: 4.8 }}
        locale="ar"
        heading="ماذا يقول عملاؤنا"
        allReviewsLink="/customer-reviews/"
      />,
    );
    expect(screen.getByRole('heading', { name: 'ماذا يقول عملاؤنا' })).toBeInTheDocument();
    expect(screen.getByText('32 تقييمًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اقرأ جميع التقييمات' })).toHaveAttribute('href', '/uae/customer-reviews/');
  });
});

describe('ReviewsList', () => {
  it('lists reviewers with their stars and comments', () => {
    render(
      <ReviewsList
        locale="en"
        reviews={[
          {
            reviewer: 'Ann',
            starRating: 'FOUR',
            comment: 'Quick and honest.',
            createTime: '2026-10-01T10:00:00.000Z',
            vacationHomes: false,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ann' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Quick and honest.')).toBeInTheDocument();
    expect(screen.getByText('1 October 2026')).toBeInTheDocument();
  });

  it('says so when there are no reviews', () => {
    render(<ReviewsList locale="en" reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });
});

function Summary({ scope, url }: { scope: ReviewScope; url?: string | null }) {
  const { count, average } = useReviews(scope, url);
  return <p>{`${count} / ${average}`}</p>;
}

describe('useReviews', () => {
  afterEach(() => jest.mocked(fetch).mockReset());

  it.each([
    ['all', '4 / 4.5'],
    ['vacation-homes', '2 / 4.5'],
  ] as const)('without a review file to read keeps the build-time %s reviews', (scope, text) => {
    render(<Summary scope={scope} url={null} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refreshes from the site's own review file, never the CMS", async () => {
    jest
      .mocked(fetch)
      .mockResolvedValue({ ok: true, status: 200, json: async () => [{ starRating: 'THREE' }] } as Response);
    render(<Summary scope="vacation-homes" />);
    expect(screen.getByText('2 / 4.5')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 / 3')).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/reviews/vacation-homes.json', expect.anything());
  });

  it('shows 0 and 0 when the endpoint fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(fetch).mockResolvedValue({ ok: false, status: 500, json: async () => ({}) } as Response);
    render(<Summary scope="all" />);
    await waitFor(() => expect(screen.getByText('0 / 0')).toBeInTheDocument());
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
