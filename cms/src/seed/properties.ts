/** Deterministic property generator (prices, sizes and types in believable Dubai ranges). */
import { createRng, type Rng } from './prng';
import { COMMERCIAL_AREAS, type Stock } from './data/areas';
import type { Locale } from './locales';

/** An area as the seed stored it, with the demo's price and stock (`meta`). */
export type SeedArea = {
  slug: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  documentId: string;
  localized_names?: Partial<Record<Locale, string>> | null;
  meta?: { ppsf: number; stock: Stock; international?: boolean };
};
/** What the generator picks from: areas, developers by name, the team by department, image ids by group. */
export type SeedContext = {
  areas: SeedArea[];
  developers: Record<string, string>;
  team: Record<string, string[]>;
  images: Record<string, number[]>;
};
/** A generated property, as the seed writes it. */
export type SeedListing = {
  slug: string;
  title: string;
  referenceNumber: string;
  department: string;
  search_type: string;
  pType: string;
  price: number;
  rent_period: string | null;
  bedrooms: number | null;
  bathrooms: number;
  floor_area: number;
  property_type: string;
  facts: string[];
  features: string[];
  amenities: string[];
  completion: string;
  completion_date: string | null;
  latitude: number;
  longitude: number;
  permit_number: string;
  listed_date: string;
  updated_date: string;
  is_featured: boolean;
  furnishing: string;
  images: number[];
  area: string;
  negotiator: string;
  developer: string | null;
  auction_starts_at?: string;
  auction_status?: string;
  auction_deposit?: number;
  service_charge?: number;
  project_name?: string | null;
  description?: string;
  description_ar?: string;
  permit_qr_link?: string | null;
};
type Combo = (typeof COMBOS)[number];
/** An area's demo figures; every area the generator picks has them. */
const metaOf = (area: SeedArea) => area.meta as NonNullable<SeedArea['meta']>;

const PROPERTY_SEED = 20261122;

const COMBOS = [
  { key: 'sales-residential', pType: 'sales', department: 'residential', search_type: 'sales', prefix: 'OKS', w: 30 },
  {
    key: 'lettings-residential',
    pType: 'lettings',
    department: 'residential',
    search_type: 'lettings',
    prefix: 'OKL',
    w: 22,
  },
  {
    key: 'lettings-short_term',
    pType: 'lettings',
    department: 'short_term',
    search_type: 'lettings',
    prefix: 'OKH',
    w: 10,
  },
  { key: 'sales-commercial', pType: 'sales', department: 'commercial', search_type: 'sales', prefix: 'OKCS', w: 6 },
  {
    key: 'lettings-commercial',
    pType: 'lettings',
    department: 'commercial',
    search_type: 'lettings',
    prefix: 'OKCL',
    w: 7,
  },
  {
    key: 'sales-new_developments',
    pType: 'sales',
    department: 'new_developments',
    search_type: 'sales',
    prefix: 'OKND',
    w: 10,
  },
  {
    key: 'offplan-new_development_projects',
    pType: 'offplan',
    department: 'new_development_projects',
    search_type: 'sales',
    prefix: 'OKP',
    w: 9,
  },
  {
    key: 'international-international_projects',
    pType: 'international',
    department: 'international_projects',
    search_type: 'sales',
    prefix: 'OKI',
    w: 6,
  },
];

