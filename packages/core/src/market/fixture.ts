import { random } from '../lib/random';
import { RENT_COLUMNS, TRANSACTION_COLUMNS, type RentColumn, type TransactionColumn } from './columns';
import { DEMO_AREAS, UNMAPPED_DEMO_AREAS, type DemoArea } from './demo-areas';
import { sqmAsSqft, type IsoDate } from './values';

/**
 * Generated DLD files for the demo, the tests and the benchmark: rows in the published
 * columns and spellings, with the mortgages, gifts, land, commercial units, unmapped areas
 * and typing errors the real files hold. Deterministic: the same options give the same rows.
 */
export type FixtureOptions = {
  /** The last day of the data. */
  end: IsoDate;
  /** How many rows (every kind counted). */
  rows: number;
  seed?: number;
  /** How far back the rows go, in years. */
  years?: number;
  /** Whether to mix in the rows an import skips or refuses. */
  noise?: boolean;
};

/** The demo data's date: the seed's files end here, so the demo pages never change. */
export const DEMO_DATA_DATE: IsoDate = '2026-10-30';
export const DEMO_TRANSACTION_ROWS = 80_000;
export const DEMO_RENT_ROWS = 50_000;

type Rng = () => number;
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const weighted = <T>(r: Rng, pairs: readonly (readonly [T, number])[]): T => {
  let left = r() * pairs.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of pairs) if ((left -= w) <= 0) return value;
  return pairs[pairs.length - 1]![0];
};
const between = (r: Rng, min: number, max: number) => min + r() * (max - min);
/** A factor around 1 whose logarithm is normal with deviation `sigma` (Box-Muller). */
const spread = (r: Rng, sigma: number) =>
  Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r()));

const DAY = 86_400_000;
type Day = { iso: IsoDate; dld: string; yearsBack: number };
/** The days before `end`, `count` of them (day 0 is `end`): each row picks one (made once, not per row). */
function daysBefore(end: IsoDate, count: number): Day[] {
  const last = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: count }, (_, days) => {
    const iso = new Date(last - days * DAY).toISOString().slice(0, 10);
    return { iso, dld: `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`, yearsBack: days / 365.25 };
  });
}
/** A day back, more of them recent (sales grew every year): the density halves from now to the start. */
const dayBack = (r: Rng, days: readonly Day[]) => days[Math.floor(days.length * (1 - Math.sqrt(r())))]!;

const AREA_WEIGHT = { apt: 3, mixed: 2.5, villa: 1.2 } as const;
const areaPairs = DEMO_AREAS.map((a) => [a, AREA_WEIGHT[a.stock]] as const);

type Home = { villa: boolean; beds: number; sqm: number; perSqftNow: number };
const ROOMS_FACTOR = [1.12, 1.05, 1, 0.95, 0.92, 0.9, 0.9, 0.9];
const FLAT_SQM: Record<number, [number, number]> = {
  0: [36, 48],
  1: [62, 85],
  2: [100, 135],
  3: [150, 195],
  4: [220, 290],
};
const VILLA_SQM: Record<number, [number, number]> = {
  2: [160, 210],
  3: [220, 300],
  4: [310, 420],
  5: [440, 620],
  6: [600, 900],
  7: [800, 1200],
};

/** A home of an area as its sales and rents come: flat or villa, bedrooms, size, today's price per sq ft. */
function home(r: Rng, area: DemoArea): Home {
  const villa = area.stock === 'villa' ? r() < 0.92 : area.stock === 'mixed' && r() < 0.4;
  const beds = villa
    ? weighted(r, [
        [2, 5],
        [3, 30],
        [4, 35],
        [5, 20],
        [6, 7],
        [7, 3],
      ])
    : weighted(r, [
        [0, 15],
        [1, 35],
        [2, 30],
        [3, 15],
        [4, 5],
      ]);
  const [min, max] = (villa ? VILLA_SQM : FLAT_SQM)[beds]!;
  const base = area.perSqft * (villa && area.stock !== 'villa' ? 0.8 : 1);
  return { villa, beds, sqm: Math.round(between(r, min, max)), perSqftNow: base * ROOMS_FACTOR[beds]! };
}

