import { propertyHeadline } from '../i18n/property-headline';
import { isPermitNumber, normalisePermit } from '../property/permit';
import type { Department, PType } from '../search/roots';
import type { RentPeriod } from '../search/periods';
import { amenitiesOf } from './amenities';
import { createAreaResolver, placeKey, placeName, type AreaMatch, type CommunityRule, type SiteArea } from './areas';
import { digestOf } from './digest';
import type { FeedAgent, FeedListing, FeedPhoto } from './listing';

/**
 * Bumped when the mapping itself changes, so that the next import rewrites every listing
 * once with the new rules (their digests no longer match).
 */
export const MAPPING_VERSION = 1;

/** The CMS property fields an import writes (relations by documentId); the rest stay the editors'. */
export type PropertyFields = {
  title: string;
  title_ar: string | null;
  slug: string;
  description: string | null;
  description_ar: string | null;
  referenceNumber: string;
  feed_reference: string;
  department: Department;
  search_type: 'sales' | 'lettings';
  pType: PType;
  price: number;
  rent_period: RentPeriod | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor_area: number | null;
  property_type: string;
  features: string[];
  amenities: string[];
  completion: 'ready' | 'off_plan';
  service_charge: number | null;
  furnishing: FeedListing['furnishing'];
  permit_number: string | null;
  latitude: number | null;
  longitude: number | null;
  project_name: string | null;
  area: string;
  negotiator: string | null;
  developer: string | null;
};

export type MappedListing =
  | {
      ok: true;
      reference: string;
      line: number;
      fields: PropertyFields;
      photos: FeedPhoto[];
      /** Of the fields and photos: equal digests mean nothing to write. */
      digest: string;
      area: AreaMatch;
      notes: string[];
    }
  | {
      ok: false;
      reference: string;
      line: number;
      reasons: string[];
      /** Set when the area is unknown: the community an editor is asked to map. */
      unknownPlace?: FeedListing['location'];
    };

/** What the CMS holds that a listing is matched against: areas and editors' rules, the team, developers (ids are documentIds). */
export type FeedLookupData = {
  areas: readonly SiteArea[];
  rules: readonly CommunityRule[];
  team: readonly { id: string; email?: string | null; licence_number?: string | null }[];
  developers: readonly { id: string; name: string }[];
};

export type FeedLookups = {
  area(location: FeedListing['location']): AreaMatch | null;
  agent(agent: FeedAgent): string | null;
  developer(name: string): string | null;
};

// A RERA broker registration number (BRN) as compared: its digits ("BRN 40777" is 40777).
const licenceKey = (raw: string | null | undefined) => (raw ?? '').replace(/\D/g, '');

/** Lookups built once per run: areas (rules, then names), agents by e-mail or licence number, developers by name. */
export function createLookups(data: FeedLookupData): FeedLookups {
  const area = createAreaResolver(data.areas, data.rules);
  const byEmail = new Map<string, string>();
  const byLicence = new Map<string, string>();
  for (const member of data.team) {
    if (member.email) byEmail.set(member.email.trim().toLowerCase(), member.id);
    const licence = licenceKey(member.licence_number);
    if (licence) byLicence.set(licence, member.id);
  }
  const developers = new Map(data.developers.map((d) => [placeKey(d.name), d.id]));
  return {
    area,
    agent: (agent) => byEmail.get(agent.email.trim().toLowerCase()) ?? byLicence.get(licenceKey(agent.licence)) ?? null,
    developer: (name) => (name ? (developers.get(placeKey(name)) ?? null) : null),
  };
}

/** Where a listing belongs on the site, from what it is offered for and its rent periods. */
function placement(listing: FeedListing): { department: Department; period: RentPeriod | null } | string {
  const { purpose, use, rents } = listing;
  if (purpose === 'sale') {
    if (use === 'commercial') return { department: 'commercial', period: null };
    return { department: listing.completion === 'off_plan' ? 'new_developments' : 'residential', period: null };
  }
  // A long let is priced by the year (or the month); a holiday home by the night or the week.
  if (rents.yearly) return { department: use === 'commercial' ? 'commercial' : 'residential', period: 'yearly' };
  if (use === 'residential' && (rents.daily || rents.weekly))
    return { department: 'short_term', period: rents.daily ? 'daily' : 'weekly' };
  if (rents.monthly) return { department: use === 'commercial' ? 'commercial' : 'residential', period: 'monthly' };
  if (use === 'commercial' && (rents.daily || rents.weekly))
    return 'a commercial rent by the night or the week has no place on the site';
  return 'missing price';
}