const SHORT_TERM_AREAS = [
  'dubai-marina',
  'jumeirah-beach-residence',
  'palm-jumeirah',
  'downtown-dubai',
  'business-bay',
  'bluewaters-island',
  'city-walk',
  'emaar-beachfront',
  'dubai-harbour',
  'la-mer',
  'jumeirah-village-circle',
  'difc',
  'dubai-creek-harbour',
  'jumeirah-lake-towers',
];
const WATERFRONT = new Set([
  'dubai-marina',
  'jumeirah-beach-residence',
  'palm-jumeirah',
  'bluewaters-island',
  'emaar-beachfront',
  'dubai-harbour',
  'la-mer',
  'dubai-creek-harbour',
  'dubai-islands',
  'umm-suqeim',
  'jumeirah',
  'limassol',
  'athens-riviera',
  'bali',
  'lisbon',
]);
const WAREHOUSE_AREAS = ['al-quoz', 'dubai-investment-park', 'jebel-ali', 'dubai-south'];
const AREA_DEVELOPERS: Record<string, string[]> = {
  'downtown-dubai': ['Emaar', 'Omniyat'],
  'dubai-hills-estate': ['Emaar', 'Ellington'],
  'dubai-creek-harbour': ['Emaar'],
  'emaar-beachfront': ['Emaar'],
  'arabian-ranches': ['Emaar'],
  'the-valley': ['Emaar'],
  'palm-jumeirah': ['Nakheel', 'Omniyat', 'Select Group'],
  'dubai-islands': ['Nakheel'],
  jumeirah: ['Nakheel', 'Meraas'],
  'city-walk': ['Meraas'],
  'bluewaters-island': ['Meraas'],
  'la-mer': ['Meraas'],
  'sobha-hartland': ['Sobha'],
  'mohammed-bin-rashid-city': ['Sobha', 'Ellington'],
  'damac-hills': ['DAMAC'],
  'business-bay': ['DAMAC', 'Binghatti', 'Omniyat', 'Select Group'],
  'dubai-marina': ['Select Group', 'Emaar'],
  'dubai-harbour': ['Emaar', 'Select Group'],
  'jumeirah-village-circle': ['Binghatti', 'Ellington', 'Danube'],
  arjan: ['Danube', 'Binghatti'],
  'al-furjan': ['Danube', 'Azizi'],
  meydan: ['Azizi', 'Sobha', 'Ellington'],
  'dubai-south': ['Azizi', 'Aldar', 'Emaar'],
  'tilal-al-ghaf': ['Majid Al Futtaim'],
  'dubai-silicon-oasis': ['Binghatti'],
  'town-square': ['Nakheel'],
  'jumeirah-lake-towers': ['Danube'],
};
const PROJECT_NAMES = [
  'Creek Vista',
  'Palm Crest',
  'Harbour Lights',
  'Oasis Gardens',
  'Skyline Residences',
  'Marina Sands',
  'Hillside Park',
  'The Cove',
  'Golf Grove',
  'Azure Bay',
  'Lagoon Views',
  'Serenity Heights',
  'Dune Villas',
  'Waterfront One',
  'The Terraces',
  'Park Vista',
  'Riviera Point',
  'Sunrise Towers',
  'Celeste',
  'Orchid Residences',
  'Coral Reef',
  'Emerald Walk',
  'The Pavilion',
  'Lumina',
  'Verde',
  'Altus',
  'Avenue Park',
  'Grand Boulevard',
  'Seashore Villas',
  'Meadow Lane',
];
const INTL_PROJECT_NAMES: Record<string, string[]> = {
  london: ['Nine Elms Quarter', 'Thames Wharf', 'Kensington Mews'],
  manchester: ['Deansgate Square', 'Salford Quays Lofts'],
  limassol: ['Limassol Del Mar', 'Marina Bay Residences'],
  lisbon: ['Alfama Gardens', 'Parque Tejo'],
  'athens-riviera': ['Riviera Tower', 'Glyfada Residences'],
  bali: ['Uluwatu Cliff Villas', 'Canggu Rice Field Villas'],
};

const AMENITIES_APT = [
  'Swimming pool',
  'Fully equipped gym',
  'Covered parking',
  '24-hour security',
  'Concierge service',
  'Kids play area',
  'Metro station nearby',
  'Tram station nearby',
  'Residents’ lounge',
  'Barbecue area',
  'Sauna and steam room',
  'Built-in wardrobes',
  'Central air conditioning',
  'Walking distance to the beach',
  'Retail and cafés in the podium',
];
const AMENITIES_VILLA = [
  'Private swimming pool',
  'Landscaped private garden',
  'Covered parking for two cars',
  'Maid’s room with bathroom',
  '24-hour gated security',
  'Community pool and park',
  'Kids play area',
  'Golf course views',
  'Close to international schools',
  'Barbecue terrace',
  'Built-in wardrobes',
  'Central air conditioning',
  'Jogging and cycling tracks',
];
const AMENITIES_COMM = [
  'Covered parking',
  '24-hour security',
  'High-speed lifts',
  'Metro station nearby',
  'Fitted with pantry',
  'Raised flooring',
  'Central air conditioning',
  'Loading bay',
  'Conference facilities',
  'DEWA included',
  'Retail on ground floor',
];

/**
 * Service charges owners pay a year, AED per sq ft, by type (Dubai's typical range; RERA
 * publishes each building's). Set on residential sales only, without the random sequence
 * (by position), so the rest of the seed is unchanged.
 */
const SERVICE_CHARGE: Record<string, number> = {
  apartment: 16,
  penthouse: 21,
  duplex: 18,
  'hotel-apartment': 24,
  townhouse: 5,
  villa: 4,
};
const serviceCharge = (type: string, combo: Combo, i: number) =>
  (combo.department === 'residential' || combo.department === 'new_developments') &&
  combo.search_type === 'sales' &&
  SERVICE_CHARGE[type]
    ? (SERVICE_CHARGE[type] as number) + (i % 5) * 0.75
    : null;

const TYPE_LABEL: Record<string, string> = {
  apartment: 'apartment',
  villa: 'villa',
  townhouse: 'townhouse',
  penthouse: 'penthouse',
  duplex: 'duplex',
  'hotel-apartment': 'hotel apartment',
  office: 'office',
  retail: 'retail unit',
  warehouse: 'warehouse',
  shop: 'shop',
  building: 'building',
  plot: 'plot',
};

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);
const fmt = (n: number) => n.toLocaleString('en-US');
const ISO = (d: Date) => d.toISOString().slice(0, 10);

