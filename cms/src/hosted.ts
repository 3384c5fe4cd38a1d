/**
 * Whether this CMS is a hosted start: its caller set NODE_ENV=production (cms/server.js
 * records that in CMS_HOSTED before it runs every start, the local demo included, in
 * Strapi's production mode). A hosted start never seeds demo content, never registers an
 * administrator over HTTP and stores CVs where the deployment says (docs/security.md).
 */
export function isHostedStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CMS_HOSTED === 'true';
}