const SALE_ROOMS_AR = ['استوديو', 'غرفة و صالة', 'غرفتين و صالة'];
const saleRoomsText = (beds: number): [string, string] =>
  beds === 0 ? ['Studio', SALE_ROOMS_AR[0]!] : [`${beds} B/R`, SALE_ROOMS_AR[beds] ?? `${beds} غرف و صالة`];
const rentRoomsText = (beds: number): [string, string] =>
  beds === 0
    ? ['Studio', 'استوديو']
    : [beds === 1 ? '1bed room+Hall' : `${beds}bed rooms+hall`, beds === 1 ? 'غرفة وصالة' : `${beds} غرف وصالة`];

const GROUPS = {
  Sales: ['1', 'مبايعات', '11', 'بيع', 'Sell'],
  Mortgages: ['2', 'رهون', '13', 'تسجيل رهن', 'Mortgage Registration'],
  Gifts: ['3', 'هبات', '41', 'هبة', 'Grant'],
} as const;
const PROPERTY_TYPES = {
  Unit: ['3', 'وحدة'],
  Villa: ['4', 'فيلا'],
  Land: ['1', 'أرض'],
  Building: ['2', 'مبنى'],
} as const;
const METROS = [
  ['DMCC Metro Station', 'محطة مترو دي إم سي سي'],
  ['Burj Khalifa Dubai Mall Metro Station', 'محطة مترو برج خليفة دبي مول'],
  ['Business Bay Metro Station', 'محطة مترو الخليج التجاري'],
  ['Mall of the Emirates Metro Station', 'محطة مترو مول الإمارات'],
] as const;
const MALLS = [
  ['Marina Mall', 'مارينا مول'],
  ['Dubai Mall', 'دبي مول'],
  ['Mall of the Emirates', 'مول الإمارات'],
  ['Ibn-e-Battuta Mall', 'ابن بطوطة مول'],
] as const;
const LANDMARKS = [
  ['Burj Al Arab', 'برج العرب'],
  ['Dubai International Airport', 'مطار دبي الدولي'],
  ['Motor City', 'موتور سيتي'],
  ['Expo 2020 Site', 'موقع إكسبو 2020'],
] as const;

/** The landmark, metro station and mall columns both files have, picked for a row. */
function nearest(r: Rng) {
  const [landmarkEn, landmarkAr] = pick(r, LANDMARKS);
  const [metroEn, metroAr] = pick(r, METROS);
  const [mallEn, mallAr] = pick(r, MALLS);
  return {
    nearest_landmark_ar: landmarkAr,
    nearest_landmark_en: landmarkEn,
    nearest_metro_ar: metroAr,
    nearest_metro_en: metroEn,
    nearest_mall_ar: mallAr,
    nearest_mall_en: mallEn,
  };
}

type Row<C extends string> = Record<C, string>;
const inOrder = <C extends string>(columns: readonly C[], row: Row<C>): string[] => columns.map((c) => row[c]);
const money = (amount: number) => amount.toFixed(2);

/** Where a row is: a demo area (its DLD names and master project) or a DLD area the site does not cover. */
function place(r: Rng, unmapped: boolean) {
  if (unmapped) {
    const [en, ar] = pick(r, UNMAPPED_DEMO_AREAS);
    return {
      area: { area: '', dld: [en, ar], perSqft: 900, stock: 'mixed', buildings: ['Al Waha Residence'] } as DemoArea,
    };
  }
  return { area: weighted(r, areaPairs) };
}

/**
 * transactions.csv data rows (`TRANSACTION_COLUMNS` order), newest and oldest mixed as in
 * the published file.
 */