function residentialType(rng: Rng, stock: Stock): string {
  if (stock === 'apt')
    return rng.weighted([
      ['apartment', 78],
      ['penthouse', 7],
      ['duplex', 8],
      ['hotel-apartment', 7],
    ]);
  if (stock === 'villa')
    return rng.weighted([
      ['villa', 65],
      ['townhouse', 35],
    ]);
  return rng.weighted([
    ['apartment', 45],
    ['villa', 25],
    ['townhouse', 20],
    ['penthouse', 4],
    ['duplex', 6],
  ]);
}

function bedroomsFor(rng: Rng, type: string, slug: string): number | null {
  const ultra = ['palm-jumeirah', 'emirates-hills', 'jumeirah-golf-estates', 'jumeirah', 'tilal-al-ghaf'].includes(
    slug,
  );
  switch (type) {
    case 'apartment':
      return rng.weighted([
        [0, 14],
        [1, 34],
        [2, 30],
        [3, 16],
        [4, 6],
      ]);
    case 'hotel-apartment':
      return rng.weighted([
        [0, 45],
        [1, 40],
        [2, 15],
      ]);
    case 'penthouse':
      return rng.int(3, 5);
    case 'duplex':
      return rng.int(2, 4);
    case 'townhouse':
      return rng.int(2, 4);
    case 'villa':
      return ultra
        ? rng.weighted([
            [4, 15],
            [5, 30],
            [6, 30],
            [7, 15],
            [8, 5],
            [9, 3],
            [10, 2],
          ])
        : rng.weighted([
            [3, 30],
            [4, 35],
            [5, 25],
            [6, 10],
          ]);
    default:
      return null;
  }
}

function sizeFor(rng: Rng, type: string, beds: number | null): number | null {
  switch (type) {
    case 'apartment':
    case 'hotel-apartment':
      return [rng.int(380, 520), rng.int(650, 950), rng.int(1050, 1500), rng.int(1500, 2200), rng.int(2200, 3200)][
        beds ?? 0
      ] as number;
    case 'penthouse':
      return rng.int(3500, 9000);
    case 'duplex':
      return (beds ?? 0) * rng.int(650, 800) + rng.int(300, 600);
    case 'townhouse':
      return (beds ?? 0) * rng.int(600, 700) + rng.int(400, 900);
    case 'villa':
      return (beds ?? 0) * rng.int(900, 1300) + rng.int(0, 2000);
    default:
      return null;
  }
}

const TYPE_PPSF: Record<string, number> = {
  apartment: 1,
  'hotel-apartment': 1.05,
  penthouse: 1.45,
  duplex: 1.1,
  townhouse: 0.85,
  villa: 1,
};

function featuresFor(rng: Rng, type: string, slug: string, beds: number, furnishing: string): string[] {
  const villa = ['villa', 'townhouse'].includes(type);
  const f = new Set<string>();
  if (villa) {
    ['parking', 'private-garden'].forEach((x) => f.add(x));
    if (type === 'villa' || rng.chance(0.3)) f.add('pool');
    if (beds >= 3 && rng.chance(0.8)) f.add('maids-room');
    if (rng.chance(0.5)) f.add('study');
    if (rng.chance(0.5)) f.add('pets-allowed');
  } else {
    ['pool', 'gym', 'parking'].forEach((x) => {
      if (rng.chance(0.85)) f.add(x);
    });
    if (rng.chance(0.75)) f.add('balcony');
    if (beds >= 2 && rng.chance(0.35)) f.add('maids-room');
    if (beds >= 1 && rng.chance(0.2)) f.add('study');
    if (rng.chance(0.25)) f.add('pets-allowed');
  }
  if (WATERFRONT.has(slug) && rng.chance(0.7)) f.add('sea-view');
  if (furnishing === 'furnished') f.add('furnished');
  return [...f];
}

