import type { Core } from '@strapi/strapi';
import type { feed } from '../core';

type FeedCode = ReturnType<typeof feed>;

const COMMUNITY = 'api::feed-community.feed-community';

/** A community the feed named that no area matched, with how many listings wait for it. */
export type UnknownPlace = {
  key: string;
  listings: number;
  location: { city: string; community: string };
};
type CommunityRow = {
  id: number;
  city?: string | null;
  community?: string | null;
  sub_community?: string | null;
  waiting_listings?: number | null;
};

/** What a run matches listings against, read once: areas, the editors' community rules, the team, developers. */
export async function loadLookups(strapi: Core.Strapi, code: FeedCode) {
  const [areas, rules, team, developers] = await Promise.all([
    strapi.db.query('api::area.area').findMany({ select: ['documentId', 'slug', 'name', 'city'] }),
    strapi.db
      .query(COMMUNITY)
      .findMany({ select: ['city', 'community', 'sub_community'], populate: { area: { select: ['documentId'] } } }),
    strapi.db.query('api::team-member.team-member').findMany({ select: ['documentId', 'email', 'licence_number'] }),
    strapi.db.query('api::developer.developer').findMany({ select: ['documentId', 'name'] }),
  ]);
  return code.createLookups({
    areas: areas.map((a: { documentId: string; slug: string; name: string; city: string }) => ({
      id: a.documentId,
      slug: a.slug,
      name: a.name,
      city: a.city,
    })),
    rules: rules.map((r: Omit<CommunityRow, 'id'> & { area?: { documentId: string } | null }) => ({
      city: r.city || '',
      community: r.community || '',
      subCommunity: r.sub_community || '',
      area: (r.area && r.area.documentId) || null,
    })),
    team: team.map((m: { documentId: string; email: string; licence_number: string }) => ({
      id: m.documentId,
      email: m.email,
      licence_number: m.licence_number,
    })),
    developers: developers.map((d: { documentId: string; name: string }) => ({ id: d.documentId, name: d.name })),
  });
}

/**
 * Lists the communities no area matched for the editors (Feed Communities, no area yet),
 * with how many listings wait for each; a community already listed keeps its row (and the
 * area an editor chose), and one no longer waiting shows 0.
 */
export async function recordCommunities(
  strapi: Core.Strapi,
  code: FeedCode,
  unknownPlaces: UnknownPlace[],
  now: Date,
): Promise<void> {
  const waiting = new Map(unknownPlaces.map((p) => [p.key, p]));
  const rows: CommunityRow[] = await strapi.db.query(COMMUNITY).findMany({
    select: ['id', 'city', 'community', 'sub_community', 'waiting_listings'],
  });
  for (const row of rows) {
    const key = code.ruleKey(row.city || '', row.community || '', row.sub_community || '');
    const place = waiting.get(key);
    waiting.delete(key);
    const listings = place ? place.listings : 0;
    if (listings !== (row.waiting_listings || 0) || place) {
      await strapi.db.query(COMMUNITY).update({
        where: { id: row.id },
        data: { waiting_listings: listings, ...(place ? { last_seen_at: now } : {}) },
      });
    }
  }
  for (const place of waiting.values()) {
    await strapi.documents(COMMUNITY).create({
      data: {
        city: place.location.city,
        community: place.location.community,
        waiting_listings: place.listings,
        last_seen_at: now,
      },
    });
  }
}
