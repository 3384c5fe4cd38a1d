/**
 * The amenities portal feeds name, keyed by Property Finder's codes: the English term the
 * CMS keeps (translated by the site's vocabulary, i18n/dictionaries/terms.ts), the search
 * feature it gives (`with-pool`...), and the names Bayut/dubizzle feeds write instead.
 */
type Amenity = { term: string; feature?: string; names: readonly string[] };

export const FEED_AMENITIES: Readonly<Record<string, Amenity>> = {
  AC: {
    term: 'Central air conditioning',
    names: ['central a/c', 'central ac', 'central a/c & heating', 'air conditioning'],
  },
  BA: { term: 'Balcony', feature: 'balcony', names: ['balcony', 'balcony or terrace'] },
  BK: { term: 'Built-in kitchen appliances', names: ['built in kitchen appliances', 'kitchen appliances'] },
  BL: { term: 'View of landmark', names: ['view of landmark', 'landmark view'] },
  BW: { term: 'Built-in wardrobes', names: ['built in wardrobes', 'built-in wardrobes'] },
  CP: { term: 'Covered parking', feature: 'parking', names: ['covered parking', 'parking', 'parking spaces'] },
  CS: { term: 'Concierge service', names: ['concierge', 'concierge service'] },
  LB: { term: 'Lobby in building', names: ['lobby in building', 'lobby'] },
  MR: { term: 'Maid’s room', feature: 'maids-room', names: ["maid's room", 'maids room', 'maid room'] },
  MS: { term: 'Maid service', names: ['maid service'] },
  PA: { term: 'Pets allowed', feature: 'pets-allowed', names: ['pets allowed', 'pet friendly'] },
  PG: { term: 'Private garden', feature: 'private-garden', names: ['private garden', 'garden'] },
  PJ: { term: 'Private jacuzzi', names: ['private jacuzzi', 'jacuzzi'] },
  PP: { term: 'Private swimming pool', feature: 'pool', names: ['private pool', 'private swimming pool'] },
  PY: { term: 'Private gym', feature: 'gym', names: ['private gym'] },
  VC: { term: 'Vastu-compliant', names: ['vastu-compliant', 'vastu compliant'] },
  SE: { term: 'Security', names: ['security', '24 hours security', 'security staff'] },
  SP: {
    term: 'Shared swimming pool',
    feature: 'pool',
    names: ['shared pool', 'swimming pool', 'shared swimming pool'],
  },
  SS: { term: 'Shared spa', names: ['shared spa', 'spa'] },
  ST: { term: 'Study', feature: 'study', names: ['study', 'study room'] },
  SY: { term: 'Shared gym', feature: 'gym', names: ['shared gym', 'gym', 'gym or health club'] },
  VW: { term: 'View of water', names: ['view of water', 'sea view', 'water view'] },
  WC: { term: 'Walk-in closet', names: ['walk-in closet', 'walk in closet'] },
  CO: { term: 'Children’s pool', names: ["children's pool", 'kids pool'] },
  PR: { term: 'Kids play area', names: ["children's play area", 'kids play area', 'play area'] },
  BR: { term: 'Barbecue area', names: ['barbecue area', 'bbq area', 'barbeque area'] },
  // Commercial amenities (LB, SP, SY, CP and VC are shared with the private list).
  CR: { term: 'Conference room', names: ['conference room', 'meeting rooms'] },
  AN: { term: 'Networked', names: ['available networked', 'networked'] },
  DN: { term: 'Dining in building', names: ['dining in building'] },
  PN: { term: 'Pantry', names: ['pantry', 'shared pantry'] },
  MZ: { term: 'Mezzanine', names: ['mezzanine'] },
};

const BY_NAME = new Map(
  Object.entries(FEED_AMENITIES).flatMap(([code, a]) =>
    [...a.names, a.term].map((n) => [n.toLowerCase().replace(/[’‘]/g, "'"), code] as const),
  ),
);

/**
 * An amenity's code from Property Finder's code or a Bayut name; null when unknown.
 * @example amenityCode('sp') // 'SP'
 * @example amenityCode('Shared Gym') // 'SY'
 */
export function amenityCode(raw: string): string | null {
  const text = raw.trim();
  if (Object.hasOwn(FEED_AMENITIES, text.toUpperCase())) return text.toUpperCase();
  return BY_NAME.get(text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')) ?? null;
}

/** The CMS's `amenities` (terms) and `features` (search slugs) of a listing's amenity codes, in feed order, once each. */
export function amenitiesOf(codes: readonly string[]): { amenities: string[]; features: string[] } {
  const amenities = new Set<string>();
  const features = new Set<string>();
  for (const code of codes) {
    const amenity = FEED_AMENITIES[code];
    if (!amenity) continue;
    amenities.add(amenity.term);
    if (amenity.feature) features.add(amenity.feature);
  }
  return { amenities: [...amenities], features: [...features] };
}