function describe(p: SeedListing, areaName: string, ctx: { developer: string | null; city: string }): string {
  const beds = p.bedrooms === 0 ? 'studio' : p.bedrooms ? `${p.bedrooms}-bedroom` : '';
  const typeLabel = TYPE_LABEL[p.property_type] || p.property_type;
  const amen = p.amenities
    .slice(0, 3)
    .map((a) => a.toLowerCase())
    .join(', ');
  const paras = [];
  if (p.department === 'new_development_projects') {
    paras.push(
      `${p.title} is a new ${typeLabel} development${ctx.developer ? ` by ${ctx.developer}` : ''} in ${areaName}, with homes starting from AED ${fmt(p.price)} and handover expected in ${p.completion_date}.`,
    );
    paras.push(
      `Residences range from ${beds || 'studio'} layouts upwards, starting at around ${fmt(p.floor_area)} sq ft. Residents will enjoy ${amen}, and the ${areaName} location puts schools, retail and the main highways within easy reach.`,
    );
    paras.push(
      `Flexible payment plans are available, typically 10–20% on booking with instalments during construction. Speak to our off-plan team for the full price list, floor plans and availability.`,
    );
  } else if (p.department === 'international_projects') {
    paras.push(
      `A ${beds} ${typeLabel} in ${areaName}${ctx.city && ctx.city !== areaName ? `, ${ctx.city}` : ''}, offered by our international desk from AED ${fmt(p.price)}.`,
    );
    paras.push(
      `The home measures approximately ${fmt(p.floor_area)} sq ft with ${p.bathrooms} bathroom${p.bathrooms > 1 ? 's' : ''}. ${p.completion === 'ready' ? 'It is ready to move into.' : `Completion is scheduled for ${p.completion_date}.`} Highlights include ${amen}.`,
    );
    paras.push(
      `We handle the introduction to the developer, legal due diligence and currency transfer from Dubai, so you can invest abroad with the same team you trust at home.`,
    );
  } else if (['office', 'retail', 'warehouse', 'shop', 'building', 'plot'].includes(p.property_type)) {
    const mode =
      p.search_type === 'sales' ? `for sale at AED ${fmt(p.price)}` : `to rent at AED ${fmt(p.price)} per year`;
    paras.push(
      `A ${fmt(p.floor_area)} sq ft ${typeLabel} in ${areaName}, ${mode} (about AED ${fmt(Math.round(p.price / p.floor_area))} per sq ft).`,
    );
    paras.push(
      `The unit is ${p.furnishing === 'furnished' ? 'fully fitted and furnished' : 'offered in shell-and-core or fitted condition'} and benefits from ${amen}. ${areaName} is one of Dubai’s established business locations, with quick access to Sheikh Zayed Road.`,
    );
    paras.push(`Contact our commercial team to arrange a viewing or to discuss licensing and Ejari registration.`);
  } else if (p.department === 'short_term') {
    const per = ({ daily: 'per night', weekly: 'per week', monthly: 'per month' } as Record<string, string>)[
      p.rent_period ?? ''
    ];
    paras.push(
      `A beautifully furnished ${beds} ${typeLabel} holiday home in ${areaName}, available from AED ${fmt(p.price)} ${per}.`,
    );
    paras.push(
      `Sleeping up to ${Math.max(2, (p.bedrooms || 1) * 2)} guests, the home offers ${fmt(p.floor_area)} sq ft of space, hotel-quality linen, fast Wi-Fi and a fully equipped kitchen. Guests have access to ${amen}.`,
    );
    paras.push(
      `The property is licensed by the Department of Economy and Tourism and professionally cleaned between every stay.`,
    );
  } else {
    const mode =
      p.search_type === 'sales'
        ? `for sale at AED ${fmt(p.price)}`
        : `available to rent at AED ${fmt(p.price)} per year`;
    paras.push(`A ${p.furnishing === 'furnished' ? 'furnished ' : ''}${beds} ${typeLabel} in ${areaName}, ${mode}.`);
    paras.push(
      `The home offers ${fmt(p.floor_area)} sq ft of living space with ${p.bathrooms} bathroom${p.bathrooms > 1 ? 's' : ''}${p.features.includes('maids-room') ? ' and a maid’s room' : ''}${p.features.includes('sea-view') ? ', with views over the water' : ''}. Residents enjoy ${amen}.`,
    );
    paras.push(
      p.search_type === 'sales'
        ? `${p.completion === 'off_plan' ? `Handover is expected in ${p.completion_date} with a developer payment plan.` : 'The property is ready for transfer.'} Call us to book a viewing or to receive the title deed details and service charges.`
        : `Rent is payable in up to four cheques. Call us to book a viewing; the unit can be ready for Ejari registration within a week.`,
    );
  }
  return paras.join('\n\n');
}

const TYPE_AR: Record<string, string> = {
  apartment: 'شقة',
  villa: 'فيلا',
  townhouse: 'تاون هاوس',
  penthouse: 'بنتهاوس',
  duplex: 'شقة دوبلكس',
  'hotel-apartment': 'شقة فندقية',
};

/** An Arabic description of a residential sale or long let, as a bilingual feed carries it; null for others. */
function describeArabic(p: SeedListing, areaName: string): string | null {
  const type = TYPE_AR[p.property_type];
  if (!type || !['residential', 'new_developments'].includes(p.department)) return null;
  const beds =
    p.bedrooms === 0
      ? 'استوديو'
      : p.bedrooms === 1
        ? 'بغرفة نوم واحدة'
        : p.bedrooms === 2
          ? 'بغرفتي نوم'
          : `بـ${p.bedrooms} غرف نوم`;
  const sale = p.search_type === 'sales';
  const mode = sale ? `للبيع بسعر ${fmt(p.price)} درهم` : `للإيجار بسعر ${fmt(p.price)} درهم سنويًا`;
  const baths = p.bathrooms === 1 ? 'حمام واحد' : p.bathrooms === 2 ? 'حمامين' : `${p.bathrooms} حمامات`;
  return [
    `${type} ${beds} في ${areaName}، ${mode}.`,
    `يوفر المنزل مساحة معيشة تبلغ ${fmt(p.floor_area)} قدم مربع مع ${baths}${p.features.includes('maids-room') ? ' وغرفة للخادمة' : ''}${p.features.includes('sea-view') ? '، مع إطلالة على البحر' : ''}.`,
    sale
      ? `${p.completion === 'off_plan' ? `من المتوقع التسليم في ${p.completion_date} مع خطة دفع من المطور.` : 'العقار جاهز للنقل.'} اتصل بنا لحجز معاينة أو للحصول على تفاصيل سند الملكية ورسوم الخدمة.`
      : 'يُدفع الإيجار على أربع دفعات كحد أقصى. اتصل بنا لحجز معاينة؛ يمكن تجهيز الوحدة لتسجيل عقد إيجاري خلال أسبوع.',
  ].join('\n\n');
}

