'use strict';

/**
 * Idempotent, deterministic seed run from bootstrap.
 *  - state in the core store (type core, name oasis-seed, key state): { version, properties }
 *  - no state / other version  -> (re)create all seeded content
 *  - same version, other SEED_PROPERTIES count -> delete and re-create properties only
 */
const { ensureSeedImages } = require('./media');
const { areaRecords } = require('./data/areas');
const { DEVELOPERS, teamRecords, SITE_SETTINGS } = require('./data/org');
const { PAGES, buildPage, pageBase, XSS_PAYLOAD } = require('./data/pages');
const { buildSections } = require('./data/sections');
const { LOCALES, MENUS, buildMenu, FOOTER, SEARCHES, buildPopularSearch, COUNTRIES, buildCountry } = require('./data/navigation');
const { generateProperties } = require('./properties');
const { reviewRecords } = require('./data/reviews');

const SEED_VERSION = 8;
const OTHER_LOCALES = LOCALES.filter((l) => l !== 'en');
const BATCH = 250;

const store = (strapi) => strapi.store({ type: 'core', name: 'oasis-seed' });
const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Deletes every document of a content type (all locales) through the document service. */
async function deleteAll(strapi, uid) {
  const rows = await strapi.db.query(uid).findMany({ select: ['documentId'] });
  const ids = [...new Set(rows.map((r) => r.documentId))];
  const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(strapi.contentType(uid));
  for (let i = 0; i < ids.length; i += BATCH) {
    await strapi.db.transaction(async () => {
      for (const documentId of ids.slice(i, i + BATCH)) {
        await strapi.documents(uid).delete({ documentId, ...(localized ? { locale: '*' } : {}) });
      }
    });
  }
  return ids.length;
}

/** Creates the en version (published) and adds the other locales with update(). */
async function createLocalized(strapi, uid, enData, perLocale, extra = {}) {
  const docs = strapi.documents(uid);
  const created = await docs.create({ locale: 'en', data: { ...enData, ...(extra.en || {}) }, status: 'published' });
  for (const locale of OTHER_LOCALES) {
    await docs.update({ documentId: created.documentId, locale, data: { ...perLocale(locale), ...(extra[locale] || {}) }, status: 'published' });
  }
  return created;
}

async function seedBase(strapi, log) {
  // media
  const devNames = DEVELOPERS.map((d) => d.name);
  const media = await ensureSeedImages(strapi, devNames);
  log(`images ready (${Object.keys(media.byKey).length})`);

  const ctx = { media };
  await strapi.db.transaction(async () => {
    // areas
    ctx.areas = [];
    for (const a of areaRecords()) {
      const { meta, ...data } = a;
      const doc = await strapi.documents('api::area.area').create({ data });
      ctx.areas.push({ ...a, documentId: doc.documentId });
    }
    // developers
    ctx.developers = {};
    for (const d of DEVELOPERS) {
      const doc = await strapi.documents('api::developer.developer').create({ data: { ...d, slug: slugify(d.name), logo: media.byKey[`logo-${slugify(d.name)}`] } });
      ctx.developers[d.name] = doc.documentId;
    }
    // team
    ctx.team = {};
    const portraits = media.groups.portrait;
    let i = 0;
    for (const m of teamRecords()) {
      const doc = await strapi.documents('api::team-member.team-member').create({ data: { ...m, photo: portraits[i % portraits.length] } });
      (ctx.team[m.department] = ctx.team[m.department] || []).push(doc.documentId);
      i += 1;
    }
    // site settings (single type, no i18n, no D&P)
    await strapi.documents('api::site-setting.site-setting').create({
      data: { ...SITE_SETTINGS, short_term_brand: { ...SITE_SETTINGS.short_term_brand, logo: media.byKey['villa-3'] } },
    });
    // reviews (not localized: the review service delivers them as written)
    ctx.reviews = 0;
    for (const review of reviewRecords()) {
      await strapi.documents('api::google-review.google-review').create({ data: review });
      ctx.reviews += 1;
    }
  });
  log(`areas ${ctx.areas.length}, developers ${Object.keys(ctx.developers).length}, team ${Object.values(ctx.team).flat().length}, reviews ${ctx.reviews}`);

  await strapi.db.transaction(async () => {
    // pages
    const pageIds = {};
    const image = (key) => (key ? media.byKey[key] : null);
    const pageData = (page, locale) => {
      const fields = buildPage(page, locale);
      const ctx = { title: fields.Title, intro: fields.Banner_Content, image: image(page.image), payload: XSS_PAYLOAD };
      return { ...fields, Sections: buildSections(page, locale, ctx) };
    };
    for (const page of PAGES) {
      const base = { ...pageBase(page), Banner_Image: image(page.image) };
      const doc = await createLocalized(strapi, 'api::page.page', { ...base, ...pageData(page, 'en') }, (l) => pageData(page, l));
      pageIds[page.slug] = doc.documentId;
    }
    // menus
    for (const m of MENUS) {
      const base = { order: m.order, link: m.link || null, manualLink: m.manualLink || null };
      const rel = (locale) => (m.pageSlug ? { page: { connect: [{ documentId: pageIds[m.pageSlug], locale }] } } : {});
      await createLocalized(strapi, 'api::menu.menu', { ...base, ...buildMenu(m, 'en', media.byKey), ...rel('en') },
        (l) => ({ ...buildMenu(m, l, media.byKey), ...rel(l) }));
    }
    // footer
    await createLocalized(strapi, 'api::footer.footer', FOOTER.en, (l) => FOOTER[l]);
    // popular searches
    const areaNames = Object.fromEntries(ctx.areas.map((a) => [a.slug, { en: a.name, ...a.localized_names }]));
    for (const layout of Object.keys(SEARCHES)) {
      await createLocalized(strapi, 'api::popular-search.popular-search', { layout, ...buildPopularSearch(layout, 'en', areaNames) }, (l) => buildPopularSearch(layout, l, areaNames));
    }
    // countries
    for (const c of COUNTRIES) {
      await createLocalized(strapi, 'api::country.country', { value: c.value, icon: c.icon, Show_flag: c.Show_flag, Slug: c.Slug, ...buildCountry(c, 'en') }, (l) => buildCountry(c, l));
    }
  });
  log(`pages ${PAGES.length}, menus ${MENUS.length}, footer, popular searches ${Object.keys(SEARCHES).length}, countries ${COUNTRIES.length} (x${LOCALES.length} locales)`);
  return ctx;
}

