import type { Core } from '@strapi/strapi';
import { createDebouncer, type Debouncer } from './debounce';
import { postHook } from './notify';
import { formatDailyAt, parseDailyAt, scheduleDaily } from './schedule';
import { isPrivateFile } from '../private-files';

/** Document Service actions that change what the site shows. */
const CHANGING_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
/** Content types that are not site content: leads written by the forms, alert subscriptions, the feed's runs and community mapping. */
const IGNORED_TYPES = new Set([
  'api::form-entry.form-entry',
  'api::lead-delivery.lead-delivery',
  'api::alert-subscription.alert-subscription',
  'api::import-run.import-run',
  'api::feed-community.feed-community',
]);
const MEDIA = 'plugin::upload.file';

export const isSiteContent = (uid: unknown): boolean =>
  typeof uid === 'string' && uid.startsWith('api::') && !IGNORED_TYPES.has(uid);

export function readOptions(env: NodeJS.ProcessEnv) {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    url: (env.REBUILD_WEBHOOK_URL || '').trim(),
    quietMs: number('REBUILD_QUIET_MS', 5_000),
    maxWaitMs: number('REBUILD_MAX_WAIT_MS', 60_000),
    dailyAt: parseDailyAt(env.REBUILD_DAILY_AT),
  };
}

/**
 * Registers the rebuild webhook when REBUILD_WEBHOOK_URL is set: every publish, unpublish,
 * create, update or delete of site content (Document Service middleware) and every media
 * upload, change or deletion (database lifecycles of the upload plugin's files) triggers a
 * debounced POST to the URL, so a burst of edits starts one build. Returns the debouncer
 * (null when disabled).
 */
export function registerRebuildWebhook(
  strapi: Core.Strapi,
  env: NodeJS.ProcessEnv = process.env,
  { post = postHook }: { post?: (url: string, body: unknown) => Promise<number> } = {},
): Debouncer | null {
  const options = readOptions(env);
  registered = null;
  stopDaily();
  if (!options.url) return null;
  const log = strapi.log;
  const debouncer = createDebouncer({
    quietMs: options.quietMs,
    maxWaitMs: options.maxWaitMs,
    fire: async (reasons) => {
      const body = { trigger: 'cms', changes: reasons.length, reasons: [...new Set(reasons)].slice(0, 50) };
      try {
        const status = await post(options.url, body);
        log.info(`[rebuild] ${reasons.length} change(s) -> ${status} from the build hook`);
      } catch (error) {
        log.error(`[rebuild] the build hook failed: ${(error as Error).message}`);
      }
    },
  });

  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (CHANGING_ACTIONS.has(context.action) && isSiteContent(context.uid)) {
      debouncer.trigger(`${context.action} ${context.uid}`);
    }
    return result;
  });

  // An applicant's CV (a private file, src/private-files) is not site media: it builds nothing.
  const media = (action: string) => (event: { result?: unknown } | undefined) => {
    if (!isPrivateFile(event && event.result)) debouncer.trigger(`${action} ${MEDIA}`);
  };
  strapi.db.lifecycles.subscribe({
    models: [MEDIA],
    afterCreate: media('create'),
    afterUpdate: media('update'),
    afterDelete: media('delete'),
  });

  // Auctions end with their day, not with an edit: a build every day takes them out.
  if (options.dailyAt !== null) {
    stopDaily = scheduleDaily({
      minutes: options.dailyAt,
      trigger: () => debouncer.trigger('daily rebuild (finished auctions)'),
    });
  }
  const daily =
    options.dailyAt === null ? 'no daily build' : `daily build at ${formatDailyAt(options.dailyAt)} Dubai time`;
  log.info(`[rebuild] build hook registered (quiet ${options.quietMs} ms, max wait ${options.maxWaitMs} ms, ${daily})`);
  registered = debouncer;
  return debouncer;
}

let registered: Debouncer | null = null;
/** Stops the daily build of the last registration (a no-op until one is scheduled). */
let stopDaily = () => {};

/**
 * Holds the build hook while a feed import writes (cms/src/feed): its changes, and any
 * editor's meanwhile, start one build when the returned release runs. A no-op without
 * REBUILD_WEBHOOK_URL.
 */
export function holdRebuilds(): () => void {
  return registered ? registered.hold() : () => {};
}
