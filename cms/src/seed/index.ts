/**
 * Deterministic demo seed, run from bootstrap. It never deletes what it did not create,
 * and on start it deletes nothing at all:
 *  - an empty database gets the demo content (the local default);
 *  - a database with content it did not seed (no state in the core store: type core,
 *    name oasis-seed, key state) is left alone;
 *  - demo content from another seed version is left alone (`npm run seed -- --reset`
 *    replaces it, on the local SQLite file only);
 *  - a larger SEED_PROPERTIES adds the missing demo properties; a smaller one removes none;
 *  - a hosted start (NODE_ENV=production set by its environment: DEMO_SEED=off) never seeds.
 */
import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import { fromAppDir } from '../app-dir';
import { ensureSeedImages } from './media';
import { areaRecords } from './data/areas';
import { DEVELOPERS, teamRecords, SITE_SETTINGS } from './data/org';
import { PAGES, buildPage, pageBase, XSS_PAYLOAD } from './data/pages';
import { buildSections } from './data/sections';
import {
  LOCALES,
  MENUS,
  buildMenu,
  FOOTER,
  SEARCHES,
  buildPopularSearch,
  COUNTRIES,
  buildCountry,
} from './data/navigation';
import { generateProperties, generateAuctions, type SeedArea, type SeedContext } from './properties';
import { looseDocuments } from '../documents';
import type { Locale } from './locales';
import type { SeedPage } from './data/pages';
import { reviewRecords } from './data/reviews';
import { seedMarket, DLD_AREA } from './market';
import { MARKET_AREA, MARKET_IMPORT } from '../market/replace';

const SEED_VERSION = 12;
const OTHER_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

type Log = (line: string) => void;
type Media = Awaited<ReturnType<typeof ensureSeedImages>>;
/** What the seed of the base content leaves for the properties': areas, developers, team, images. */
type BaseContext = Omit<SeedContext, 'images'> & { media: Media; reviews?: number };
/** The seed's record in the core store. */
type SeedState = { version: number; properties: number; seededAt?: string };
const BATCH = 250;

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'oasis-seed' });
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Deletes every document of a content type (all locales) through the document service. */
async function deleteAll(strapi: Core.Strapi, uid: UID.ContentType): Promise<number> {
  const rows: { documentId: string }[] = await strapi.db.query(uid).findMany({ select: ['documentId'] });
  const ids = [...new Set(rows.map((r) => r.documentId))];
  const i18n = strapi.plugin('i18n').service('content-types') as { isLocalizedContentType(model: unknown): boolean };
  const localized = i18n.isLocalizedContentType(strapi.contentType(uid));
  for (let i = 0; i < ids.length; i += BATCH) {
    await strapi.db.transaction(async () => {
      for (const documentId of ids.slice(i, i + BATCH)) {
        await looseDocuments(strapi, uid).delete({ documentId, ...(localized ? { locale: '*' } : {}) });
      }
    });
  }
  return ids.length;
}

/** Creates the en version (published) and adds the other locales with update(). */
async function createLocalized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  enData: Record<string, unknown>,
  perLocale: (locale: Locale) => object,
  extra: Partial<Record<Locale, object>> = {},
) {
  const docs = looseDocuments(strapi, uid);
  const created = await docs.create({ locale: 'en', data: { ...enData, ...(extra.en || {}) }, status: 'published' });
  for (const locale of OTHER_LOCALES) {
    await docs.update({
      documentId: created.documentId,
      locale,
      data: { ...perLocale(locale), ...(extra[locale] || {}) },
      status: 'published',
    });
  }
  return created;
}

