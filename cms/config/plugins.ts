import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { fromAppDir } from '../src/app-dir';

/** The part of a nodemailer message the outbox keeps (nodemailer's `mail.data`). */
type OutboxMail = {
  data: Record<'from' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'headers' | 'messageId', unknown>;
};
type SentInfo = { messageId: string; envelope: { from: unknown; to: unknown } };

/**
 * A nodemailer transport that writes each message as a JSON file into `dir` instead of
 * sending it: the local default, so developers and tests can read what would be sent.
 */
function outboxTransport(dir: string) {
  let counter = 0;
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: OutboxMail, done: (error: Error | null, info?: SentInfo) => void) {
      const { from, to, replyTo, subject, text, html, headers, messageId } = mail.data;
      const name = `${Date.now()}-${process.pid}-${++counter}.json`;
      const file = path.join(dir, name);
      // Whole or not at all: written under a hidden name, then renamed, so that a reader
      // watching the folder never reads half a message.
      const partial = path.join(dir, `.${name}.tmp`);
      const message = { messageId, from, to, replyTo, subject, text, html, headers, date: new Date().toISOString() };
      // Each message holds a lead: the folder and the files are their owner's alone.
      fs.promises
        .mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => fs.promises.chmod(dir, 0o700))
        .then(() => fs.promises.writeFile(partial, JSON.stringify(message, null, 2), { mode: 0o600 }))
        .then(() => fs.promises.rename(partial, file))
        .then(() => done(null, { messageId: name, envelope: { from, to } }), done);
    },
  };
}

/** SMTP when SMTP_HOST is set, otherwise the local outbox folder (OUTBOX_DIR, default cms/.tmp/outbox). */
function emailProviderOptions(env: NodeJS.ProcessEnv) {
  if (env.SMTP_HOST) {
    return {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS } } : {}),
      // A server that does not answer fails the attempt soon; the delivery queue retries it.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    };
  }
  return outboxTransport(fromAppDir(env.OUTBOX_DIR || '.tmp/outbox'));
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  upload: {
    config: {
      sizeLimit: 50 * 1024 * 1024,
      // Responsive breakpoints / size optimisation are switched off in the upload
      // settings store during seeding (see src/seed/media); only the small
      // `thumbnail` format is generated for seeded images.
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: emailProviderOptions(process.env),
      settings: {
        defaultFrom: env('SMTP_FROM', 'no-reply@oasiskey.ae'),
        defaultReplyTo: env('SMTP_REPLY_TO', 'info@oasiskey.ae'),
      },
    },
  },
});
