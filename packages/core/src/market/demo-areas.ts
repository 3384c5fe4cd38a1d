import type { AreaMappingEntry } from './mapping';

/**
 * The demo's DLD areas: the default mapping of the DLD's area names (and, where a DLD area
 * holds several of the site's areas, its master projects) to the demo's 48 Dubai areas,
 * seeded into the CMS's DLD areas, and what the generated demo files need to look like
 * the real ones (price per sq ft today, stock, building and project names).
 * Editors correct and extend the mapping in the CMS; an import lists the DLD areas it met
 * without one.
 */
export type DemoArea = {
  /** The site area's slug. */
  area: string;
  /** The DLD's `area_name_en` and `area_name_ar`. */
  dld: readonly [en: string, ar: string];
  /** The DLD's master project, when only that project of the DLD area is this site area. */
  master?: readonly [en: string, ar: string];
  /** Median AED per sq ft of a flat today (villas are priced from it). */
  perSqft: number;
  stock: 'apt' | 'villa' | 'mixed';
  /** Buildings (flats) or projects (villas) sales name. */
  buildings: readonly string[];
};

const area = (
  slug: string,
  dld: readonly [string, string],
  perSqft: number,
  stock: DemoArea['stock'],
  buildings: readonly string[],
  master?: readonly [string, string],
): DemoArea => ({ area: slug, dld, perSqft, stock, buildings, ...(master ? { master } : {}) });

const MARSA_DUBAI = ['Marsa Dubai', 'مرسى دبي'] as const;
const JABAL_ALI = ['Jabal Ali First', 'جبل علي الاولى'] as const;
const THANYAH_THIRD = ['Al Thanyah Third', 'الثنيه الثالثه'] as const;
const MERKADH = ['Al Merkadh', 'المركاض'] as const;