async function seedBase(strapi: Core.Strapi, log: Log): Promise<BaseContext> {
  // media
  const devNames = DEVELOPERS.map((d) => d.name);
  const media = await ensureSeedImages(strapi, devNames);
  log(`images ready (${Object.keys(media.byKey).length})`);

  const ctx: BaseContext = { media, areas: [], developers: {}, team: {} };
  await strapi.db.transaction(async () => {
    // areas
    for (const a of areaRecords()) {
      const { meta, ...data } = a;
      const doc = await looseDocuments(strapi, 'api::area.area').create({ data });
      ctx.areas.push({ ...a, documentId: doc.documentId });
    }
    // developers
    for (const d of DEVELOPERS) {
      const doc = await looseDocuments(strapi, 'api::developer.developer').create({
        data: { ...d, slug: slugify(d.name), logo: media.byKey[`logo-${slugify(d.name)}`] },
      });
      ctx.developers[d.name] = doc.documentId;
    }
    // team
    const portraits = media.groups.portrait as number[];
    let i = 0;
    for (const m of teamRecords()) {
      const doc = await looseDocuments(strapi, 'api::team-member.team-member').create({
        data: { ...m, photo: portraits[i % portraits.length] },
      });
      (ctx.team[m.department] ??= []).push(doc.documentId);
      i += 1;
    }
    // site settings (single type, no i18n, no D&P)
    await looseDocuments(strapi, 'api::site-setting.site-setting').create({
      data: {
        ...SITE_SETTINGS,
        logo: media.byKey['brand-logo'],
        short_term_brand: { ...SITE_SETTINGS.short_term_brand, logo: media.byKey['villa-3'] },
      },
    });
    // reviews (not localized: the review service delivers them as written)
    ctx.reviews = 0;
    for (const review of reviewRecords()) {
      await looseDocuments(strapi, 'api::google-review.google-review').create({ data: review });
      ctx.reviews += 1;
    }
  });
  log(
    `areas ${ctx.areas.length}, developers ${Object.keys(ctx.developers).length}, team ${Object.values(ctx.team).flat().length}, reviews ${ctx.reviews}`,
  );

  await strapi.db.transaction(async () => {
    // pages
    const pageIds: Record<string, string> = {};
    const image = (key: string | undefined) => (key ? media.byKey[key] : null);
    const pageData = (page: SeedPage, locale: Locale) => {
      const fields = buildPage(page, locale);
      const ctx = { title: fields.Title, intro: fields.Banner_Content, image: image(page.image), payload: XSS_PAYLOAD };
      return { ...fields, Sections: buildSections(page, locale, ctx) };
    };
    for (const page of PAGES) {
      const base = { ...pageBase(page), Banner_Image: image(page.image) };
      const doc = await createLocalized(strapi, 'api::page.page', { ...base, ...pageData(page, 'en') }, (l) =>
        pageData(page, l),
      );
      pageIds[page.slug] = doc.documentId;
    }
    // menus
    for (const m of MENUS) {
      const base = { order: m.order, link: m.link || null, manualLink: m.manualLink || null };
      const rel = (locale: Locale) =>
        m.pageSlug ? { page: { connect: [{ documentId: pageIds[m.pageSlug], locale }] } } : {};
      await createLocalized(
        strapi,
        'api::menu.menu',
        { ...base, ...buildMenu(m, 'en', media.byKey), ...rel('en') },
        (l) => ({ ...buildMenu(m, l, media.byKey), ...rel(l) }),
      );
    }
    // footer
    await createLocalized(strapi, 'api::footer.footer', FOOTER.en, (l) => FOOTER[l]);
    // popular searches
    const areaNames = Object.fromEntries(ctx.areas.map((a) => [a.slug, { en: a.name, ...a.localized_names }]));
    for (const layout of Object.keys(SEARCHES)) {
      await createLocalized(
        strapi,
        'api::popular-search.popular-search',
        { layout, ...buildPopularSearch(layout, 'en', areaNames) },
        (l) => buildPopularSearch(layout, l, areaNames),
      );
    }
    // countries
    for (const c of COUNTRIES) {
      await createLocalized(
        strapi,
        'api::country.country',
        { value: c.value, icon: c.icon, Show_flag: c.Show_flag, Slug: c.Slug, ...buildCountry(c, 'en') },
        (l) => buildCountry(c, l),
      );
    }
  });
  log(
    `pages ${PAGES.length}, menus ${MENUS.length}, footer, popular searches ${Object.keys(SEARCHES).length}, countries ${COUNTRIES.length} (x${LOCALES.length} locales)`,
  );
  return ctx;
}

