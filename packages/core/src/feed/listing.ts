import type { RentPeriod } from '../search/periods';

/**
 * One listing as a portal feed says it, in the same shape whatever the format (Property
 * Finder, Bayut/dubizzle): a format's reader fills it, `toProperty` maps it to the CMS.
 */
export type FeedListing = {
  /** The CRM's reference number: how an entry is matched with the CMS's property. */
  reference: string;
  /** Line of the entry in the feed, for the report. */
  line: number;
  /** `withdrawn`: the feed lists it as taken off the market (Bayut's `deleted`). */
  state: 'live' | 'withdrawn';
  purpose: 'sale' | 'rent' | null;
  use: 'residential' | 'commercial' | null;
  /** The site's property type slug (`apartment`, `office`...), null when the feed's is unknown. */
  type: string | null;
  completion: 'ready' | 'off_plan' | null;
  /** A sale's price in AED. */
  salePrice: number | null;
  /** A rent's price in AED by the period it is paid in (a feed may give several). */
  rents: Partial<Record<RentPeriod, number>>;
  priceOnApplication: boolean;
  /** 0 is a studio; "7+" reads 7. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Built-up size in sq ft. */
  size: number | null;
  /** AED per sq ft a year. */
  serviceCharge: number | null;
  location: { city: string; community: string; subCommunity: string; building: string };
  title: { en: string; ar: string };
  /** Plain text, paragraphs separated by a blank line (markup already read). */
  description: { en: string; ar: string };
  /** Amenity keys of the one vocabulary (amenities.ts). */
  amenities: string[];
  furnishing: 'furnished' | 'unfurnished' | 'partly_furnished' | null;
  /** The DLD advertising permit as written. */
  permit: string;
  agent: FeedAgent | null;
  developer: string;
  project: string;
  /** In feed order; `updated` is the photo's last_updated ('' when the feed gives none). */
  photos: FeedPhoto[];
  geo: { latitude: number; longitude: number } | null;
  /** Why the entry cannot be imported as read (an unknown type, a price that is not a number...). */
  problems: string[];
  /** What was left out without rejecting the listing (an unknown amenity code...). */
  notes: string[];
};

export type FeedPhoto = { url: string; updated: string };

export type FeedAgent = { id: string; name: string; email: string; phone: string; licence: string };

/** A listing with nothing read yet, for a format's reader to fill. */
export function emptyListing(reference: string, line: number): FeedListing {
  return {
    reference,
    line,
    state: 'live',
    purpose: null,
    use: null,
    type: null,
    completion: null,
    salePrice: null,
    rents: {},
    priceOnApplication: false,
    bedrooms: null,
    bathrooms: null,
    size: null,
    serviceCharge: null,
    location: { city: '', community: '', subCommunity: '', building: '' },
    title: { en: '', ar: '' },
    description: { en: '', ar: '' },
    amenities: [],
    furnishing: null,
    permit: '',
    agent: null,
    developer: '',
    project: '',
    photos: [],
    geo: null,
    problems: [],
    notes: [],
  };
}