export function* transactionRows({ end, rows, seed = 41, years = 5.5, noise = true }: FixtureOptions) {
  const r = random(seed);
  const days = daysBefore(end, Math.floor(years * 365.25));
  for (let i = 0; i < rows; i++) {
    const kind = noise
      ? weighted(r, [
          ['sale', 64.7],
          ['mortgage', 18],
          ['gift', 5],
          ['land', 3],
          ['building', 1],
          ['commercial', 4],
          ['unmapped', 4],
          ['malformed', 0.3],
        ] as const)
      : 'sale';
    const { area } = place(r, kind === 'unmapped');
    const h = home(r, area);
    const day = dayBack(r, days);
    const offPlan = r() < (area.perSqft < 1500 ? 0.3 : 0.15);
    // Dubai's prices rose about 10% a year; a sale's price per sq ft follows, give or take.
    const perSqft = h.perSqftNow * 1.1 ** -day.yearsBack * spread(r, 0.12) * (offPlan ? 1.04 : 1);
    const sqft = sqmAsSqft(h.sqm);
    const price = Math.round((perSqft * sqft) / 1000) * 1000;
    const group = kind === 'mortgage' ? GROUPS.Mortgages : kind === 'gift' ? GROUPS.Gifts : GROUPS.Sales;
    const typeName = kind === 'land' ? 'Land' : kind === 'building' ? 'Building' : h.villa ? 'Villa' : 'Unit';
    const commercial = kind === 'commercial';
    // Land, offices and a tenth of villas are registered without rooms.
    const noRooms = commercial || typeName === 'Land' || (h.villa && r() < 0.1);
    const [roomsEn, roomsAr] = noRooms ? ['', ''] : saleRoomsText(h.beds);
    const building = h.villa || typeName !== 'Unit' ? '' : pick(r, area.buildings);
    const project = h.villa ? pick(r, area.buildings) : building ? `${building} Project` : '';
    const row: Row<TransactionColumn> = {
      transaction_id: `${group[2]}-${group[0]}-${day.iso.slice(0, 4)}-${100000 + i}`,
      procedure_id: group[2],
      trans_group_id: group[0],
      trans_group_ar: group[1],
      trans_group_en: kind === 'mortgage' ? 'Mortgages' : kind === 'gift' ? 'Gifts' : 'Sales',
      procedure_name_ar: group[3],
      procedure_name_en: group[4],
      instance_date: day.dld,
      property_type_id: PROPERTY_TYPES[typeName][0],
      property_type_ar: PROPERTY_TYPES[typeName][1],
      property_type_en: typeName,
      property_sub_type_id: commercial ? '61' : h.villa ? '4' : '60',
      property_sub_type_ar: commercial ? 'مكتب' : h.villa ? 'فيلا' : 'شقه سكنيه',
      property_sub_type_en: commercial ? 'Office' : h.villa ? 'Villa' : 'Flat',
      property_usage_ar: commercial ? 'تجاري' : 'سكني',
      property_usage_en: commercial ? 'Commercial' : 'Residential',
      reg_type_id: offPlan ? '0' : '1',
      reg_type_ar: offPlan ? 'على الخارطة' : 'العقارات القائمة',
      reg_type_en: offPlan ? 'Off-Plan Properties' : 'Existing Properties',
      area_id: String(300 + DEMO_AREAS.indexOf(area)),
      area_name_ar: area.dld[1],
      area_name_en: area.dld[0],
      building_name_ar: building,
      building_name_en: building,
      project_number: project ? String(1000 + (i % 900)) : '',
      project_name_ar: project,
      project_name_en: project,
      master_project_en: area.master?.[0] ?? '',
      master_project_ar: area.master?.[1] ?? '',
      ...nearest(r),
      rooms_ar: roomsAr,
      rooms_en: roomsEn,
      has_parking: r() < 0.8 ? '1' : '0',
      procedure_area: h.sqm.toFixed(2),
      actual_worth: money(price),
      meter_sale_price: money(price / h.sqm),
      rent_value: '',
      meter_rent_price: '',
      no_of_parties_role_1: '1',
      no_of_parties_role_2: String(1 + Math.floor(r() * 2)),
      no_of_parties_role_3: '0',
    };
    if (kind === 'malformed') {
      const fault = pick(r, ['date', 'price', 'size', 'perSqft'] as const);
      if (fault === 'date') row.instance_date = '31-02-2024';
      if (fault === 'price') row.actual_worth = '';
      if (fault === 'size') row.procedure_area = '0';
      if (fault === 'perSqft') row.actual_worth = '1000.00';
    }
    yield inOrder(TRANSACTION_COLUMNS, row);
  }
}

