import { fetchReviews, reviewsAnswer, reviewsFile } from '../client';

const answer = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }) as unknown as typeof fetch;

describe('reviewsFile and reviewsAnswer', () => {
  const review = (reviewer: string, vacation_homes: boolean | null) => ({
    reviewer,
    starRating: 'FIVE',
    comment: '',
    create_time: null,
    vacation_homes,
  });

  it('name one file per scope', () => {
    expect(reviewsFile('all')).toBe('/reviews/all.json');
    expect(reviewsFile('vacation-homes')).toBe('/reviews/vacation-homes.json');
  });

  it('hold what the public route answers: every review, or the holiday-home guests’ alone, in order', () => {
    const reviews = [review('a', false), review('b', true), { ...review('c', null), id: 7 }];
    expect(reviewsAnswer(reviews, 'all').map((r) => r.reviewer)).toEqual(['a', 'b', 'c']);
    expect(reviewsAnswer(reviews, 'all')[2]).not.toHaveProperty('id');
    expect(reviewsAnswer(reviews, 'vacation-homes').map((r) => r.reviewer)).toEqual(['b']);
  });
});

describe('fetchReviews', () => {
  it('counts and averages the answered reviews', async () => {
    const log = jest.fn();
    const result = await fetchReviews('u', answer([{ starRating: 'FIVE' }, { starRating: 'FOUR' }]), log);
    expect(result).toMatchObject({ count: 2, average: 4.5 });
    expect(result.reviews).toHaveLength(2);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', answer({ error: 'x' }, 500)],
    ['a network failure', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch],
    [
      'an unreadable body',
      jest.fn().mockResolvedValue({
        ok: true,
        status: 200,
        json: async () => {
          throw new SyntaxError('bad json');
        },
      }) as unknown as typeof fetch,
    ],
    ['an empty list', answer([])],
  ])('%s gives no reviews, 0 and 0, and one log line', async (_name, fetchImpl) => {
    const log = jest.fn();
    await expect(fetchReviews('https://cms.example/r', fetchImpl, log)).resolves.toEqual({
      reviews: [],
      count: 0,
      average: 0,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('https://cms.example/r');
  });
});