export const DEMO_AREAS: readonly DemoArea[] = [
  area('dubai-marina', MARSA_DUBAI, 2100, 'apt', [
    'Marina Gate 1',
    'Marina Gate 2',
    'Cayan Tower',
    'Princess Tower',
    'Marina Promenade - Delphine',
    'Elite Residence',
    'Marina Heights',
  ]),
  area(
    'jumeirah-beach-residence',
    MARSA_DUBAI,
    2200,
    'apt',
    ['Sadaf 5', 'Rimal 2', 'Murjan 1', 'Shams 4', 'Bahar 6', 'Amwaj 4'],
    ['Jumeirah Beach Residence', 'مساكن شاطئ جميرا'],
  ),
  area(
    'dubai-harbour',
    MARSA_DUBAI,
    3200,
    'apt',
    ['Address Residences Dubai Harbour', 'Marina Vista Tower 1', 'Sunrise Bay Tower 2'],
    ['Dubai Harbour', 'دبي هاربر'],
  ),
  area(
    'emaar-beachfront',
    MARSA_DUBAI,
    3000,
    'apt',
    ['Beach Vista 1', 'Sunrise Bay 1', 'Grand Bleu Tower 2', 'Beach Isle'],
    ['Emaar Beachfront', 'اعمار بيتشفرونت'],
  ),
  area('palm-jumeirah', ['Palm Jumeirah', 'نخلة جميرا'], 3600, 'mixed', [
    'Shoreline Apartments - Al Haseer',
    'Oceana - Pacific',
    'Tiara Residences - Emerald',
    'Frond G Signature Villas',
    'Frond M Garden Homes',
  ]),
  area('jumeirah-lake-towers', ['Al Thanyah Fifth', 'الثنيه الخامسه'], 1350, 'apt', [
    'Lake Terrace',
    'Goldcrest Views 2',
    'Lake Point Tower',
    'Concorde Tower',
    'MBL Residence',
  ]),
  area('jumeirah-village-circle', ['Al Barsha South Fourth', 'البرشاء جنوب الرابعه'], 1150, 'mixed', [
    'Binghatti Crescent',
    'Belgravia Heights 1',
    'Bloom Towers A',
    'Oxford Residence',
    'District 12 Townhouses',
  ]),
  area('jumeirah-village-triangle', ['Al Barsha South Fifth', 'البرشاء جنوب الخامسه'], 1150, 'mixed', [
    'Plaza Residences',
    'Bloom Heights',
    'District 4 Villas',
  ]),
  area('arjan', ['Al Barsha South Third', 'البرشاء جنوب الثالثه'], 1050, 'apt', [
    'Lincoln Park - West Side',
    'Vincitore Palacio',
    'Miraclz Tower',
  ]),
  area('downtown-dubai', ['Burj Khalifa', 'برج خليفة'], 3100, 'apt', [
    'Burj Khalifa',
    'Boulevard Point',
    'Act One | Act Two Towers',
    'Burj Royale',
    'The Address Residence Fountain Views 1',
    '29 Boulevard Tower 1',
  ]),
  area('business-bay', ['Business Bay', 'الخليج التجارى'], 2000, 'apt', [
    'Executive Towers - Tower B',
    'Damac Maison Prive',
    'Paramount Tower Hotel & Residences',
    'Binghatti Canal',
    'Merano Tower',
  ]),
  area('dubai-hills-estate', ['Hadaeq Sheikh Mohammed Bin Rashid', 'حدائق الشيخ محمد بن راشد'], 2300, 'mixed', [
    'Park Heights 1',
    'Collective 2.0 Tower A',
    'Golf Suites',
    'Maple 2',
    'Sidra 1',
  ]),
  area('arabian-ranches', ['Wadi Al Safa 6', 'وادي الصفا 6'], 1700, 'villa', [
    'Saheel',
    'Alvorada',
    'Palmera',
    'Mirador La Coleccion',
  ]),
  area('difc', ['Trade Center Second', 'المركز التجاري الثانية'], 2700, 'apt', [
    'Index Tower',
    'Central Park Tower',
    'Burj Daman',
    'Limestone House',
  ]),
  area('al-barsha', ['Al Barsha First', 'البرشاء الاولى'], 1150, 'mixed', [
    'Al Barsha Heights Residence',
    'Dana Tower',
    'Al Barsha Villas',
  ]),
  area('dubai-creek-harbour', ['Al Khairan First', 'الخيران الاولى'], 2200, 'apt', [
    'Creek Rise Tower 1',
    'Harbour Views 2',
    'Creek Edge Tower 1',
    'Address Harbour Point',
  ]),
  area('emirates-hills', ['Al Thanyah Fourth', 'الثنيه الرابعه'], 5200, 'villa', [
    'Emirates Hills Sector E',
    'Emirates Hills Sector L',
    'Emirates Hills Sector P',
  ]),
  area(
    'the-springs',
    THANYAH_THIRD,
    1600,
    'villa',
    ['Springs 3', 'Springs 10', 'Springs 14'],
    ['The Springs', 'الينابيع'],
  ),
  area('the-meadows', THANYAH_THIRD, 1900, 'villa', ['Meadows 2', 'Meadows 6', 'Meadows 9'], ['The Meadows', 'المروج']),
  area('mirdif', ['Mirdif', 'مردف'], 1100, 'villa', ['Shorooq Community', 'Ghoroob Community', 'Mirdif Hills']),
  area(
    'al-furjan',
    JABAL_ALI,
    1250,
    'mixed',
    ['Azizi Plaza', 'Murano Residences', 'Quortaj'],
    ['Al Furjan', 'الفرجان'],
  ),
  area(
    'discovery-gardens',
    JABAL_ALI,
    800,
    'apt',
    ['Mediterranean Cluster', 'Zen Cluster', 'Contemporary Cluster'],
    ['Discovery Gardens', 'ديسكفري جاردنز'],
  ),
  area('jebel-ali', JABAL_ALI, 900, 'mixed', ['Jebel Ali Village', 'Azure Residences']),
  area('dubai-south', ['Madinat Al Mataar', 'مدينة المطار'], 950, 'mixed', [
    'The Pulse Townhouses',
    'MAG 5 Boulevard',
    'Emaar South - Greenview',
  ]),
  area('motor-city', ['Al Hebiah First', 'الحبيه الاولى'], 1100, 'mixed', [
    'Green Community Motor City',
    'Uptown Motor City - Dickens Circus',
    'Motor City Villas',
  ]),
  area('dubai-sports-city', ['Al Hebiah Fourth', 'الحبيه الرابعه'], 950, 'apt', [
    'Elite Sports Residence 1',
    'Golf View Residence',
    'Canal Residence West',
  ]),
  area('damac-hills', ['Al Hebiah Fifth', 'الحبيه الخامسه'], 1400, 'mixed', [
    'Golf Promenade',
    'Carson - The Drive',
    'Damac Hills Villas',
  ]),
  area('jumeirah-golf-estates', ['Al Hebiah Third', 'الحبيه الثالثه'], 2100, 'villa', [
    'Redwood Park',
    'Whispering Pines',
    'Flame Tree Ridge',
  ]),
  area('tilal-al-ghaf', ['Al Hebiah Sixth', 'الحبيه السادسه'], 2000, 'villa', ['Harmony', 'Elan', 'Aura Gardens']),
  area('town-square', ['Al Yelayiss 2', 'اليلايس 2'], 1050, 'mixed', [
    'Safi Townhouses',
    'Zahra Breeze',
    'Warda Apartments',
  ]),
  area('meydan', ['Nad Al Shiba First', 'ند الشبا الاولى'], 1700, 'mixed', [
    'Azizi Riviera 12',
    'Meydan Avenue',
    'District One Villas',
  ]),
  area('mohammed-bin-rashid-city', MERKADH, 2100, 'mixed', ['District One Residences', 'Sobha Creek Vistas Tower A']),
  area(
    'sobha-hartland',
    MERKADH,
    2000,
    'mixed',
    ['Hartland Greens', 'Sobha Hartland Waves', 'Hartland Villas'],
    ['Sobha Hartland', 'شوبا هارتلاند'],
  ),
  area('jumeirah', ['Jumeirah First', 'جميرا الاولى'], 2600, 'villa', ['Jumeirah 1 Villas', 'Pearl Jumeirah']),
  area(
    'la-mer',
    ['Jumeirah First', 'جميرا الاولى'],
    3300,
    'mixed',
    ['La Mer South Island', 'Port de La Mer - La Sirene'],
    ['La Mer', 'لا مير'],
  ),
  area('umm-suqeim', ['Umm Suqeim Third', 'ام سقيم الثالثة'], 2500, 'villa', [
    'Umm Suqeim 3 Villas',
    'Madinat Jumeirah Living',
  ]),
  area(
    'city-walk',
    ['Al Wasl', 'الوصل'],
    2800,
    'apt',
    ['City Walk Building 8', 'Central Park at City Walk'],
    ['City Walk', 'سيتي ووك'],
  ),
  area('al-quoz', ['Al Quoz First', 'القوز الاولى'], 900, 'apt', ['Al Khail Heights', 'Al Quoz Residences']),
  area('deira', ['Port Saeed', 'بور سعيد'], 900, 'apt', ['Al Ghurair Residence', 'Deira Tower']),
  area('bur-dubai', ['Al Mankhool', 'المنخول'], 1000, 'apt', ['Al Mankhool Tower', 'Bur Dubai Heights']),
  area('dubai-silicon-oasis', ['Nadd Hessa', 'ند حصة'], 850, 'apt', [
    'Binghatti Views',
    'Axis Residence 2',
    'Palace Tower 1',
  ]),
  area('international-city', ['Al Warsan First', 'ورسان الاولى'], 650, 'apt', [
    'China Cluster',
    'England Cluster',
    'France Cluster',
  ]),
  area('bluewaters-island', ['Bluewaters', 'بلوواترز'], 3400, 'apt', [
    'Bluewaters Residences 1',
    'Bluewaters Residences 8',
  ]),
  area('dubai-production-city', ["Me'Aisem First", 'معيصم الاولى'], 850, 'apt', [
    'Midtown - Afnan',
    'Lakeside Tower B',
  ]),
  area('al-sufouh', ['Al Safouh First', 'الصفوح الاولى'], 1900, 'mixed', ['Palm View', 'Al Sufouh Villas']),
  area('dubai-investment-park', ['Dubai Investment Park First', 'مجمع دبي للاستثمار الاولى'], 750, 'mixed', [
    'Ritaj',
    'Green Community West',
  ]),
  area('dubai-islands', ['Dubai Islands', 'جزر دبي'], 2200, 'mixed', ['Bay Villas', 'Ocean Pearl']),
  area('the-valley', ['Al Ruwayyah First', 'الرويه الاولى'], 1100, 'villa', ['Eden', 'Talia', 'Nara']),
];

/** The demo's default mapping, one entry per DLD area (and master project) above. */
export function demoMapping(): AreaMappingEntry[] {
  return DEMO_AREAS.map((a) => ({ dldArea: a.dld[0], masterProject: a.master?.[0] ?? null, area: a.area }));
}

/** DLD areas the demo files hold that no site area covers: an import reports them, unmapped. */
export const UNMAPPED_DEMO_AREAS: readonly (readonly [string, string])[] = [
  ["Al Warqa'a First", 'الورقاء الاولى'],
  ['Nad Al Hamar', 'ند الحمر'],
  ['Al Twar Second', 'الطوار الثانية'],
];
