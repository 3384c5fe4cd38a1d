import { factories } from '@strapi/strapi';

const PUBLIC_FIELDS = ['reviewer', 'starRating', 'comment', 'create_time', 'vacation_homes'] as const;

export default factories.createCoreController('api::google-review.google-review', ({ strapi }) => ({
  /** The public review list, newest first; `?vacation_homes=true` keeps the holiday-home guests. */
  async publicList(ctx) {
    const vacationOnly = String(ctx.query.vacation_homes ?? '').toLowerCase() === 'true';
    const rows = await strapi.documents('api::google-review.google-review').findMany({
      fields: [...PUBLIC_FIELDS],
      filters: vacationOnly ? { vacation_homes: true } : {},
      sort: ['create_time:desc', 'id:asc'],
      limit: 1000,
    });
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = rows.map((r: Partial<Record<(typeof PUBLIC_FIELDS)[number], unknown>>) =>
      Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, r[f] ?? null])),
    );
  },
}));
