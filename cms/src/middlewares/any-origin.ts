import type { Core } from '@strapi/strapi';

/**
 * A route that holds only public data (the reviews strip) may be read from any origin, never
 * with credentials: `Access-Control-Allow-Origin: *` replaces whatever strapi::cors decided.
 */
const anyOrigin: Core.MiddlewareFactory = () => async (ctx, next) => {
  await next();
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.remove('Access-Control-Allow-Credentials');
};

export default anyOrigin;
