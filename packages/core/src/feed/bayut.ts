import type { RentPeriod } from '../search/periods';
import { amenityCode } from './amenities';
import type { FeedFormat } from './format';
import { readGeopoints } from './geo';
import { emptyListing, type FeedListing } from './listing';
import { descriptionText } from './text';
import { isYes, readFurnishing, readNumber, readRooms, readUrl } from './values';
import { child, childText, type XmlElement } from './xml';

/** Bayut/dubizzle's property types, by name, and the site's slugs; commercial ones are marked. */
const TYPES: Readonly<Record<string, { slug: string; commercial?: boolean }>> = {
  apartment: { slug: 'apartment' },
  flat: { slug: 'apartment' },
  villa: { slug: 'villa' },
  townhouse: { slug: 'townhouse' },
  penthouse: { slug: 'penthouse' },
  'pent house': { slug: 'penthouse' },
  duplex: { slug: 'duplex' },
  'hotel apartment': { slug: 'hotel-apartment' },
  'hotel apartments': { slug: 'hotel-apartment' },
  loft: { slug: 'loft' },
  bungalow: { slug: 'bungalow' },
  compound: { slug: 'compound' },
  'residential building': { slug: 'building' },
  'residential floor': { slug: 'full-floor' },
  'residential land': { slug: 'plot' },
  'residential plot': { slug: 'plot' },
  'bulk units': { slug: 'bulk-units' },
  office: { slug: 'office', commercial: true },
  shop: { slug: 'shop', commercial: true },
  retail: { slug: 'retail', commercial: true },
  showroom: { slug: 'showroom', commercial: true },
  warehouse: { slug: 'warehouse', commercial: true },
  factory: { slug: 'factory', commercial: true },
  'labour camp': { slug: 'labour-camp', commercial: true },
  'staff accommodation': { slug: 'staff-accommodation', commercial: true },
  'commercial building': { slug: 'building', commercial: true },
  'commercial floor': { slug: 'full-floor', commercial: true },
  'commercial land': { slug: 'plot', commercial: true },
  'commercial plot': { slug: 'plot', commercial: true },
  'business centre': { slug: 'business-centre', commercial: true },
  'co-working space': { slug: 'co-working', commercial: true },
  restaurant: { slug: 'restaurant', commercial: true },
};

const FREQUENCIES: Readonly<Record<string, RentPeriod>> = {
  yearly: 'yearly',
  annually: 'yearly',
  annual: 'yearly',
  monthly: 'monthly',
  weekly: 'weekly',
  daily: 'daily',
};

const SQM_TO_SQFT = 10.7639;

/** `<Features><Feature>…</Feature></Features>`, or the names in one comma-separated text. */
function featureNames(property: XmlElement): string[] {
  const features = child(property, 'Features');
  if (!features) return [];
  const items = features.children.length ? features.children.map((c) => c.text) : [features.text];
  return items
    .flatMap((text) => text.split(','))
    .map((n) => n.trim())
    .filter(Boolean);
}

/** `<Images><Image>…</Image></Images>`; a photo's date when the generator gives one. */
function photos(property: XmlElement) {
  const images = child(property, 'Images');
  return (images?.children ?? []).flatMap((image) => {
    const url = readUrl(image.text);
    return url ? [{ url, updated: (image.attrs.last_update ?? image.attrs.last_updated ?? '').trim() }] : [];
  });
}

/** One `<Property>` of a Bayut/dubizzle feed, read into the common shape. */
export function readBayut(property: XmlElement): FeedListing {
  const text = (...names: string[]) => childText(property, ...names);
  const listing = emptyListing(text('Property_Ref_No'), property.line);
  const problem = (message: string) => listing.problems.push(message);
  const number = (raw: string, what: string) => {
    const read = readNumber(raw, what);
    if ('problem' in read) problem(read.problem);
    return 'value' in read ? read.value : null;
  };

  const status = text('Property_Status').toLowerCase();
  listing.state = status === 'deleted' || status === 'inactive' ? 'withdrawn' : 'live';

  const purpose = text('Property_purpose', 'Property_Purpose').toLowerCase();
  listing.purpose = /^(buy|sale|sell)$/.test(purpose) ? 'sale' : /^(rent|let)$/.test(purpose) ? 'rent' : null;
  if (!listing.purpose) problem(`purpose '${purpose}' is not Buy or Rent`);

  const typeName = text('Property_Type').toLowerCase().replace(/\s+/g, ' ');
  const type = TYPES[typeName];
  listing.type = type?.slug ?? null;
  listing.use = type?.commercial ? 'commercial' : 'residential';
  if (!type) problem(`property type '${text('Property_Type')}' is not one the site lists`);

  listing.completion = text('Off_Plan', 'Off_plan')
    ? isYes(text('Off_Plan', 'Off_plan'))
      ? 'off_plan'
      : 'ready'
    : null;
  const price = number(text('Price'), 'price');
  if (listing.purpose === 'sale') listing.salePrice = price;
  else if (price) {
    const frequency = text('Rent_Frequency').toLowerCase();
    const period = frequency ? FREQUENCIES[frequency] : 'yearly';
    if (period) listing.rents[period] = price;
    else problem(`rent frequency '${text('Rent_Frequency')}' is not yearly, monthly, weekly or daily`);
  }

  const bedrooms = readRooms(text('Bedrooms'), 'bedrooms');
  if ('problem' in bedrooms) problem(bedrooms.problem);
  else listing.bedrooms = bedrooms.value;
  const bathrooms = readRooms(text('Bathrooms', 'Bathroom'), 'bathrooms');
  if ('problem' in bathrooms) problem(bathrooms.problem);
  else listing.bathrooms = bathrooms.value;
  const size = number(text('Property_Size'), 'size');
  listing.size = size && /sq\s*m|sqm|m2/i.test(text('Property_Size_Unit')) ? Math.round(size * SQM_TO_SQFT) : size;

  listing.location = {
    city: text('City'),
    community: text('Locality'),
    subCommunity: text('Sub_Locality'),
    building: text('Tower_Name'),
  };
  listing.title = { en: text('Property_Title'), ar: text('Property_Title_AR') };
  listing.description = {
    en: descriptionText(text('Property_Description')),
    ar: descriptionText(text('Property_Description_AR')),
  };
  for (const name of featureNames(property)) {
    const code = amenityCode(name);
    if (code && !listing.amenities.includes(code)) listing.amenities.push(code);
    else if (!code) listing.notes.push(`feature '${name}' is not one the site knows: left out`);
  }
  listing.furnishing = readFurnishing(text('Furnished'));
  listing.permit = text('Permit_Number');
  const email = text('Listing_Agent_Email');
  listing.agent =
    email || text('Listing_Agent')
      ? {
          id: '',
          name: text('Listing_Agent'),
          email,
          phone: text('Listing_Agent_Phone'),
          licence: text('Listing_Agent_BRN'),
        }
      : null;
  listing.developer = text('Developer');
  listing.project = text('Project_Name');
  listing.photos = photos(property);
  const latitude = text('Latitude');
  const longitude = text('Longitude');
  listing.geo = latitude && longitude ? readGeopoints(`${latitude},${longitude}`) : null;
  return listing;
}

/** Bayut/dubizzle's XML: `<Properties>` with one `<Property>` per listing; `Property_Status` live or deleted. */
export const BAYUT: FeedFormat = {
  id: 'bayut',
  label: 'Bayut/dubizzle XML',
  root: 'Properties',
  record: 'Property',
  read: readBayut,
};