/** Rebuilds the generator context (areas, developers, team, images) from the database. */
async function loadContext(strapi: Core.Strapi): Promise<BaseContext> {
  const media = await ensureSeedImages(
    strapi,
    DEVELOPERS.map((d) => d.name),
  );
  const meta = Object.fromEntries(areaRecords().map((a) => [a.slug, a.meta]));
  const areas = (await strapi.db.query('api::area.area').findMany({})).map(
    (a: Omit<SeedArea, 'meta'>): SeedArea => ({ ...a, meta: meta[a.slug] }),
  );
  const developers = Object.fromEntries(
    (await strapi.db.query('api::developer.developer').findMany({})).map((d: { name: string; documentId: string }) => [
      d.name,
      d.documentId,
    ]),
  );
  const team: Record<string, string[]> = {};
  const members: { department: string; documentId: string }[] = await strapi.db
    .query('api::team-member.team-member')
    .findMany({ orderBy: { order: 'asc' } });
  for (const m of members) {
    (team[m.department] ??= []).push(m.documentId);
  }
  return { media, areas, developers, team };
}

/**
 * Creates the demo properties among the first `count` the generator makes, and the auction
 * lots (both generators are deterministic and prefix-stable), whose reference number is not
 * in the database yet: a property an editor changed or deleted is not re-created or touched.
 */
async function seedProperties(strapi: Core.Strapi, ctx: BaseContext, count: number, log: Log): Promise<void> {
  const demo: SeedContext = {
    areas: ctx.areas,
    developers: ctx.developers,
    team: ctx.team,
    images: {
      exterior: ctx.media.groups.exterior ?? [],
      villa: ctx.media.groups.villa ?? [],
      interior: ctx.media.groups.interior ?? [],
      office: ctx.media.groups.office ?? [],
    },
  };
  // The auction lots are a fixed set on top of the `count` others.
  const props = [...generateProperties(count, demo), ...generateAuctions(demo)];
  const rows: { referenceNumber: string }[] = await strapi.db
    .query('api::property.property')
    .findMany({ select: ['referenceNumber'] });
  const existing = new Set(rows.map((r) => r.referenceNumber));
  const missing = props.filter((p) => !existing.has(p.referenceNumber));
  const docs = looseDocuments(strapi, 'api::property.property');
  for (let i = 0; i < missing.length; i += BATCH) {
    await strapi.db.transaction(async () => {
      for (const p of missing.slice(i, i + BATCH)) await docs.create({ data: p });
    });
  }
  log(`properties: ${missing.length} created, ${props.length - missing.length} already there`);
}

const BASE_TYPES: UID.ContentType[] = [
  'api::menu.menu',
  'api::page.page',
  'api::footer.footer',
  'api::popular-search.popular-search',
  'api::country.country',
  'api::property.property',
  'api::team-member.team-member',
  'api::developer.developer',
  'api::area.area',
  'api::site-setting.site-setting',
  'api::google-review.google-review',
];

/** How many entries of the types the demo seed writes the database holds. */
async function contentCount(strapi: Core.Strapi): Promise<number> {
  let total = 0;
  for (const uid of BASE_TYPES) total += await strapi.db.query(uid).count();
  return total;
}

/**
 * Where `--reset` may delete: only the local SQLite file under cms/.tmp, never PostgreSQL
 * or a database file somewhere else (a copy an editor or a backup uses).
 */
function localDatabaseProblem(strapi: Core.Strapi): string | null {
  const connection = strapi.config.get<{ client: string; connection: { filename: string } }>('database.connection');
  const client = connection.client;
  if (!['sqlite', 'better-sqlite3'].includes(client)) return `the database is ${client}, not the local SQLite file`;
  const file = path.resolve(connection.connection.filename);
  const localDir = fromAppDir('.tmp');
  if (path.dirname(file) !== localDir) return `the database file ${file} is not in ${localDir}`;
  return null;
}

class SeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefused';
  }
}

/**
 * The demo seed (see the top of this file). `reset` (npm run seed -- --reset) first deletes
 * every entry of the seeded types, and refuses unless the database is the local SQLite file.
 */
