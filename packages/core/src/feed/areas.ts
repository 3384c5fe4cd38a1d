import type { FeedListing } from './listing';

/** A CMS area a listing can be placed in (`id` is its documentId). */
export type SiteArea = { id: string; slug: string; name: string; city?: string | null };

/** An editor's (or the importer's) rule: a feed's city, community and optional sub-community, and its area (null: not mapped yet). */
export type CommunityRule = { city: string; community: string; subCommunity?: string | null; area: string | null };

type Location = FeedListing['location'];

/**
 * A place name as compared: lower case, no accents or punctuation, "&" as "and", without a
 * leading "the".
 * @example placeKey('The Palm Jumeirah') // 'palm jumeirah'
 */
export function placeKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

// Names CRMs use for communities the site calls otherwise.
const ALIASES: Readonly<Record<string, string>> = {
  jvc: 'jumeirah village circle',
  jvt: 'jumeirah village triangle',
  jlt: 'jumeirah lake towers',
  jbr: 'jumeirah beach residence',
  dso: 'dubai silicon oasis',
  dip: 'dubai investment park',
  'dubai hills': 'dubai hills estate',
  'mbr city': 'mohammed bin rashid city',
  'mohammed bin rashid al maktoum city': 'mohammed bin rashid city',
  'downtown burj khalifa': 'downtown dubai',
  'dubai creek': 'dubai creek harbour',
};

/** The key a community rule is kept under: its city and community, and sub-community when it has one. */
export const ruleKey = (city: string, community: string, subCommunity = '') =>
  [city, community, subCommunity].map(placeKey).join('|');

/** How a listing's location reads in a report. */
export const placeName = (location: Location) =>
  [location.city, location.community, location.subCommunity].filter(Boolean).join(' / ') || '(no location)';

export type AreaMatch = { area: SiteArea; by: 'rule' | 'name' };

/**
 * Finds a listing's area: an editor's rule for its sub-community, then for its community;
 * else the area named like its community (or a known alias, or its sub-community) in the
 * same city. Null when none: the listing waits for an editor to map the community.
 */
export function createAreaResolver(areas: readonly SiteArea[], rules: readonly CommunityRule[]) {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const byRule = new Map<string, SiteArea>();
  for (const rule of rules) {
    const area = rule.area ? byId.get(rule.area) : undefined;
    if (area) byRule.set(ruleKey(rule.city, rule.community, rule.subCommunity ?? ''), area);
  }
  const byName = new Map<string, SiteArea[]>();
  for (const area of areas) {
    for (const key of new Set([placeKey(area.name), placeKey(area.slug)])) {
      byName.set(key, [...(byName.get(key) ?? []), area]);
    }
  }
  const named = (name: string, city: string): SiteArea | undefined => {
    const key = placeKey(name);
    const candidates = byName.get(ALIASES[key] ?? key) ?? [];
    return candidates.find((a) => !city || !a.city || placeKey(a.city) === placeKey(city));
  };

  return (location: Location): AreaMatch | null => {
    const { city, community, subCommunity } = location;
    const rule =
      (subCommunity && byRule.get(ruleKey(city, community, subCommunity))) || byRule.get(ruleKey(city, community));
    if (rule) return { area: rule, by: 'rule' };
    if (!community) return null;
    const area = named(community, city) ?? (subCommunity ? named(subCommunity, city) : undefined);
    return area ? { area, by: 'name' } : null;
  };
}