/**
 * ctx: { areas: [{ slug, name, city, latitude, longitude, meta, documentId }], developers: { name: documentId },
 *        team: { department: [documentId] }, images: { exterior, villa, interior, office } }
 */
function generateProperties(count: number, ctx: SeedContext): SeedListing[] {
  const rng = createRng(PROPERTY_SEED);
  const bySlug: Record<string, SeedArea> = Object.fromEntries(ctx.areas.map((a) => [a.slug, a]));
  const dubaiAreas = ctx.areas.filter((a) => a.meta && !a.meta.international);
  const intlAreas = ctx.areas.filter((a) => a.meta && a.meta.international);
  const counters: Record<string, number> = {};
  const out: SeedListing[] = [];
  const base = new Date(Date.UTC(2026, 0, 2));
  const maxDate = new Date(Date.UTC(2026, 10, 20));

  const negotiatorFor = (dept: string) => {
    const list = (ctx.team[dept]?.length ? ctx.team[dept] : ctx.team.residential) as string[];
    return rng.pick(list);
  };

  for (let i = 0; i < count; i += 1) {
    const combo: Combo = i < COMBOS.length ? (COMBOS[i] as Combo) : rng.weighted(COMBOS.map((c) => [c, c.w] as const));
    counters[combo.prefix] = (counters[combo.prefix] || 10000) + 1;
    let area: SeedArea;
    let type: string;
    let beds: number | null = null;
    let size: number;
    let price: number;
    let rent_period: string | null = null;
    let completion = 'ready';
    let completion_date: string | null = null;
    let developer: { name: string; documentId: string | undefined } | null = null;
    let furnishing: string;
    let projectName: string | null = null;

    if (combo.department === 'short_term') area = bySlug[rng.pick(SHORT_TERM_AREAS)] as SeedArea;
    else if (combo.department === 'commercial') area = bySlug[rng.pick(COMMERCIAL_AREAS)] as SeedArea;
    else if (combo.department === 'international_projects') area = rng.pick(intlAreas);
    else if (combo.department === 'new_developments' || combo.department === 'new_development_projects')
      area = bySlug[rng.pick(Object.keys(AREA_DEVELOPERS))] as SeedArea;
    else area = rng.pick(dubaiAreas);
    const ppsf = metaOf(area).ppsf;

    if (combo.department === 'commercial') {
      type = WAREHOUSE_AREAS.includes(area.slug)
        ? rng.weighted([
            ['warehouse', 60],
            ['office', 30],
            ['shop', 10],
          ])
        : rng.weighted([
            ['office', 68],
            ['retail', 18],
            ['shop', 8],
            ['building', combo.pType === 'sales' ? 6 : 0],
          ]);
      size = (
        {
          office: rng.int(500, 12000),
          retail: rng.int(400, 5000),
          shop: rng.int(250, 1500),
          warehouse: rng.int(3000, 40000),
          building: rng.int(20000, 80000),
        } as Record<string, number>
      )[type] as number;
      if (combo.pType === 'sales') {
        const cppsf = type === 'warehouse' ? rng.int(250, 450) : ppsf * rng.float(0.75, 1.05);
        price = round(size * cppsf, size * cppsf > 5e6 ? 50000 : 5000);
      } else {
        const rent =
          type === 'warehouse'
            ? rng.int(25, 45)
            : Math.min(260, Math.max(70, ppsf / 18)) *
              rng.float(0.85, 1.2) *
              (type === 'retail' || type === 'shop' ? 1.6 : 1);
        price = round(size * rent, 1000);
        rent_period = 'yearly';
      }
      furnishing = rng.weighted([
        ['unfurnished', 75],
        ['furnished', 15],
        ['partly_furnished', 10],
      ]);
    } else {
      if (combo.department === 'short_term')
        type =
          area.slug === 'palm-jumeirah' && rng.chance(0.3)
            ? 'villa'
            : rng.weighted([
                ['apartment', 85],
                ['penthouse', 5],
                ['hotel-apartment', 10],
              ]);
      else if (combo.department === 'international_projects')
        type =
          area.slug === 'bali'
            ? 'villa'
            : rng.weighted([
                ['apartment', 80],
                ['penthouse', 8],
                ['townhouse', 12],
              ]);
      else type = residentialType(rng, metaOf(area).stock);
      beds = bedroomsFor(rng, type, area.slug);
      if (combo.department === 'short_term' && beds !== null && beds > 3) beds = 3;
      if (combo.department === 'new_development_projects')
        beds = ['villa', 'townhouse'].includes(type) ? rng.int(3, 4) : rng.int(0, 1);
      // Every residential type has a size.
      size = sizeFor(rng, type, beds) as number;
      const salePrice = size * ppsf * (TYPE_PPSF[type] as number) * rng.float(0.88, 1.15);
      const villaish = ['villa', 'townhouse'].includes(type);
      if (combo.pType === 'lettings' && combo.department === 'residential') {
        price = round(salePrice * (villaish ? rng.float(0.045, 0.055) : rng.float(0.058, 0.075)), 1000);
        rent_period = 'yearly';
        furnishing = rng.weighted([
          ['unfurnished', 50],
          ['furnished', 35],
          ['partly_furnished', 15],
        ]);
      } else if (combo.department === 'short_term') {
        const yearly = salePrice * rng.float(0.06, 0.075);
        rent_period = rng.weighted([
          ['daily', 45],
          ['weekly', 20],
          ['monthly', 35],
        ]);
        const daily = (yearly / 365) * rng.float(1.8, 2.6);
        price =
          rent_period === 'daily'
            ? round(daily, 10)
            : rent_period === 'weekly'
              ? round(daily * 6, 50)
              : round((yearly / 12) * rng.float(1.3, 1.6), 100);
        furnishing = 'furnished';
      } else {
        price = round(
          salePrice *
            (combo.department === 'new_developments' || combo.department === 'new_development_projects' ? 1.05 : 1),
          salePrice > 5e6 ? 50000 : 5000,
        );
        furnishing =
          combo.department === 'residential'
            ? rng.weighted([
                ['unfurnished', 65],
                ['furnished', 25],
                ['partly_furnished', 10],
              ])
            : 'unfurnished';
      }
    }

    if (combo.department === 'new_developments' || combo.department === 'new_development_projects') {
      completion = 'off_plan';
      completion_date = `Q${rng.int(1, 4)} ${rng.int(2027, 2030)}`;
      const devName = rng.pick(AREA_DEVELOPERS[area.slug] || ['Ellington', 'Binghatti', 'Danube', 'Azizi']);
      developer = { name: devName, documentId: ctx.developers[devName] };
      if (combo.department === 'new_development_projects')
        projectName = `${rng.pick(PROJECT_NAMES)}${rng.chance(0.4) ? ` ${rng.pick(['I', 'II', 'III'])}` : ''}`;
    } else if (combo.department === 'international_projects') {
      completion = rng.chance(0.6) ? 'off_plan' : 'ready';
      completion_date = completion === 'off_plan' ? `Q${rng.int(1, 4)} ${rng.int(2027, 2029)}` : null;
      projectName = rng.pick(INTL_PROJECT_NAMES[area.slug] || ['Residences']);
    } else if (combo.key === 'sales-residential' && rng.chance(0.08)) {
      completion = 'off_plan';
      completion_date = `Q${rng.int(1, 4)} ${rng.int(2027, 2028)}`;
    }

    const baths =
      beds === null
        ? rng.int(1, 4)
        : beds === 0
          ? 1
          : beds + (['villa', 'townhouse', 'penthouse'].includes(type) ? 1 : rng.int(0, 1));
    const features =
      beds === null ? (rng.chance(0.8) ? ['parking'] : []) : featuresFor(rng, type, area.slug, beds, furnishing);
    const amenPool =
      beds === null ? AMENITIES_COMM : ['villa', 'townhouse'].includes(type) ? AMENITIES_VILLA : AMENITIES_APT;
    const amenities = rng.sample(amenPool, rng.int(4, 7));
    const listed = new Date(base.getTime() + rng.int(0, 300) * 86400000);
    const updated = new Date(Math.min(maxDate.getTime(), listed.getTime() + rng.int(0, 40) * 86400000));
    const facts: string[] = [];
    if (price >= 10e6 && combo.search_type === 'sales') facts.push('elite');
    if (features.includes('sea-view')) facts.push('sea-view');
    if (combo.search_type === 'sales' && price >= 2e6 && combo.department !== 'international_projects')
      facts.push('golden-visa-eligible');
    if (completion === 'off_plan') facts.push('payment-plan');
    if (combo.key === 'sales-residential') facts.push(rng.chance(0.6) ? 'vacant-on-transfer' : 'tenanted');
    if (rng.chance(0.1)) facts.push('price-reduced');
    if (listed >= new Date(Date.UTC(2026, 9, 20))) facts.push('new-listing');

    const typeLabel = TYPE_LABEL[type];
    const bedLabel = beds === null ? '' : beds === 0 ? 'Studio ' : `${beds} bedroom `;
    let title;
    if (combo.department === 'new_development_projects') title = `${projectName} by ${developer?.name}`;
    else if (combo.department === 'international_projects')
      title = `${bedLabel}${typeLabel} for sale in ${projectName}, ${area.name}`;
    else if (combo.department === 'short_term') title = `${bedLabel}${typeLabel} holiday home in ${area.name}`;
    else title = `${bedLabel}${typeLabel} for ${combo.search_type === 'sales' ? 'sale' : 'rent'} in ${area.name}`;
    title = title.charAt(0).toUpperCase() + title.slice(1);

    const imgs = ctx.images as Record<'office' | 'exterior' | 'villa' | 'interior', number[]>;
    let images;
    if (beds === null) images = [...rng.sample(imgs.office, 2), ...rng.sample(imgs.exterior, rng.int(1, 2))];
    else if (['villa', 'townhouse'].includes(type))
      images = [...rng.sample(imgs.villa, rng.int(2, 3)), ...rng.sample(imgs.interior, rng.int(1, 3))];
    else images = [...rng.sample(imgs.exterior, rng.int(1, 2)), ...rng.sample(imgs.interior, rng.int(2, 4))];

    const p: SeedListing = {
      slug: kebab(title),
      title,
      referenceNumber: `${combo.prefix}-${counters[combo.prefix]}`,
      department: combo.department,
      search_type: combo.search_type,
      pType: combo.pType,
      price,
      rent_period,
      bedrooms: beds,
      bathrooms: baths,
      floor_area: size,
      property_type: type,
      facts,
      features,
      amenities,
      completion,
      completion_date,
      latitude: Number((area.latitude + rng.float(-0.006, 0.006)).toFixed(6)),
      longitude: Number((area.longitude + rng.float(-0.006, 0.006)).toFixed(6)),
      permit_number: String(rng.int(6, 7)) + String(rng.int(0, 999999999)).padStart(9, '0'),
      listed_date: ISO(listed),
      updated_date: ISO(updated),
      is_featured: rng.chance(0.08),
      furnishing,
      images,
      area: area.documentId,
      negotiator: negotiatorFor(combo.department),
      developer: developer?.documentId ?? null,
    };
    const charge = serviceCharge(type, combo, i);
    if (charge !== null) p.service_charge = charge;
    // A project's own name (feeds carry it), for its title in the other languages.
    if (combo.department === 'new_development_projects' || combo.department === 'international_projects')
      p.project_name = projectName;
    p.description = describe(p, area.name, { developer: developer?.name ?? null, city: area.city });
    // Feeds carry Arabic for part of the inventory: every other residential listing here
    // (chosen by position, so the seed's random sequence is unchanged).
    const arabic =
      i % 2 === 0 ? describeArabic(p, (area.localized_names && area.localized_names.ar) || area.name) : null;
    if (arabic) p.description_ar = arabic;
    p.permit_qr_link = madmounLink(p, counters[combo.prefix] as number);
    out.push(p);
  }
  return out;
}

