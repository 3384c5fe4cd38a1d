import type { RentPeriod } from '../search/periods';
import { amenityCode } from './amenities';
import type { FeedFormat } from './format';
import { readGeopoints } from './geo';
import { emptyListing, type FeedListing, type FeedPhoto } from './listing';
import { descriptionText } from './text';
import { isYes, readFurnishing, readNumber, readRooms, readUrl, type Read } from './values';
import { child, childText, type XmlElement } from './xml';

/** Property Finder's property type codes and the site's type slugs (farms and storage units have none). */
export const PF_TYPES: Readonly<Record<string, string>> = {
  AP: 'apartment',
  BU: 'bulk-units',
  BW: 'bungalow',
  CD: 'compound',
  DX: 'duplex',
  TX: 'triplex',
  FA: 'factory',
  FF: 'full-floor',
  HA: 'hotel-apartment',
  HF: 'half-floor',
  LC: 'labour-camp',
  LP: 'plot',
  OF: 'office',
  BC: 'business-centre',
  PH: 'penthouse',
  RE: 'retail',
  RT: 'restaurant',
  SA: 'staff-accommodation',
  WB: 'building',
  SH: 'shop',
  SR: 'showroom',
  CW: 'co-working',
  WH: 'warehouse',
  TH: 'townhouse',
  VH: 'villa',
};

const OFFERING = {
  RS: { purpose: 'sale', use: 'residential' },
  RR: { purpose: 'rent', use: 'residential' },
  CS: { purpose: 'sale', use: 'commercial' },
  CR: { purpose: 'rent', use: 'commercial' },
} as const;

const PERIOD_CODES: Readonly<Record<string, RentPeriod>> = { Y: 'yearly', M: 'monthly', W: 'weekly', D: 'daily' };
const PERIODS: readonly RentPeriod[] = ['yearly', 'monthly', 'weekly', 'daily'];

/** Keeps a read value, or the problem it had. */
function take<T>(listing: FeedListing, read: Read<T>, fallback: T): T {
  if ('problem' in read) {
    listing.problems.push(read.problem);
    return fallback;
  }
  return read.value;
}

/**
 * A price in either form: `<price>2500000</price>`; for a rent nested by period
 * (`<price><yearly/><monthly/>…</price>`), or the older single `<price>` with
 * `<rental_period>` Y, M, W or D (a yearly rent when none is given).
 */
function readPrice(listing: FeedListing, property: XmlElement) {
  const price = child(property, 'price');
  if (!price) return;
  const nested = PERIODS.filter((period) => child(price, period));
  if (nested.length) {
    for (const period of nested) {
      const value = take(listing, readNumber(childText(price, period), `${period} price`), null);
      if (value) listing.rents[period] = value;
    }
    return;
  }
  const value = take(listing, readNumber(price.text, 'price'), null);
  if (!value) return;
  if (listing.purpose !== 'rent') {
    listing.salePrice = value;
    return;
  }
  const code = childText(property, 'rental_period').toUpperCase().slice(0, 1);
  const period = code ? PERIOD_CODES[code] : 'yearly';
  if (period) listing.rents[period] = value;
  else listing.problems.push(`rental period '${childText(property, 'rental_period')}' is not Y, M, W or D`);
}

/** `<photo><url last_updated="…">…</url></photo>`; some generators write `last_update`. */
function readPhotos(property: XmlElement): FeedPhoto[] {
  const photo = child(property, 'photo');
  if (!photo) return [];
  return photo.children.flatMap((url) => {
    const href = url.name === 'url' ? readUrl(url.text) : null;
    return href ? [{ url: href, updated: (url.attrs.last_updated ?? url.attrs.last_update ?? '').trim() }] : [];
  });
}

function readAmenities(listing: FeedListing, property: XmlElement) {
  const codes = ['private_amenities', 'commercial_amenities'].flatMap((name) =>
    childText(property, name).split(/[,;]/),
  );
  for (const raw of codes.map((c) => c.trim()).filter(Boolean)) {
    const code = amenityCode(raw);
    if (code) {
      if (!listing.amenities.includes(code)) listing.amenities.push(code);
    } else listing.notes.push(`amenity code '${raw}' is not one Property Finder documents: left out`);
  }
}

/** One `<property>` of a Property Finder feed, read into the common shape. */
export function readPropertyFinder(property: XmlElement): FeedListing {
  const listing = emptyListing(childText(property, 'reference_number'), property.line);
  const offering = childText(property, 'offering_type').toUpperCase();
  const kind = OFFERING[offering as keyof typeof OFFERING];
  if (kind) Object.assign(listing, kind);
  else listing.problems.push(`offering type '${offering}' is not RS, RR, CS or CR`);

  const typeCode = childText(property, 'property_type').toUpperCase();
  listing.type = PF_TYPES[typeCode] ?? null;
  if (!listing.type) listing.problems.push(`property type '${typeCode}' is not one the site lists`);

  const completion = childText(property, 'completion_status').toLowerCase();
  listing.completion = completion.startsWith('off_plan') ? 'off_plan' : completion ? 'ready' : null;
  listing.priceOnApplication = isYes(childText(property, 'price_on_application'));
  readPrice(listing, property);

  listing.bedrooms = take(listing, readRooms(childText(property, 'bedroom', 'bedrooms'), 'bedrooms'), null);
  listing.bathrooms = take(listing, readRooms(childText(property, 'bathroom', 'bathrooms'), 'bathrooms'), null);
  listing.size = take(listing, readNumber(childText(property, 'size'), 'size'), null);
  listing.serviceCharge = take(listing, readNumber(childText(property, 'service_charge'), 'service charge'), null);
  listing.location = {
    city: childText(property, 'city'),
    community: childText(property, 'community'),
    subCommunity: childText(property, 'sub_community'),
    building: childText(property, 'property_name'),
  };
  listing.title = { en: childText(property, 'title_en', 'title'), ar: childText(property, 'title_ar') };
  listing.description = {
    en: descriptionText(childText(property, 'description_en', 'description')),
    ar: descriptionText(childText(property, 'description_ar')),
  };
  readAmenities(listing, property);
  listing.furnishing = readFurnishing(childText(property, 'furnished'));
  listing.permit = childText(property, 'permit_number');
  const agent = child(property, 'agent');
  listing.agent = agent
    ? {
        id: childText(agent, 'id'),
        name: childText(agent, 'name'),
        email: childText(agent, 'email'),
        phone: childText(agent, 'phone'),
        licence: childText(agent, 'license_no', 'licence_no'),
      }
    : null;
  listing.developer = childText(property, 'developer');
  listing.project = childText(property, 'project_name');
  listing.photos = readPhotos(property);
  const geopoints = childText(property, 'geopoints');
  listing.geo = geopoints ? readGeopoints(geopoints) : null;
  if (geopoints && !listing.geo) listing.notes.push(`geopoints '${geopoints}' are not in the UAE: left out`);
  return listing;
}

/** Property Finder's XML: `<list last_update listing_count>` with one `<property>` per listing. */
export const PROPERTY_FINDER: FeedFormat = {
  id: 'property-finder',
  label: 'Property Finder XML',
  root: 'list',
  record: 'property',
  read: readPropertyFinder,
  check(root, records) {
    const declared = root.attrs.listing_count;
    if (declared === undefined || declared.trim() === '') return null;
    const count = Number(declared);
    if (!Number.isInteger(count)) return `listing_count '${declared}' is not a number`;
    return count === records
      ? null
      : `the feed declares ${count} listings (listing_count) but holds ${records}: a cut-off or partial download`;
  },
};
