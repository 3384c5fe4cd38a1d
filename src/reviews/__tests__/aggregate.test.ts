import fc from 'fast-check';
import { starValue, summarize, toReviews, STAR_VALUES, type StarRating } from '../aggregate';

const stars = (...ratings: string[]) => ratings.map((starRating) => ({ starRating }));

describe('starValue', () => {
  it.each([
    ['FIVE', 5],
    ['FOUR', 4],
    ['THREE', 3],
    ['TWO', 2],
    ['ONE', 1],
    ['five', undefined],
    ['ZERO', undefined],
    ['toString', undefined],
    [5, undefined],
    [null, undefined],
  ])('%p is worth %p', (rating, expected) => {
    expect(starValue(rating)).toBe(expected);
  });
});

describe('summarize', () => {
  it.each([
    ['no reviews', stars(), 0, 0],
    ['one five-star review', stars('FIVE'), 1, 5],
    ['five and four', stars('FIVE', 'FOUR'), 2, 4.5],
    ['six fives, a two and a four', stars('FIVE', 'FIVE', 'FIVE', 'TWO', 'FIVE', 'FIVE', 'FIVE', 'FOUR'), 8, 4.5],
    ['three fives and a four is 4.75 -> 4.8', stars('FIVE', 'FIVE', 'FIVE', 'FOUR'), 4, 4.8],
    ['one of each', stars('FIVE', 'FOUR', 'THREE', 'TWO', 'ONE'), 5, 3],
    ['two thirds', stars('FIVE', 'FIVE', 'FOUR'), 3, 4.7],
    ['unknown ratings are left out', stars('FIVE', 'SIX', '', 'ONE'), 2, 3],
    ['only unknown ratings', stars('NONE'), 0, 0],
  ])('%s', (_name, reviews, count, average) => {
    expect(summarize(reviews)).toEqual({ count, average });
  });

  it('the average stays between 1 and 5 with at most one decimal', () => {
    const rating = fc.constantFrom(...(Object.keys(STAR_VALUES) as StarRating[]));
    fc.assert(
      fc.property(fc.array(rating, { minLength: 1, maxLength: 200 }), (ratings) => {
        const { count, average } = summarize(stars(...ratings));
        const exact = ratings.reduce((s, r) => s + STAR_VALUES[r], 0) / ratings.length;
        return (
          count === ratings.length &&
          average >= 1 &&
          average <= 5 &&
          Math.abs(average * 10 - Math.round(average * 10)) < 1e-9 &&
          Math.abs(average - exact) <= 0.05 + 1e-9
        );
      }),
    );
  });
});

describe('toReviews', () => {
  const raw = {
    reviewer: 'Ann',
    starRating: 'FOUR',
    comment: 'Good',
    create_time: '2026-10-01T10:00:00.000Z',
    vacation_homes: true,
  };

  it('reads the endpoint list', () => {
    expect(toReviews([raw])).toEqual([
      {
        reviewer: 'Ann',
        starRating: 'FOUR',
        comment: 'Good',
        createTime: '2026-10-01T10:00:00.000Z',
        vacationHomes: true,
      },
    ]);
  });

  it('reads a Strapi { data } answer', () => {
    expect(toReviews({ data: [raw] })).toHaveLength(1);
  });

  it.each([
    ['null', null],
    ['an error object', { error: { status: 500 } }],
    ['a string', 'Internal Server Error'],
    ['a number', 42],
  ])('%s gives no reviews', (_name, answer) => {
    expect(toReviews(answer)).toEqual([]);
  });

  it('drops entries without a valid rating and fills missing text', () => {
    expect(toReviews([null, 'x', { starRating: 'TEN' }, { starRating: 'ONE' }])).toEqual([
      { reviewer: '', starRating: 'ONE', comment: '', createTime: '', vacationHomes: false },
    ]);
  });
});