const AUCTION_SEED = 20261126;
const DAY_MS = 86400000;

/**
 * The demo's auction lots (spec §1, §3: auction_residential and auction_commercial), a fixed
 * set on top of SEED_PROPERTIES, drawn from their own random sequence so the other demo
 * properties stay as they were. Bank- and court-instructed lots open at 11:00 Dubai time
 * (07:00 UTC) on days counted from `today` (the seed's day), so the demo always has
 * upcoming auctions; a few are over (sold, withdrawn, or past their day with the feed's
 * status never updated) and keep their pages out of the results; one is live today.
 */
const AUCTION_PLAN: [department: string, days: number, status: string][] = [
  // [department, days from the seed's day, status]
  ['auction_residential', 9, 'upcoming'],
  ['auction_residential', 16, 'upcoming'],
  ['auction_residential', 16, 'upcoming'],
  ['auction_residential', 23, 'upcoming'],
  ['auction_residential', 30, 'upcoming'],
  ['auction_residential', 37, 'upcoming'],
  ['auction_residential', 44, 'upcoming'],
  ['auction_residential', 58, 'upcoming'],
  ['auction_residential', 72, 'upcoming'],
  ['auction_residential', 0, 'live'],
  ['auction_residential', -12, 'sold'],
  ['auction_residential', 21, 'withdrawn'],
  ['auction_residential', -3, 'upcoming'],
  ['auction_commercial', 12, 'upcoming'],
  ['auction_commercial', 26, 'upcoming'],
  ['auction_commercial', 40, 'upcoming'],
  ['auction_commercial', 54, 'upcoming'],
  ['auction_commercial', -19, 'sold'],
];
const AUCTION_HOUSES = ['Emirates NBD', 'Dubai Islamic Bank', 'Mashreq', 'the Dubai Courts'];