/** rent_contracts.csv data rows (`RENT_COLUMNS` order), over the last two years. */
export function* rentRows({ end, rows, seed = 4141, years = 2, noise = true }: FixtureOptions) {
  const r = random(seed);
  const days = daysBefore(end, Math.floor(years * 365.25));
  for (let i = 0; i < rows; i++) {
    const kind = noise
      ? weighted(r, [
          ['rent', 79.7],
          ['commercial', 12],
          ['land', 2],
          ['several', 2],
          ['unmapped', 4],
          ['malformed', 0.3],
        ] as const)
      : 'rent';
    const { area } = place(r, kind === 'unmapped');
    const h = home(r, area);
    const day = dayBack(r, days);
    // Gross yields run from about 8.5% in the cheapest areas to 4.5% in the dearest; rents rose about 12% a year.
    const yieldRate =
      Math.min(0.085, Math.max(0.045, 0.085 - ((area.perSqft - 650) / 4550) * 0.04)) - (h.villa ? 0.008 : 0);
    const value = h.perSqftNow * sqmAsSqft(h.sqm);
    const annual = Math.round((value * yieldRate * 1.12 ** -day.yearsBack * spread(r, 0.1)) / 500) * 500;
    const commercial = kind === 'commercial';
    const bus = kind === 'land' ? ['1', 'أرض', 'Land'] : h.villa ? ['4', 'فيلا', 'Villa'] : ['3', 'وحدة', 'Unit'];
    const [subEn, subAr] = commercial ? ['Office', 'مكتب'] : rentRoomsText(h.beds);
    const renew = r() < 0.6;
    const years1 = r() < 0.92 ? 1 : 2;
    const project = pick(r, area.buildings);
    const row: Row<RentColumn> = {
      contract_id: `CRT${day.iso.slice(0, 4)}${String(2000000 + i)}`,
      contract_reg_type_id: renew ? '2' : '1',
      contract_reg_type_ar: renew ? 'تجديد' : 'جديد',
      contract_reg_type_en: renew ? 'Renew' : 'New',
      contract_start_date: day.dld,
      contract_end_date: `${day.dld.slice(0, 6)}${Number(day.iso.slice(0, 4)) + years1}`,
      contract_amount: money(annual * years1),
      annual_amount: money(annual),
      no_of_prop: kind === 'several' ? String(2 + Math.floor(r() * 4)) : '1',
      line_number: '1',
      is_free_hold: r() < 0.7 ? 't' : 'f',
      ejari_bus_property_type_id: bus[0]!,
      ejari_bus_property_type_ar: bus[1]!,
      ejari_bus_property_type_en: bus[2]!,
      ejari_property_type_id: commercial ? '12' : h.villa ? '4' : '2',
      ejari_property_type_en: commercial ? 'Office' : h.villa ? 'Villa' : 'Flat',
      ejari_property_type_ar: commercial ? 'مكتب' : h.villa ? 'فيلا' : 'شقة',
      ejari_property_sub_type_id: String(h.beds),
      ejari_property_sub_type_en: subEn,
      ejari_property_sub_type_ar: subAr,
      property_usage_en: commercial ? 'Commercial' : 'Residential',
      property_usage_ar: commercial ? 'تجاري' : 'سكني',
      project_number: String(1000 + (i % 900)),
      project_name_ar: project,
      project_name_en: project,
      master_project_ar: area.master?.[1] ?? '',
      master_project_en: area.master?.[0] ?? '',
      area_id: String(300 + DEMO_AREAS.indexOf(area)),
      area_name_ar: area.dld[1],
      area_name_en: area.dld[0],
      actual_area: h.sqm.toFixed(2),
      ...nearest(r),
      tenant_type_id: r() < 0.9 ? '1' : '2',
      tenant_type_ar: 'شخص',
      tenant_type_en: r() < 0.9 ? 'Person' : 'Authority',
    };
    if (kind === 'malformed') {
      if (r() < 0.5) row.contract_start_date = '2024-13-45';
      else row.annual_amount = '0';
    }
    yield inOrder(RENT_COLUMNS, row);
  }
}
