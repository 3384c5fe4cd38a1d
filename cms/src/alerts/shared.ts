import path from 'path';
import type { Core } from '@strapi/strapi';
import { requireSiteBundle } from '../site-bundle';
import { leads } from '../leads/shared';
import type { AlertSiteCode } from './site-code';

let shared: AlertSiteCode | null = null;

/**
 * The site's own code for alerts (src/alerts/cms.ts: the search matching, the e-mails, the
 * manage links), bundled into ./site-shared.js by the root install
 * (packages/local-stack/cms-shared.mjs). Loaded on first use, with a clear message when missing.
 */
export function site(): AlertSiteCode {
  // The bundle is built from src/alerts/cms.ts, whose types ./site-code.ts writes out (cms/ cannot import the site's sources).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at install, and may be missing
  shared ??= requireSiteBundle(() => require('./site-shared'), path.join(__dirname, 'site-shared.js')) as AlertSiteCode;
  return shared;
}

/**
 * The areas a saved search names, by slug, in a language (the site's rule, `areaNameIn`),
 * for the search's words in an e-mail.
 */
export async function areaNamesOf(
  strapi: Core.Strapi,
  search: string,
  language: string,
): Promise<Record<string, string>> {
  const filter = site().alertFilter(search);
  if (!filter || !filter.areas.length) return {};
  const areas: { slug: string; name: string; localized_names: unknown }[] = await strapi.db
    .query('api::area.area')
    .findMany({ where: { slug: { $in: filter.areas } }, select: ['slug', 'name', 'localized_names'] });
  return Object.fromEntries(
    areas.map((area) => [area.slug, site().areaNameIn(area.localized_names, area.name, language)]),
  );
}

/**
 * The bundle, or null when it is missing: what may go on without alerts (the delivery of
 * every other lead) asks this, so a CMS deployed without the bundle still sends leads.
 */
export function siteOrNull(): AlertSiteCode | null {
  try {
    return site();
  } catch (error) {
    if (/site-shared\.js is missing/.test((error as Error).message)) return null;
    throw error;
  }
}

/** The key of this CMS's alert links (packages/leads: `signingKey`), from ALERT_TOKEN_SECRET or its app keys. */
export function alertSigningKey(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Buffer {
  return leads().signingKey(strapi.config.get<string[]>('server.app.keys'), env);
}