function generateAuctions(ctx: SeedContext, today = new Date()): SeedListing[] {
  const rng = createRng(AUCTION_SEED);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const dubaiAreas = ctx.areas.filter((a) => a.meta && !a.meta.international);
  const commercialAreas = ctx.areas.filter((a) => COMMERCIAL_AREAS.includes(a.slug));
  const imgs = ctx.images as Record<'office' | 'exterior' | 'villa' | 'interior', number[]>;
  return AUCTION_PLAN.map(([department, days, status], i) => {
    const commercial = department === 'auction_commercial';
    const area = rng.pick(commercial ? commercialAreas : dubaiAreas);
    const type = commercial
      ? rng.weighted([
          ['office', 60],
          ['retail', 25],
          ['warehouse', 15],
        ])
      : residentialType(rng, metaOf(area).stock);
    const beds = commercial ? null : bedroomsFor(rng, type, area.slug);
    const size = commercial
      ? ((
          { office: rng.int(600, 6000), retail: rng.int(400, 3000), warehouse: rng.int(4000, 25000) } as Record<
            string,
            number
          >
        )[type] as number)
      : (sizeFor(rng, type, beds) as number);
    const market =
      size * metaOf(area).ppsf * (commercial ? (type === 'warehouse' ? 0.3 : 0.9) : (TYPE_PPSF[type] as number));
    // Lots open below market value: the reserve is the lender's, the starting bid lower.
    const price = round(market * rng.float(0.7, 0.85), market > 5e6 ? 50000 : 10000);
    const deposit = round(price * 0.1, 5000);
    const startsAt = new Date(day + days * DAY_MS + 7 * 3600000 - (status === 'live' ? 3 * 3600000 : 0));
    const house = rng.pick(AUCTION_HOUSES);
    const bedLabel = beds === null ? '' : beds === 0 ? 'Studio ' : `${beds} bedroom `;
    const label = TYPE_LABEL[type] || type;
    let title = `${bedLabel}${label} at auction in ${area.name}`;
    title = title.charAt(0).toUpperCase() + title.slice(1);
    const images = commercial
      ? [...rng.sample(imgs.office, 2), ...rng.sample(imgs.exterior, 1)]
      : ['villa', 'townhouse'].includes(type)
        ? [...rng.sample(imgs.villa, 2), ...rng.sample(imgs.interior, 2)]
        : [...rng.sample(imgs.exterior, 1), ...rng.sample(imgs.interior, 3)];
    const listed = new Date(day + (Math.min(days, 0) - rng.int(10, 40)) * DAY_MS);
    const n = 20001 + i;
    const p: SeedListing = {
      slug: kebab(title),
      title,
      referenceNumber: `${commercial ? 'OKAC' : 'OKA'}-${n}`,
      department,
      search_type: 'sales',
      pType: 'sales',
      price,
      rent_period: null,
      bedrooms: beds,
      bathrooms: beds === null ? rng.int(1, 3) : beds === 0 ? 1 : beds + rng.int(0, 1),
      floor_area: size,
      property_type: type,
      facts: [],
      features: commercial ? ['parking'] : featuresFor(rng, type, area.slug, beds ?? 0, 'unfurnished'),
      amenities: rng.sample(commercial ? AMENITIES_COMM : AMENITIES_APT, 4),
      completion: 'ready',
      completion_date: null,
      auction_starts_at: startsAt.toISOString(),
      auction_status: status,
      auction_deposit: deposit,
      latitude: Number((area.latitude + rng.float(-0.006, 0.006)).toFixed(6)),
      longitude: Number((area.longitude + rng.float(-0.006, 0.006)).toFixed(6)),
      permit_number: String(rng.int(6, 7)) + String(rng.int(0, 999999999)).padStart(9, '0'),
      listed_date: ISO(listed),
      updated_date: ISO(listed),
      is_featured: false,
      furnishing: 'unfurnished',
      images,
      area: area.documentId,
      negotiator: rng.pick(
        ((ctx.team[commercial ? 'commercial' : 'residential'] || []).length
          ? ctx.team[commercial ? 'commercial' : 'residential']
          : ctx.team.residential) as string[],
      ),
      developer: null,
    };
    p.description = [
      `${title}, offered at public auction on the instructions of ${house}.`,
      `The auction opens at 11:00 Dubai time with a starting bid of AED ${fmt(price)}. ` +
        `Registered bidders lodge a refundable deposit of AED ${fmt(deposit)} (10% of the starting bid) before the sale.`,
      `${fmt(size)} sq ft${beds === null ? '' : `, ${p.bathrooms} bathroom${p.bathrooms > 1 ? 's' : ''}`}. ` +
        'Sold as seen, with vacant possession on transfer at the Dubai Land Department. Viewings by appointment.',
    ].join('\n\n');
    p.permit_qr_link = madmounLink(p, n);
    return p;
  });
}

/**
 * The DLD's Madmoun link of a Dubai listing's permit, which its QR code opens. Most demo
 * listings have one; every fifth does not (the CRM had not sent it), nor do international
 * ones, which no Dubai permit covers. Derived from the permit, so the seed's random
 * sequence, and with it every other seeded value, stays as it was.
 */
function madmounLink(p: SeedListing, n: number): string | null {
  if (p.pType === 'international' || n % 5 === 0) return null;
  return `https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=${p.permit_number}`;
}

export { generateProperties, generateAuctions, COMBOS };
export const AUCTION_LOTS = AUCTION_PLAN.length;
export const AMENITY_LISTS = [AMENITIES_APT, AMENITIES_VILLA, AMENITIES_COMM];
