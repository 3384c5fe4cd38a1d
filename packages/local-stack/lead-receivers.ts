import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it. */
export type ReceivedMail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives;
 * `stop()` and `start()` take it down and bring it back on the same port.
 */
export async function smtpReceiver() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  // While hanging, a message's data is read but never answered: the sender waits, as it
  // would for a server that stalls.
  let hanging = false;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: nodemailer would otherwise upgrade to TLS with a certificate it cannot check.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        if (hanging) {
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const headers: Record<string, string> = {};
            for (const [key, value] of mail.headers) if (typeof value === 'string') headers[key] = value;
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({
              messageId: mail.messageId ?? '',
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers,
            });
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    port: () => port,
    received,
    /** The messages of one lead (the CMS marks each with X-Lead-Id). */
    of: (leadId: string) => received.filter((m) => m.headers['x-lead-id'] === leadId),
    start,
    hang: (on: boolean) => {
      hanging = on;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** A forward as the CRM stand-in received it. */
export type Forward = { key: string; authorization: string; fields: Record<string, string> };

/**
 * A local CRM stand-in: answers 503 while `failing`, else 200, and keeps every forward it
 * accepted (`accepted`, repeats included). `held` is what an idempotent CRM keeps: one forward per
 * Idempotency-Key, as the CMS's queue expects of a CRM when it sends again a forward whose
 * answer a crash lost.
 */
export async function crmStandIn() {
  const accepted: Forward[] = [];
  let failing = false;
  let refused = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (failing) {
        refused++;
        res.writeHead(503).end('maintenance');
        return;
      }
      accepted.push({
        key: String(req.headers['idempotency-key'] ?? ''),
        authorization: String(req.headers.authorization ?? ''),
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/formsubmission`,
    accepted,
    held: (): Forward[] => [...new Map(accepted.map((forward) => [forward.key, forward])).values()],
    refused: () => refused,
    fail: (on: boolean) => {
      failing = on;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