/** Rebuilds the generator context (areas, developers, team, images) from the database. */
async function loadContext(strapi) {
  const media = await ensureSeedImages(strapi, DEVELOPERS.map((d) => d.name));
  const meta = Object.fromEntries(areaRecords().map((a) => [a.slug, a.meta]));
  const areas = (await strapi.db.query('api::area.area').findMany({})).map((a) => ({ ...a, meta: meta[a.slug] }));
  const developers = Object.fromEntries((await strapi.db.query('api::developer.developer').findMany({})).map((d) => [d.name, d.documentId]));
  const team = {};
  for (const m of await strapi.db.query('api::team-member.team-member').findMany({ orderBy: { order: 'asc' } })) {
    (team[m.department] = team[m.department] || []).push(m.documentId);
  }
  return { media, areas, developers, team };
}

async function seedProperties(strapi, ctx, count, log) {
  const props = generateProperties(count, {
    areas: ctx.areas, developers: ctx.developers, team: ctx.team,
    images: { exterior: ctx.media.groups.exterior, villa: ctx.media.groups.villa, interior: ctx.media.groups.interior, office: ctx.media.groups.office },
  });
  const docs = strapi.documents('api::property.property');
  for (let i = 0; i < props.length; i += BATCH) {
    await strapi.db.transaction(async () => {
      for (const p of props.slice(i, i + BATCH)) await docs.create({ data: p });
    });
  }
  log(`properties ${props.length}`);
}

const BASE_TYPES = ['api::menu.menu', 'api::page.page', 'api::footer.footer', 'api::popular-search.popular-search', 'api::country.country',
  'api::property.property', 'api::team-member.team-member', 'api::developer.developer', 'api::area.area', 'api::site-setting.site-setting',
  'api::google-review.google-review'];

async function runSeed(strapi) {
  const wanted = Math.max(0, parseInt(process.env.SEED_PROPERTIES || '320', 10) || 0);
  const state = (await store(strapi).get({ key: 'state' })) || null;
  const log = (m) => strapi.log.info(`[seed] ${m}`);
  const t0 = Date.now();

  if (state && state.version === SEED_VERSION && state.properties === wanted) {
    log(`up to date (version ${SEED_VERSION}, ${wanted} properties) - skipped`);
    return;
  }

  if (!state || state.version !== SEED_VERSION) {
    const hasContent = (await strapi.db.query('api::page.page').count()) > 0 || (await strapi.db.query('api::area.area').count()) > 0;
    if (hasContent) {
      log(`seed version changed (${state ? state.version : 'none'} -> ${SEED_VERSION}): removing previously seeded content`);
      for (const uid of BASE_TYPES) await deleteAll(strapi, uid);
    }
    log(`seeding version ${SEED_VERSION} with ${wanted} properties ...`);
    const ctx = await seedBase(strapi, log);
    await seedProperties(strapi, ctx, wanted, log);
  } else {
    log(`property count changed (${state.properties} -> ${wanted}): re-creating properties only`);
    const td = Date.now();
    const removed = await deleteAll(strapi, 'api::property.property');
    log(`deleted ${removed} properties in ${((Date.now() - td) / 1000).toFixed(1)} s`);
    await seedProperties(strapi, await loadContext(strapi), wanted, log);
  }

  await store(strapi).set({ key: 'state', value: { version: SEED_VERSION, properties: wanted, seededAt: new Date().toISOString() } });
  log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

module.exports = { runSeed, SEED_VERSION };
