import { toIndexEntry, type RawIndexProperty } from '@brokerage/core/cms/property';
import { emptyFilter, type SearchFilter } from '@brokerage/core/search/filter';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { random } from '@brokerage/core/lib/random';

// Listings and searches for the benchmarks (bench:search, bench:alerts): sale listings as
// the CMS gives them, through the build's own toIndexEntry, the same on every run.

export const AREAS = [
  ['dubai-marina', 'Dubai Marina', 'دبي مارينا'],
  ['palm-jumeirah', 'Palm Jumeirah', 'نخلة جميرا'],
  ['downtown-dubai', 'Downtown Dubai', 'وسط مدينة دبي'],
  ['business-bay', 'Business Bay', 'الخليج التجاري'],
  ['jumeirah-village-circle', 'Jumeirah Village Circle', 'قرية جميرا الدائرية'],
  ['jumeirah-lake-towers', 'Jumeirah Lake Towers', 'أبراج بحيرات جميرا'],
  ['dubai-hills-estate', 'Dubai Hills Estate', 'دبي هيلز استيت'],
  ['arabian-ranches', 'Arabian Ranches', 'المرابع العربية'],
  ['al-barsha', 'Al Barsha', 'البرشاء'],
  ['dubai-creek-harbour', 'Dubai Creek Harbour', 'خور دبي'],
] as const;
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'duplex', 'hotel-apartment'];
const FEATURES = ['pool', 'gym', 'balcony', 'maids-room', 'parking', 'sea-view', 'furnished', 'study'];
const FACTS = ['elite', 'golden-visa-eligible', 'vacant-on-transfer', 'tenanted', 'price-reduced'];

/** A hex digest-like string, as gatsby-plugin-image names its files. */
const hex = (r: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(r() * 16).toString(16)).join('');

/**
 * A photo as gatsby-plugin-image gives it: a hash folder per width, the fallback the 480w
 * one (four draws, as this generator always made, so the data stays comparable).
 */
function processedImage(r: () => number, dir: string, file: string) {
  const [fallback, narrow, , wide] = Array.from({ length: 4 }, () => hex(r, 5));
  const url = (hash: string | undefined) => `${dir}/${hash}/${file}.jpg`;
  return {
    width: 480,
    height: 320,
    images: {
      fallback: {
        src: url(fallback),
        srcSet: [`${url(narrow)} 240w`, `${url(fallback)} 480w`, `${url(wide)} 960w`].join(',\n'),
      },
    },
  };
}

/** Sale listings as the CMS gives them, each with its own photo, through the build's toIndexEntry. */
export function entries(count: number, seed: number): IndexEntry[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const [slug, name, ar] = pick(AREAS);
    const bedrooms = Math.floor(r() * 7);
    const type = pick(TYPES);
    const id = 1 + i * 3 + Math.floor(r() * 3);
    const dir = `/static/${hex(r, 32)}`;
    const file = `oasis_${slug}_${id}_${hex(r, 10)}`;
    const raw: RawIndexProperty = {
      strapi_id: id,
      slug: `${bedrooms}-bedroom-${type}-for-sale-in-${slug}`,
      title: `${bedrooms} bedroom ${type.replace('-', ' ')} for sale in ${name}`,
      price: Math.round((300_000 + r() * 30_000_000) / 1000) * 1000,
      rent_period: null,
      bedrooms,
      bathrooms: bedrooms + 1,
      floor_area: Math.round(400 + r() * 8000),
      property_type: type,
      department: 'residential',
      completion: r() < 0.9 ? 'ready' : 'off_plan',
      completion_date: null,
      permit_number: String(Math.floor(1e9 + r() * 9e9)),
      listed_date: new Date(Date.UTC(2026, 0, 1) + Math.floor(r() * 300) * 864e5).toISOString().slice(0, 10),
      pType: 'sales',
      area: { slug, name, localized_names: { ar } },
      developer: r() < 0.3 ? { slug: pick(['emaar', 'damac', 'sobha', 'nakheel']) } : null,
      negotiator: { negotiator_id: `N${1000 + Math.floor(r() * 14)}` },
      features: { strapi_json_value: FEATURES.filter(() => r() < 0.4) },
      facts: { strapi_json_value: FACTS.filter(() => r() < 0.2) },
      images: [
        {
          alternativeText: `${name} view`,
          localFile: { childImageSharp: { gatsbyImageData: processedImage(r, dir, file) } },
        },
      ],
    };
    return toIndexEntry(raw);
  }).sort((a, b) => (a.listed < b.listed ? 1 : a.listed > b.listed ? -1 : a.id - b.id)); // newest first, as the build writes them
}

export function filters(count: number, seed: number): SearchFilter[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, () => ({
    ...emptyFilter('sale'),
    areas: r() < 0.7 ? [pick(AREAS)[0]] : [],
    bedrooms: r() < 0.5 ? { min: Math.floor(r() * 3), max: null } : { min: null, max: null },
    price: r() < 0.5 ? { min: null, max: 2_000_000 + Math.floor(r() * 10) * 1_000_000 } : { min: null, max: null },
    mustInclude: r() < 0.3 ? [pick(FEATURES)] : [],
    sort: pick(['newest', 'price-asc', 'price-desc'] as const),
    page: 1 + Math.floor(r() * 3),
  }));
}