/** A title's URL slug, as the seed writes them. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');

/**
 * A feed listing as the CMS's property: its root and department, price and rent period,
 * area, agent, developer, amenities and features, permit and texts; or why it cannot be
 * imported (every reason at once, so one report says all an editor must fix).
 */
export function toProperty(listing: FeedListing, lookups: FeedLookups): MappedListing {
  const reasons = [...listing.problems];
  const notes = [...listing.notes];
  const reject = (extra: Partial<Extract<MappedListing, { ok: false }>> = {}): MappedListing => ({
    ok: false,
    reference: listing.reference,
    line: listing.line,
    reasons,
    ...extra,
  });
  if (!listing.reference) reasons.unshift('no reference number');

  const placed = listing.purpose && listing.use ? placement(listing) : null;
  if (listing.priceOnApplication && !listing.salePrice && !Object.keys(listing.rents).length)
    reasons.push('price on application: the site shows a price for every listing');
  else if (typeof placed === 'string') reasons.push(placed);
  else if (listing.purpose === 'sale' && !listing.salePrice) reasons.push('missing price');

  const permit = normalisePermit(listing.permit);
  if (permit && !isPermitNumber(permit))
    reasons.push(`bad permit '${listing.permit}': a DLD permit number has 6 to 14 digits`);

  const area = lookups.area(listing.location);
  if (!area) reasons.push(`unknown area: ${placeName(listing.location)}`);
  if (reasons.length || !placed || typeof placed === 'string' || !area || !listing.type)
    return reject(area ? {} : { unknownPlace: listing.location });

  const { department, period } = placed;
  const sale = listing.purpose === 'sale';
  const price = sale ? listing.salePrice! : listing.rents[period!]!;
  const commercial = listing.use === 'commercial';
  const bedrooms = commercial ? null : listing.bedrooms;
  const { amenities, features } = amenitiesOf(listing.amenities);
  if (listing.furnishing === 'furnished' && !features.includes('furnished')) features.push('furnished');

  let title = listing.title.en;
  if (!title) {
    const purpose = department === 'short_term' ? 'short-term' : sale ? 'sale' : 'rent';
    title = propertyHeadline({ bedrooms, type: listing.type, purpose, area: area.area.name }, 'en');
    notes.push(`no English title: titled '${title}'`);
  }
  const negotiator = listing.agent ? lookups.agent(listing.agent) : null;
  if (listing.agent && !negotiator)
    notes.push(
      `agent ${listing.agent.email || listing.agent.licence || listing.agent.name} is not a team member: the office is shown`,
    );
  const developer = lookups.developer(listing.developer);
  if (listing.developer && !developer) notes.push(`developer '${listing.developer}' is not in the CMS: left out`);
  const charge = listing.serviceCharge;
  if (charge !== null && !(charge > 0 && charge <= 500))
    notes.push(`service charge ${charge} is not AED per sq ft a year: left out`);

  const fields: PropertyFields = {
    title: title.slice(0, 255),
    title_ar: listing.title.ar ? listing.title.ar.slice(0, 255) : null,
    slug: slugOf(title) || slugOf(`${listing.type} ${area.area.slug}`),
    description: listing.description.en || null,
    description_ar: listing.description.ar || null,
    referenceNumber: listing.reference,
    feed_reference: listing.reference,
    department,
    search_type: sale ? 'sales' : 'lettings',
    pType: sale ? 'sales' : 'lettings',
    price: Math.round(price),
    rent_period: period,
    bedrooms,
    bathrooms: listing.bathrooms,
    floor_area: listing.size ? Math.round(listing.size) : null,
    property_type: listing.type,
    features,
    amenities,
    completion: listing.completion === 'off_plan' ? 'off_plan' : 'ready',
    service_charge: charge !== null && charge > 0 && charge <= 500 ? charge : null,
    furnishing: listing.furnishing,
    permit_number: permit || null,
    latitude: listing.geo?.latitude ?? null,
    longitude: listing.geo?.longitude ?? null,
    project_name: listing.project || null,
    area: area.area.id,
    negotiator,
    developer,
  };
  const photos = listing.photos.slice(0, 50);
  return {
    ok: true,
    reference: listing.reference,
    line: listing.line,
    fields,
    photos,
    digest: digestOf([MAPPING_VERSION, fields, photos]),
    area,
    notes,
  };
}
