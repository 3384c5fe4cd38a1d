import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { NamedRedirect } from '@brokerage/core/routing/redirects';
import { routing as routingCode } from '../core';

type RoutingCode = ReturnType<typeof routingCode>;

export const REDIRECT = 'api::redirect.redirect';

/** A redirect as stored, or as a write gives it. */
type RedirectRow = { id?: number; from?: string | null; to?: string | null; kind?: string | null };
type Problem = { field: 'from' | 'to'; message: string };
type RedirectEvent = { params: { data?: RedirectRow; where?: { id?: number } } };

/** A stored redirect as the one-hop rule compares it; null for one that does not read (the build reports it). */
function readStored(code: RoutingCode, row: RedirectRow): NamedRedirect | null {
  const from = code.redirectFrom(String(row.from || ''));
  const to = code.redirectTo(String(row.to || ''));
  if (!from.ok || !to.ok) return null;
  return {
    from: from.value,
    to: to.value,
    permanent: row.kind !== 'temporary',
    name: `redirect #${row.id} (${row.from})`,
  };
}

/**
 * Checks every editor's redirect as it is written, whatever writes it (a database
 * lifecycle): From and To must read (packages/core/src/routing/redirects.ts), and the redirect may not
 * take another's From, lead to itself, to another redirect or back from one, so a visitor
 * always makes one hop. A refusal is a validation error naming the field and the other
 * entry; an accepted one is stored normalised (`/Spring` as `/spring/`).
 */
export function checkEditorsRedirects(strapi: Core.Strapi): void {
  const code = routingCode();
  const refuse = (problems: Problem[]): never => {
    throw new errors.ValidationError(problems.map((p) => p.message).join(' '), {
      errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
    });
  };
  const check = async (data: RedirectRow, id?: number, pending: NamedRedirect[] = []): Promise<NamedRedirect> => {
    const stored: RedirectRow =
      id === undefined ? {} : (await strapi.db.query(REDIRECT).findOne({ where: { id } })) || {};
    const from = code.redirectFrom(String((data.from !== undefined ? data.from : stored.from) || ''));
    const to = code.redirectTo(String((data.to !== undefined ? data.to : stored.to) || ''));
    const problems: Problem[] = [];
    if (!from.ok) problems.push({ field: 'from', message: from.message });
    if (!to.ok) problems.push({ field: 'to', message: to.message });
    if (from.ok && to.ok) {
      const rows: RedirectRow[] = await strapi.db.query(REDIRECT).findMany({ select: ['id', 'from', 'to', 'kind'] });
      const others = rows
        .filter((row) => row.id !== id)
        .flatMap((row) => readStored(code, row) || [])
        .concat(pending);
      for (const message of code.redirectConflicts({ from: from.value, to: to.value, permanent: true }, others))
        problems.push({ field: 'from', message });
    }
    if (problems.length) refuse(problems);
    // Both read (a problem would have thrown above).
    const [fromPath, toPath] = [from, to].map((read) => (read.ok ? read.value : '')) as [string, string];
    if (data.from !== undefined) data.from = fromPath;
    if (data.to !== undefined) data.to = toPath;
    return { from: fromPath, to: toPath, permanent: true, name: `the new redirect of ${fromPath}` };
  };
  strapi.db.lifecycles.subscribe({
    models: [REDIRECT],
    async beforeCreate(event: RedirectEvent) {
      await check(event.params.data ?? {});
    },
    async beforeCreateMany(event: { params: { data?: RedirectRow[] } }) {
      const pending: NamedRedirect[] = [];
      for (const data of event.params.data || []) pending.push(await check(data, undefined, pending));
    },
    async beforeUpdate(event: RedirectEvent) {
      const { data, where } = event.params;
      if (!data || (data.from === undefined && data.to === undefined)) return;
      if (!where || where.id === undefined)
        return refuse([{ field: 'from', message: 'Redirects are changed one at a time, so each is checked.' }]);
      await check(data, where.id);
    },
  });
}
