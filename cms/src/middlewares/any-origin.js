'use strict';

/**
 * A route that holds only public data (the reviews strip) may be read from any origin, never
 * with credentials: `Access-Control-Allow-Origin: *` replaces whatever strapi::cors decided.
 */
module.exports = () => async (ctx, next) => {
  await next();
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.remove('Access-Control-Allow-Credentials');
};
