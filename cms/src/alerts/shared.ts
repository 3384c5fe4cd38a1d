import type { Core } from '@strapi/strapi';
import { alerts, isMissingCore, leads } from '../core';

/** The alert domain of the package (@brokerage/core/alerts/cms): matching, e-mails, manage links. */
export const site = alerts;

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
  const areas: { slug: string; name: string; localized_names: Partial<Record<string, string | null>> | null }[] =
    await strapi.db
      .query('api::area.area')
      .findMany({ where: { slug: { $in: filter.areas } }, select: ['slug', 'name', 'localized_names'] });
  return Object.fromEntries(
    areas.map((area) => [area.slug, site().areaNameIn(area.localized_names, area.name, language)]),
  );
}

/**
 * The alert domain, or null when the package is not built: what asks this (the alert job,
 * telling an alert lead from a plain one) stays off with a message instead of stopping the CMS.
 */
export function siteOrNull(): ReturnType<typeof alerts> | null {
  try {
    return site();
  } catch (error) {
    if (isMissingCore(error)) return null;
    throw error;
  }
}

/** The key of this CMS's alert links (@brokerage/core/alerts/tokens: `signingKey`), from ALERT_TOKEN_SECRET or its app keys. */
export function alertSigningKey(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Buffer {
  return leads().signingKey(strapi.config.get<string[]>('server.app.keys'), env);
}
