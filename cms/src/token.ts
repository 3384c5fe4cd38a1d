import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { fromAppDir } from './app-dir';

/** What admin::api-token's service is asked here (Strapi types its services loosely). */
type TokenService = {
  create(attributes: {
    name: string;
    description: string;
    type: TokenType;
    lifespan: null;
    permissions?: string[];
  }): Promise<{ accessKey: string }>;
  revoke(id: number): Promise<unknown>;
};
type TokenType = 'read-only' | 'full-access' | 'custom';
type TokenRow = { id: number; name: string; type: TokenType; description?: string | null };
type MintOptions = { name: string; description: string; type: TokenType; permissions?: string[]; file: string };

export const TOKEN_NAME = 'site-build';

/**
 * Content API actions the site build may call. Leads and their deliveries (personal data)
 * are excluded on purpose, and the listing feed's runs and community mapping (not site content).
 */
const PRIVATE_TYPES = new Set([
  'api::form-entry.form-entry',
  'api::lead-delivery.lead-delivery',
  'api::alert-subscription.alert-subscription',
  'api::import-run.import-run',
  'api::feed-community.feed-community',
]);

/** Every `find`/`findOne` of the site's content types, and what gatsby-source-strapi reads of the plugins. */
export function buildPermissions(strapi: Core.Strapi): string[] {
  const available = new Set(strapi.contentAPI.permissions.providers.action.keys());
  const wanted: string[] = [];
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || PRIVATE_TYPES.has(uid)) continue;
    wanted.push(`${uid}.find`, `${uid}.findOne`);
  }
  wanted.push(
    'plugin::content-type-builder.content-types.getContentTypes',
    'plugin::content-type-builder.content-types.getContentType',
    'plugin::content-type-builder.components.getComponents',
    'plugin::content-type-builder.components.getComponent',
    'plugin::upload.content-api.find',
    'plugin::upload.content-api.findOne',
    'plugin::i18n.locales.listLocales',
  );
  return wanted.filter((a) => available.has(a));
}

const tokenService = (strapi: Core.Strapi): TokenService =>
  (strapi.service('admin::api-token-content-api') || strapi.service('admin::api-token')) as unknown as TokenService;

/** Revokes the previous token of that name, creates a fresh one and writes it to `file` (mode 0600). */
async function mintToken(
  strapi: Core.Strapi,
  { name, description, type, permissions, file }: MintOptions,
): Promise<void> {
  const svc = tokenService(strapi);
  const previous: Pick<TokenRow, 'id'>[] = await strapi.db
    .query('admin::api-token')
    .findMany({ where: { name }, select: ['id'] });
  for (const t of previous) await svc.revoke(t.id);
  const created = await svc.create({
    name,
    description,
    type,
    lifespan: null,
    ...(permissions ? { permissions } : {}),
  });
  const target = fromAppDir(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(
    tmp,
    JSON.stringify({ token: created.accessKey, createdAt: new Date().toISOString() }, null, 2) + '\n',
    { mode: 0o600 },
  );
  fs.renameSync(tmp, target);
  fs.chmodSync(target, 0o600);
  strapi.log.info(`[${name}] API token minted -> ${target}`);
}

/** The read-only token of the site build, minted on every start into SITE_TOKEN_FILE. */
export async function mintSiteBuildToken(strapi: Core.Strapi) {
  await mintToken(strapi, {
    name: TOKEN_NAME,
    description: 'Read-only token minted on every CMS start for the Gatsby site build',
    type: 'custom',
    permissions: buildPermissions(strapi),
    file: process.env.SITE_TOKEN_FILE || '.tmp/site-token.json',
  });
}

/**
 * A full-access token for local automation (benchmarks and tests that edit content as an
 * editor would), minted only when AUTOMATION_TOKEN_FILE is set; never in production.
 */
export async function mintAutomationToken(strapi: Core.Strapi) {
  const file = process.env.AUTOMATION_TOKEN_FILE;
  if (!file) return;
  await mintToken(strapi, {
    name: 'local-automation',
    description: 'Full-access token for local benchmarks and tests',
    type: 'full-access',
    file,
  });
}

/**
 * The token of the site's forms Functions: it may only call POST /api/form-entries/submit,
 * POST /api/alert-subscriptions/manage (which asks for a subscription's own signed token)
 * and read the site settings (their contact blocklist).
 * Minted on every start into FORM_TOKEN_FILE; the Function reads it at request time.
 */
export async function mintFormIntakeToken(strapi: Core.Strapi) {
  const actions = [
    'api::form-entry.form-entry.submit',
    'api::alert-subscription.alert-subscription.manage',
    'api::site-setting.site-setting.find',
  ];
  const known = strapi.contentAPI.permissions.providers.action.keys();
  for (const action of actions) {
    if (!known.includes(action)) {
      throw new Error(`${action} is not a content API action; the form-intake token cannot be minted`);
    }
  }
  await mintToken(strapi, {
    name: 'form-intake',
    description: 'Lets the site forms Function store leads and read the contact blocklist; minted on every CMS start',
    type: 'custom',
    permissions: actions,
    file: process.env.FORM_TOKEN_FILE || '.tmp/form-token.json',
  });
}

/**
 * Strapi's own tokens, made on a first boot with no administrator and no token: unlimited
 * "Read Only" (which can read every lead) and "Full Access". Nothing here uses them.
 */
const STRAPI_DEFAULT_TOKENS = [
  { name: 'Read Only', type: 'read-only', description: /^A default API token with read-only permissions/ },
  { name: 'Full Access', type: 'full-access', description: /^A default API token with full access permissions/ },
];

/** Revokes Strapi's default tokens (on every start: Strapi makes them again on an empty database). */
export async function revokeDefaultTokens(strapi: Core.Strapi) {
  const tokens: TokenRow[] = await strapi.db.query('admin::api-token').findMany({
    where: { type: { $in: ['read-only', 'full-access'] } },
    select: ['id', 'name', 'type', 'description'],
  });
  const defaults = tokens.filter((token) =>
    STRAPI_DEFAULT_TOKENS.some(
      (d) => d.name === token.name && d.type === token.type && d.description.test(token.description || ''),
    ),
  );
  for (const token of defaults) {
    await tokenService(strapi).revoke(token.id);
    strapi.log.info(`[tokens] Strapi's default "${token.name}" API token revoked`);
  }
  return defaults.length;
}

/**
 * Logs every read-only or full-access API token: either reads every lead. A hosted CMS should
 * hold none; its build and forms tokens are custom (docs/security.md).
 */
export async function reportBroadTokens(strapi: Core.Strapi) {
  const tokens: (TokenRow & { expiresAt?: string | null; lastUsedAt?: string | null })[] = await strapi.db
    .query('admin::api-token')
    .findMany({
      where: { type: { $in: ['read-only', 'full-access'] } },
      select: ['id', 'name', 'type', 'expiresAt', 'lastUsedAt'],
    });
  for (const token of tokens) {
    const expiry = token.expiresAt ? `expires ${new Date(token.expiresAt).toISOString()}` : 'never expires';
    const used = token.lastUsedAt ? `last used ${new Date(token.lastUsedAt).toISOString()}` : 'never used';
    strapi.log.warn(
      `[tokens] ${token.type} API token "${token.name}" (id ${token.id}, ${expiry}, ${used}) can read every lead; ` +
        'use a custom token with the permissions docs/security.md lists, and revoke this one in Settings > API Tokens.',
    );
  }
  return tokens.length;
}