/**
 * What the seed does with this database (the table at the top of this file): `seed` the
 * demo, `reset` it (local SQLite only), `add` missing demo properties, or nothing, saying why.
 */
type SeedPlan = { refuse: string } | { skip: string } | { action: 'seed' | 'reset' | 'add' };

function seedPlan({
  off,
  reset,
  localProblem,
  existing,
  state,
  wanted,
}: {
  off: boolean;
  reset: boolean;
  localProblem: string | null;
  existing: number | null;
  state: SeedState | null;
  wanted: number;
}): SeedPlan {
  if (off) {
    if (reset) return { refuse: '--reset refused: demo seeding is off here (NODE_ENV=production or DEMO_SEED=off)' };
    return { skip: 'demo seed off (NODE_ENV=production or DEMO_SEED=off): nothing seeded' };
  }
  if (reset) {
    if (localProblem)
      return {
        refuse: `--reset refused: ${localProblem}. It deletes every page, menu, property and setting, so it only runs on the local demo database.`,
      };
    return { action: 'reset' };
  }
  if (existing === 0) return { action: 'seed' };
  if (!state)
    return {
      skip: `the database holds ${existing} entries the demo seed did not create: nothing seeded, nothing deleted`,
    };
  if (state.version !== SEED_VERSION) {
    return {
      skip:
        `demo content is from seed version ${state.version}, this seed is version ${SEED_VERSION}: left as it is. ` +
        '`npm run seed -- --reset` replaces it on the local SQLite database (deleting every entry).',
    };
  }
  if (wanted > state.properties) return { action: 'add' };
  if (wanted < state.properties) {
    return {
      skip:
        `SEED_PROPERTIES ${wanted} is below the ${state.properties} demo properties seeded: none is deleted ` +
        '(`npm run seed -- --reset` re-creates the local demo with the smaller inventory)',
    };
  }
  return { skip: `up to date (version ${SEED_VERSION}, ${wanted} properties) - skipped` };
}

/**
 * The demo seed (see the top of this file). `reset` (npm run seed -- --reset) first deletes
 * every entry of the seeded types, and refuses unless the database is the local SQLite file.
 */
async function runSeed(strapi: Core.Strapi, { reset = false } = {}): Promise<void> {
  const wanted = Math.max(0, parseInt(process.env.SEED_PROPERTIES || '320', 10) || 0);
  const log: Log = (m) => strapi.log.info(`[seed] ${m}`);
  const t0 = Date.now();
  const state = ((await store(strapi).get({ key: 'state' })) as SeedState | null) || null;
  const off = process.env.DEMO_SEED === 'off' || process.env.SKIP_SEED === 'true';
  const plan = seedPlan({
    off,
    reset,
    localProblem: reset ? localDatabaseProblem(strapi) : null,
    existing: off || reset ? null : await contentCount(strapi),
    state,
    wanted,
  });
  if ('refuse' in plan) throw new SeedRefused(plan.refuse);
  if ('skip' in plan) {
    log(plan.skip);
    // A demo database from before the market figures gets them once (nothing else is touched).
    if (state && !off) await seedMarket(strapi, log);
    return;
  }
  if (plan.action === 'reset') {
    log('--reset: deleting every entry of the seeded types in the local database');
    const seeded: UID.ContentType[] = [...BASE_TYPES, DLD_AREA, MARKET_AREA, MARKET_IMPORT];
    for (const uid of seeded) await deleteAll(strapi, uid);
  }
  if (plan.action === 'add') {
    log(`SEED_PROPERTIES ${state?.properties} -> ${wanted}: adding the missing demo properties`);
    await seedProperties(strapi, await loadContext(strapi), wanted, log);
  } else {
    log(`seeding version ${SEED_VERSION} with ${wanted} properties ...`);
    await seedProperties(strapi, await seedBase(strapi, log), wanted, log);
  }
  await seedMarket(strapi, log);
  await store(strapi).set({
    key: 'state',
    value: { version: SEED_VERSION, properties: wanted, seededAt: new Date().toISOString() },
  });
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

export { runSeed, seedPlan, SeedRefused, SEED_VERSION };
