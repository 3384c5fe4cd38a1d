/** Star ratings as the review service spells them (spec section 9: FIVE is 5 ... ONE is 1). */
export const STAR_VALUES = { FIVE: 5, FOUR: 4, THREE: 3, TWO: 2, ONE: 1 } as const;
export type StarRating = keyof typeof STAR_VALUES;

/** A review as the site shows it. */
export type Review = {
  reviewer: string;
  starRating: StarRating;
  comment: string;
  /** ISO date-time, or '' when the service gave none. */
  createTime: string;
  vacationHomes: boolean;
};

/** Count and average (one decimal) of a set of reviews. */
export type ReviewSummary = { count: number; average: number };

export const NO_REVIEWS: ReviewSummary = { count: 0, average: 0 };

/** The numeric value of a star rating, or undefined for anything else. */
export function starValue(rating: unknown): number | undefined {
  return typeof rating === 'string' && Object.hasOwn(STAR_VALUES, rating)
    ? STAR_VALUES[rating as StarRating]
    : undefined;
}

/**
 * Count and average to one decimal; reviews without a known star rating are left out.
 * @example summarize([{ starRating: 'FIVE' }, { starRating: 'FOUR' }]) // { count: 2, average: 4.5 }
 */
export function summarize(reviews: readonly { starRating?: unknown }[]): ReviewSummary {
  const values = reviews.map((r) => starValue(r.starRating)).filter((v): v is number => v !== undefined);
  if (values.length === 0) return NO_REVIEWS;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  // Rounded on the value times ten, so 4.75 gives 4.8 as a person would expect.
  return { count: values.length, average: Math.round(mean * 10 + 1e-9) / 10 };
}

type RawReview = {
  reviewer?: unknown;
  starRating?: unknown;
  comment?: unknown;
  create_time?: unknown;
  vacation_homes?: unknown;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Reviews from the endpoint's answer (a list, or Strapi's `{ data: [...] }`); anything
 * else is no reviews. Entries without a valid star rating are dropped.
 */
export function toReviews(answer: unknown): Review[] {
  const list = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { data?: unknown } | null)?.data)
      ? (answer as { data: unknown[] }).data
      : [];
  return list.flatMap((raw: RawReview | null) => {
    if (!raw || typeof raw !== 'object' || starValue(raw.starRating) === undefined) return [];
    return [
      {
        reviewer: text(raw.reviewer),
        starRating: raw.starRating as StarRating,
        comment: text(raw.comment),
        createTime: text(raw.create_time),
        vacationHomes: raw.vacation_homes === true,
      },
    ];
  });
}
