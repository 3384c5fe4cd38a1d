/** Amenity categories in the spec's order; the order decides which category wins. */
export const AMENITY_CATEGORIES = [
  'community',
  'pets',
  'play-area',
  'retail',
  'parking',
  'healthcare',
  'transport',
  'education',
  'services',
  'views',
  'building',
  'in-unit',
  'technology',
  'pool',
  'gym',
  'sports',
  'yoga',
  'wellness',
  'bbq',
  'outdoor-sitting',
  'beach',
  'green-spaces',
  'default',
] as const;

export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

// Our own keywords (the spec names only the categories). A keyword matches at the start of
// a word, so `pet` finds "Pets allowed" but not "Carpeted floors".
const KEYWORDS: Record<Exclude<AmenityCategory, 'default'>, readonly string[]> = {
  community: ['community', 'family', 'families', 'clubhouse', 'residents'],
  pets: ['pet', 'dog', 'cat friendly'],
  'play-area': ['play area', 'playground', 'kids', 'children', 'nursery', 'crèche', 'creche'],
  retail: ['retail', 'shop', 'supermarket', 'mall', 'café', 'cafe', 'restaurant', 'grocery'],
  parking: ['parking', 'garage', 'car park', 'valet'],
  healthcare: ['health', 'clinic', 'hospital', 'pharmacy', 'medical'],
  transport: ['metro', 'tram', 'bus', 'transport', 'airport', 'highway', 'road access'],
  education: ['school', 'university', 'education', 'college', 'library'],
  services: ['security', 'concierge', 'maintenance', 'service', 'cleaning', 'dewa', 'chiller', 'reception', 'cctv'],
  views: ['view', 'skyline', 'waterfront', 'canal', 'lake'],
  building: ['lift', 'elevator', 'lobby', 'lounge', 'loading', 'conference', 'floor', 'podium', 'rooftop', 'storage'],
  'in-unit': [
    'wardrobe',
    'kitchen',
    'pantry',
    'air conditioning',
    'maid',
    'balcony',
    'furnished',
    'appliance',
    'study',
    'laundry',
  ],
  technology: ['wifi', 'wi-fi', 'internet', 'smart home', 'fibre', 'fiber', 'broadband', 'satellite'],
  pool: ['pool', 'swimming'],
  gym: ['gym', 'fitness'],
  sports: ['sport', 'tennis', 'squash', 'basketball', 'football', 'golf', 'jogging', 'running', 'cycling', 'court'],
  yoga: ['yoga', 'pilates', 'meditation'],
  wellness: ['spa', 'sauna', 'steam', 'jacuzzi', 'wellness', 'massage'],
  bbq: ['bbq', 'barbecue', 'barbeque', 'grill'],
  'outdoor-sitting': ['sitting', 'seating', 'terrace', 'patio', 'deck', 'majlis'],
  beach: ['beach', 'sea', 'marina'],
  'green-spaces': ['garden', 'park', 'landscap', 'green', 'lawn', 'trees'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Word start: the keyword after the beginning or a character that is not a letter or digit.
const MATCHERS = (Object.entries(KEYWORDS) as [AmenityCategory, readonly string[]][]).map(
  ([category, words]) => [category, new RegExp(`(^|[^\\p{L}\\p{N}])(${words.map(escape).join('|')})`, 'iu')] as const,
);

/**
 * The category of one amenity: the first category, in the spec's order, with a keyword in
 * the text; `default` when none has.
 * @example amenityCategory('Community pool and park') // 'community' (before 'pool')
 */
export function amenityCategory(amenity: string): AmenityCategory {
  return MATCHERS.find(([, pattern]) => pattern.test(amenity))?.[0] ?? 'default';
}

export type AmenityGroup = { category: AmenityCategory; amenities: string[] };

/** Amenities grouped by category in the spec's order, empty categories left out, `default` last. */
export function groupAmenities(amenities: readonly string[]): AmenityGroup[] {
  const groups = new Map<AmenityCategory, string[]>();
  for (const raw of amenities) {
    const amenity = raw.trim();
    if (!amenity) continue;
    const category = amenityCategory(amenity);
    const list = groups.get(category) ?? [];
    if (!list.includes(amenity)) list.push(amenity);
    groups.set(category, list);
  }
  return AMENITY_CATEGORIES.flatMap((category) => {
    const list = groups.get(category);
    return list ? [{ category, amenities: list }] : [];
  });
}
