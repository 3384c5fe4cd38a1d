import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isHostedStart } from '../hosted';

/**
 * Who may reach the admin side of Strapi (its `/admin` API and the admin routes of its
 * plugins, `/content-manager/…`, `/upload/…` and the rest), decided before any route runs:
 *
 * - the panel is not served (SERVE_ADMIN is not `true`: every local and test start): only the
 *   content API, the public media, the health check and the transfer runner of the Strapi
 *   CLI (`strapi transfer`, which authenticates with a transfer token) answer; everything
 *   else is 404, so no one can register the first administrator of a headless CMS;
 * - a hosted start (NODE_ENV=production set by the caller) never registers an administrator
 *   over HTTP, and keeps the whole admin API closed while there is none: the first one is
 *   made with the CLI on the CMS host (bootstrap logs how);
 * - a local start with the panel (`npm run cms`) offers Strapi's own "Welcome" form while
 *   there is no administrator, as Strapi does.
 */
const OPEN_WITHOUT_PANEL = [/^\/uploads\//, /^\/admin\/transfer\/runner\//];
const OPEN_FILES = new Set(['/_health', '/robots.txt', '/favicon.ico']);
const REGISTER = '/admin/register-admin';

export const CREATE_ADMIN_HINT =
  'No administrator yet. Create the first one with the CLI on the CMS host: ' +
  'npm run strapi -- admin:create-user --email=… --password=… --firstname=… (in cms/).';

/** Whether a path is open on a CMS that does not serve its panel. */
export function openWithoutPanel(path: string, apiPrefix: string): boolean {
  return (
    path === apiPrefix ||
    path.startsWith(`${apiPrefix}/`) ||
    OPEN_FILES.has(path) ||
    OPEN_WITHOUT_PANEL.some((pattern) => pattern.test(path))
  );
}

const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

function refuse(ctx: Context, status: 403 | 404, message: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'ForbiddenError', message } };
}

const adminGuard: Core.MiddlewareFactory = (_config, { strapi }) => {
  const served = process.env.SERVE_ADMIN === 'true';
  const hosted = isHostedStart();
  const apiPrefix = strapi.config.get<string>('api.rest.prefix', '/api');
  let adminExists = false;
  const hasAdmin = async () => {
    // Counted until the first administrator exists (the CLI may make one while the CMS runs).
    if (!adminExists) adminExists = (await strapi.db.query('admin::user').count()) > 0;
    return adminExists;
  };

  return async (ctx, next) => {
    const path = ctx.path;
    if (!served) {
      if (openWithoutPanel(path, apiPrefix)) return next();
      return refuse(ctx, 404, 'Not Found');
    }
    if (!isAdminPath(path)) return next();
    if (hosted && path === REGISTER) return refuse(ctx, 403, CREATE_ADMIN_HINT);
    if (hosted && !(await hasAdmin())) return refuse(ctx, 403, CREATE_ADMIN_HINT);
    return next();
  };
};

export default adminGuard;
