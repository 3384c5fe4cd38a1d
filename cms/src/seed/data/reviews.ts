/**
 * Customer reviews as the review service delivers them. Deterministic: the comments are
 * fixed, ratings and dates come from a seeded PRNG, so two fresh seeds are identical.
 */
import { createRng } from '../prng';

/** A review's reviewer and words. */
type Review = [reviewer: string, comment: string];
type Star = 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
type StarMix = [Star, number][];

const BROKERAGE: Review[] = [
  [
    'Michael Thompson',
    'Sarah found us a three-bedroom in Dubai Hills within two weeks and handled the mortgage paperwork with the bank. Smooth from start to finish.',
  ],
  [
    'Aisha Al Zarooni',
    'Professional and honest advice on pricing. Our villa in Arabian Ranches sold close to the asking price in under a month.',
  ],
  [
    'Dmitry Sokolov',
    'Aleksandr explained every step of buying off-plan in Russian and kept us updated through handover. Highly recommended.',
  ],
  [
    'Claire Dubois',
    'Julien was patient with our long list of questions and showed us apartments that actually matched our brief.',
  ],
  ['Rahul Mehta', 'The leasing team found tenants for our JLT apartment in ten days and registered the Ejari for us.'],
  [
    'Katarzyna Wiśniewska',
    'Anna helped us compare three communities and negotiated a good discount on a townhouse in Damac Hills 2.',
  ],
  [
    'James O’Connor',
    'Quick responses on WhatsApp and a clear valuation backed by recent transactions. Would use them again.',
  ],
  [
    'Noura Haddad',
    'Very organised viewings, but one appointment was moved at short notice. Otherwise a good experience.',
  ],
  [
    'Oliver Grant',
    'Property management has been reliable for two years: rent on time, maintenance handled, monthly statements.',
  ],
  [
    'Maria Santos',
    'Friendly team and good local knowledge of Dubai Marina. The process took a little longer than promised.',
  ],
  [
    'Yusuf Karim',
    'Karim walked us through payment plans from four developers and we reserved a unit at launch. Great service.',
  ],
  ['Hannah Becker', 'Chloe looks after our apartment while we are in Germany. Everything is documented with photos.'],
  [
    'Piotr Zieliński',
    'Marek answered all our questions in Polish and arranged the title deed transfer without us flying in.',
  ],
  [
    'Leila Nasser',
    'Good selection of commercial units in Business Bay and a transparent breakdown of service charges.',
  ],
  ['Tom Richards', 'Communication could have been faster during the transfer week, but the deal closed as planned.'],
  [
    'Sofia Rossi',
    'They helped us relocate from Milan, found a rental near the school and recommended a moving company.',
  ],
  ['Ahmed Farouk', 'Straightforward, no pressure and excellent follow-up after the sale.'],
  [
    'Emily Clarke',
    'The valuation was realistic and the marketing photos were excellent. Sold to a cash buyer in three weeks.',
  ],
  ['Viktor Ivanov', 'Solid advice on rental yields in JVC. We bought two studios through them.'],
  ['Grace Liu', 'Wei presented projects in London and Dubai side by side, which made our decision much easier.'],
];

const VACATION: Review[] = [
  [
    'Lucas Martin',
    'Spotless apartment with a full marina view, fast check-in and Elena answered every message within minutes.',
  ],
  [
    'Fatima Rahman',
    'Lovely holiday home in Downtown, walking distance to the fountain. The kitchen had everything we needed.',
  ],
  ['George Wilson', 'Great villa on the Palm for our family trip. Pool was clean and the beach access was perfect.'],
  ['Olga Smirnova', 'Comfortable stay, good location in JBR. The air conditioning in one bedroom was a little noisy.'],
  ['Ben Carter', 'Easy self check-in, fresh towels and a welcome pack. Would book again for our next business trip.'],
  ['Natalia Nowak', 'The apartment matched the photos exactly and the host recommended great restaurants nearby.'],
  ['Samir Aziz', 'Good value for a month-long stay in Business Bay, with weekly cleaning included.'],
  ['Isabelle Laurent', 'Beautiful decor and a quiet building. Parking instructions could be clearer.'],
  ['Jack Morris', 'Perfect for a long weekend in the Marina, everything was organised and the team was very helpful.'],
  ['Mei Chen', 'Clean, modern and close to the metro. Check-out was flexible when our flight was delayed.'],
  ['Hugo Fernández', 'The studio was smaller than expected but very well equipped and well located.'],
  ['Layla Khalil', 'Excellent hospitality, the guest manager arranged a baby cot and airport transfer for us.'],
];

const DAY = 24 * 60 * 60 * 1000;
const LAST_REVIEW = Date.UTC(2026, 9, 28, 10, 0, 0);

/** The seeded reviews; brokerage and vacation-home guests get their own rating mix. */
function reviewRecords() {
  const rng = createRng(20261102);
  const stars = (mix: StarMix) => rng.weighted(mix);
  const brokerageMix: StarMix = [
    ['FIVE', 70],
    ['FOUR', 20],
    ['THREE', 7],
    ['TWO', 3],
  ];
  const vacationMix: StarMix = [
    ['FIVE', 60],
    ['FOUR', 28],
    ['THREE', 10],
    ['ONE', 2],
  ];
  const make = (list: Review[], mix: StarMix, vacation: boolean) =>
    list.map(([reviewer, comment], i) => ({
      reviewer,
      comment,
      starRating: stars(mix),
      create_time: new Date(LAST_REVIEW - (i * 9 + rng.int(0, 8)) * DAY).toISOString(),
      vacation_homes: vacation,
    }));
  return [...make(BROKERAGE, brokerageMix, false), ...make(VACATION, vacationMix, true)];
}

export { reviewRecords };
