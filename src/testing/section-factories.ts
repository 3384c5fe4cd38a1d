import type { Section } from '@brokerage/core/cms/sections';
import type { SectionData } from '../components/page/sections/use-section-data';
import { REVIEW_SCOPES, reviewsAnswer, reviewsFile } from '../reviews/client';

/** A page section as the renderers receive it; a text section unless overridden. */
export function makeSection(overrides: Partial<Section> = {}): Section {
  return {
    kind: 'text',
    heading: 'Why Oasis Key',
    html: '<p>RERA-registered consultants.</p>',
    image: null,
    cta: null,
    variant: '',
    area: '',
    items: [],
    ...overrides,
  };
}

const review = (reviewer: string, starRating: string, vacation_homes = false) => ({
  reviewer,
  starRating,
  comment: `Review by ${reviewer}`,
  create_time: '2026-10-01T10:00:00.000Z',
  vacation_homes,
});

/**
 * What the sections' static query returns: four reviews (average 4.5; the two holiday-home
 * guests 4.5 too), two team members, a developer and two areas.
 */
export function makeSectionData(overrides: Partial<SectionData> = {}): SectionData {
  return {
    reviews: {
      nodes: [review('Ann', 'FIVE'), review('Bob', 'FOUR'), review('Cy', 'FIVE', true), review('Di', 'FOUR', true)],
    },
    team: {
      nodes: [
        {
          firstname: 'Sarah',
          lastname: 'Whitfield',
          email: 'sarah@example.test',
          phone: '971502345678',
          job_title: 'Head of Sales',
          languages: { strapi_json_value: ['English'] },
          photo: null,
        },
        {
          firstname: 'Omar',
          lastname: 'Haddad',
          email: 'omar@example.test',
          phone: '',
          job_title: 'Managing Director',
          languages: null,
          photo: null,
        },
      ],
    },
    developers: {
      nodes: [{ name: 'Emaar', slug: 'emaar', website: 'https://www.emaar.com', description: 'Master developer.' }],
    },
    areas: {
      nodes: [
        {
          slug: 'dubai-marina',
          name: 'Dubai Marina',
          localized_names: { ar: 'دبي مارينا', fr: null, ru: null, pl: null },
        },
        { slug: 'dubai', name: 'Dubai', localized_names: { ar: 'دبي', fr: 'Dubaï', ru: null, pl: null } },
      ],
    },
    ...overrides,
  };
}

/**
 * Answers the site's review files (`/reviews/<scope>.json`) as the build writes them from
 * `data`'s reviews, as the CDN would; any other request still fails.
 */
export function answerReviewFiles(data: SectionData = makeSectionData()): void {
  const files = new Map(REVIEW_SCOPES.map((scope) => [reviewsFile(scope), reviewsAnswer(data.reviews.nodes, scope)]));
  jest.mocked(fetch).mockImplementation(async (input) => {
    const answer = files.get(String(input));
    if (!answer) throw new Error(`no network in unit tests: ${String(input)}`);
    return { ok: true, status: 200, json: async () => answer } as Response;
  });
}
